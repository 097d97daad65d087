/** The five endpoints: their path templates, required scopes, and URL building. */
import { ApiError } from './api-error.ts'
import type { ListBridgesParams } from './types.ts'

/**
 * The scope each endpoint needs (`x-required-scope` in shared/api/openapi.yaml), reported as ApiError.missingScope on
 * a 403.
 */
export type RequiredScope = 'read:public' | 'read:me'

/** One endpoint call: the template (for deprecation notices), the concrete path with query, the scope. */
export interface EndpointCall {
  template: string
  path: string
  scope: RequiredScope
  /** True for a path every API base has (`/stats`, `/bridges`, `/me`): a 404 there means the base is wrong. */
  fixed: boolean
}

const seg = (v: string): string => encodeURIComponent(v)

/** `GET /stats`. */
export function statsCall(): EndpointCall {
  return { template: '/stats', path: '/stats', scope: 'read:public', fixed: true }
}

/** `GET /bridges` with empty parameters left out (assumption 5 treats them as absent anyway). */
export function listBridgesCall(p: ListBridgesParams): EndpointCall {
  const query: string[] = []
  if (p.limit !== undefined) query.push(`limit=${seg(String(p.limit))}`)
  if (p.cursor) query.push(`cursor=${seg(p.cursor)}`)
  if (p.category) query.push(`category=${seg(p.category)}`)
  if (p.q) query.push(`q=${seg(p.q)}`)
  const path = query.length === 0 ? '/bridges' : `/bridges?${query.join('&')}`
  return { template: '/bridges', path, scope: 'read:public', fixed: true }
}

/** `GET /bridges/{slug}`; the slug is one encoded segment, so `../stats` cannot reach another route. */
export function bridgeCall(slug: string): EndpointCall {
  return { template: '/bridges/{slug}', path: `/bridges/${seg(slug)}`, scope: 'read:public', fixed: false }
}

/** `GET /profiles/{username}`. */
export function profileCall(username: string): EndpointCall {
  return {
    template: '/profiles/{username}',
    path: `/profiles/${seg(username)}`,
    scope: 'read:public',
    fixed: false,
  }
}

/** `GET /me`. */
export function meCall(): EndpointCall {
  return { template: '/me', path: '/me', scope: 'read:me', fixed: true }
}

/** The absolute URL of a call under a base URL that already ends in `/v1/api`. */
export function callUrl(baseUrl: string, call: EndpointCall): string {
  return `${baseUrl.replace(/\/+$/, '')}${call.path}`
}

/**
 * '', '.' and '..' cannot be sent as a path segment: URL parsing resolves dot segments (even encoded
 * as %2E), so the request would reach another route. Refused before anything is sent.
 */
export function segmentCall(
  make: (v: string) => EndpointCall,
  value: string,
  param: string,
): EndpointCall | ApiError {
  if (value !== '' && value !== '.' && value !== '..') return make(value)
  return new ApiError(`${param} ${JSON.stringify(value)} cannot name a resource`, {
    kind: 'api',
    code: 'validation_failed',
  })
}
