/** The request pipeline under /v1/api, in the order of assumptions row 13. */
import type { IncomingMessage } from 'node:http'
import type { Endpoints } from './endpoints.ts'
import { ServiceError } from './errors.ts'
import type { KeyStore } from './keys.ts'
import type { LockoutTracker } from './lockout.ts'
import type { FixedWindowLimiter } from './rate-limit.ts'
import { errorReply, jsonReply, type BodyFault, type HeaderList, type Reply } from './respond.ts'
import type { FaultOptions } from './types.ts'

/** A `Link` the service sends with a deprecation: `<url>; rel="deprecation"` or `rel="sunset"` (RFC 9745, 8594). */
export interface DeprecationLink {
  rel: 'deprecation' | 'sunset'
  url: string
}

/** Deprecation settings: `Deprecation: @<epoch s>`, optional Sunset, the links sent (none: the changelog). */
export interface DeprecationInfo {
  deprecationS: number
  sunset: string | null
  links: DeprecationLink[]
}

/** What the pipeline needs from the running service. */
export interface ApiContext {
  now: () => number
  keys: KeyStore
  limiter: FixedWindowLimiter
  lockout: LockoutTracker
  endpoints: Endpoints
  /** Faults queued by control.failNext, consumed one per API response. */
  faults: FaultOptions[]
  failRate: number
  /** Per route template or concrete path; key '*' applies to every API response. */
  deprecations: Map<string, DeprecationInfo>
  changelogUrl: string
}

const COUNTS_AS_INVALID = new Set(['invalid_api_key', 'key_revoked', 'key_expired'])

/** Normalises IPv4-mapped IPv6 addresses so one client is one counter. */
export function clientIp(req: IncomingMessage): string {
  const a = req.socket.remoteAddress ?? 'unknown'
  return a.startsWith('::ffff:') ? a.slice(7) : a
}

/** The first Authorization header, read from rawHeaders so Node need not build the whole headers object. */
export function authorizationHeader(req: IncomingMessage): string | undefined {
  const raw = req.rawHeaders
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string
    if (name.length === 13 && name.toLowerCase() === 'authorization') return raw[i + 1]
  }
  return undefined
}

/** Splits an Authorization header: null = missing, '' = unusable (wrong scheme or no token). */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined || header.trim() === '') return null
  const m = /^\s*(\S+)(?:\s+(.*))?$/s.exec(header)
  if (!m || m[1]?.toLowerCase() !== 'bearer') return ''
  return (m[2] ?? '').trim()
}

function deprecationHeaders(ctx: ApiContext, template: string | null, path: string): HeaderList {
  const d =
    (template !== null ? ctx.deprecations.get(template) : undefined) ??
    ctx.deprecations.get(path) ??
    ctx.deprecations.get('*')
  if (!d) return []
  const h: HeaderList = [['Deprecation', `@${d.deprecationS}`]]
  if (d.sunset) h.push(['Sunset', d.sunset])
  const links = d.links.length > 0 ? d.links : [{ rel: 'deprecation', url: ctx.changelogUrl }]
  for (const link of links) h.push(['Link', `<${link.url}>; rel="${link.rel}"`])
  return h
}

/** Answers one request below /v1/api; `subPath` starts with `/` (or is empty). */
export function handleApi(
  ctx: ApiContext,
  req: IncomingMessage,
  subPath: string,
  query: string,
  requestId: string,
): { reply: Reply; fault: BodyFault } {
  const route = ctx.endpoints.match(subPath)
  const extra = deprecationHeaders(ctx, route?.template ?? null, subPath)
  const fail = (err: ServiceError, headers: HeaderList = []) => ({
    reply: errorReply(err, requestId, [...headers, ...extra]),
    fault: null,
  })
  const now = ctx.now()
  const ip = clientIp(req)
  const locked = ctx.lockout.lockedFor(ip, now)
  if (locked > 0)
    return fail(new ServiceError('too_many_invalid_attempts'), [['Retry-After', String(locked)]])

  const token = bearerToken(authorizationHeader(req))
  const challenge: HeaderList = [['WWW-Authenticate', 'Bearer']]
  if (token === null) return fail(new ServiceError('missing_api_key'), challenge)
  const auth =
    token === '' ? ({ ok: false, code: 'invalid_api_key' } as const) : ctx.keys.authenticate(token, now)
  if (!auth.ok) {
    if (COUNTS_AS_INVALID.has(auth.code)) ctx.lockout.recordInvalid(ip, now)
    return fail(new ServiceError(auth.code), challenge)
  }

  // From here on the response is attributed to a valid key: rate-limit headers on every outcome.
  const rl = ctx.limiter.hit(auth.entry.id, now)
  const rlHeaders: HeaderList = [
    ['X-RateLimit-Limit', String(rl.limit)],
    ['X-RateLimit-Remaining', String(rl.remaining)],
    ['X-RateLimit-Reset', String(rl.reset)],
  ]
  if (!rl.allowed)
    return fail(new ServiceError('rate_limited'), [...rlHeaders, ['Retry-After', String(rl.retryAfter)]])

  const queued = ctx.faults.findIndex((f) => f.path === undefined || f.path === subPath)
  let injected = queued < 0 ? undefined : ctx.faults.splice(queued, 1)[0]
  if (!injected && ctx.failRate > 0 && Math.random() < ctx.failRate) injected = { status: 503 }
  let bodyFault: BodyFault = null
  if (injected?.resetMidBody) bodyFault = 'resetMidBody'
  else if (injected?.truncateJson) bodyFault = 'truncateJson'
  else if (injected) {
    if (injected.status === 500) return fail(new ServiceError('internal_error'), rlHeaders)
    // A 429 by default asks for the rest of the window, as the limiter's own 429 does.
    const asked = injected.status === 429 ? rl.retryAfter : 1
    const retryAfter = injected.retryAfter === undefined ? asked : injected.retryAfter
    const waitHeader: HeaderList = retryAfter === null ? [] : [['Retry-After', String(retryAfter)]]
    if (injected.status === 429) {
      const spent: HeaderList = rlHeaders.map(([name, value]) => [
        name,
        name === 'X-RateLimit-Remaining' ? '0' : value,
      ])
      return fail(new ServiceError('rate_limited'), [...spent, ...waitHeader])
    }
    return fail(new ServiceError('service_unavailable'), [...rlHeaders, ...waitHeader])
  }

  const outcome = (reply: Reply) => ({ reply, fault: bodyFault })
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const err = new ServiceError('validation_failed', 'Only GET and HEAD are supported.', 'method')
    return outcome(errorReply(err, requestId, [...rlHeaders, ['Allow', 'GET, HEAD'], ...extra]))
  }
  try {
    if (!route) throw new ServiceError('not_found', 'No endpoint has this path.')
    if (!auth.entry.scopes.has(route.scope))
      throw new ServiceError('insufficient_scope', `This endpoint requires the ${route.scope} scope.`)
    return outcome(jsonReply(200, route.run(query, auth.entry.owner), [...rlHeaders, ...extra]))
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err
    return outcome(errorReply(err, requestId, [...rlHeaders, ...extra]))
  }
}
