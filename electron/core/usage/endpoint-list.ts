/** The five endpoints with the scope each needs, taken from the API client's own calls, and a path's template. */
import type { Scope } from '../../../shared/api/types.ts'
import { bridgeCall, listBridgesCall, meCall, profileCall, statsCall } from '../api/endpoints.ts'

/** One endpoint as the scope matrix lists it. */
export interface EndpointScope {
  path: string
  scope: Scope
}

/**
 * Every endpoint, in the order of the paths of shared/api/openapi.yaml; the scopes are the client's, so the two
 * cannot disagree.
 */
export const ENDPOINT_SCOPES: readonly EndpointScope[] = [
  statsCall(),
  listBridgesCall({}),
  bridgeCall('slug'),
  profileCall('username'),
  meCall(),
].map((call) => ({ path: call.template, scope: call.scope }))

const segments = (path: string): string[] => path.split('/').filter((s) => s !== '')

/** The template (`/bridges/{slug}`) of a concrete path with or without a query; null for a path of no endpoint. */
export function templateOf(path: string): string | null {
  const parts = segments(path.split('?')[0] ?? '')
  const match = ENDPOINT_SCOPES.find(({ path: template }) => {
    const want = segments(template)
    return want.length === parts.length && want.every((w, i) => w.startsWith('{') || w === parts[i])
  })
  return match?.path ?? null
}
