/** Reading the response headers the throttle, the retry policy and the request inspector depend on. */

/** The X-RateLimit-* headers of one response, as the server sent them (reset in server epoch seconds). */
export interface RateHeaders {
  limit: number
  remaining: number
  resetSec: number
}

function nonNegativeInt(v: string | null): number | null {
  if (v === null) return null
  const t = v.trim()
  if (!/^\d{1,15}$/.test(t)) return null
  return Number(t)
}

/** The rate-limit headers, or null when any of the three is absent or malformed. */
export function parseRateHeaders(h: Headers): RateHeaders | null {
  const limit = nonNegativeInt(h.get('x-ratelimit-limit'))
  const remaining = nonNegativeInt(h.get('x-ratelimit-remaining'))
  const resetSec = nonNegativeInt(h.get('x-ratelimit-reset'))
  if (limit === null || remaining === null || resetSec === null) return null
  return { limit, remaining, resetSec }
}

/** Parses an HTTP-date (IMF-fixdate or the obsolete forms Date.parse knows); null when it is not one. */
export function parseHttpDate(v: string | null): number | null {
  if (v === null) return null
  const t = v.trim()
  // Date.parse accepts bare numbers ("1.5" → a year); an HTTP-date always has a month name.
  if (!/[A-Za-z]{3}/.test(t)) return null
  const ms = Date.parse(t)
  return Number.isNaN(ms) ? null : ms
}

/**
 * Server clock minus local clock, as a lower bound: the Date header is truncated to the second and was
 * written before the response arrived, so the true skew is at least `Date - receivedAt`. Erring low
 * makes the client wait slightly longer after a reset, never start early.
 */
export function skewLowerBound(dateHeader: string | null, receivedAt: number): number | null {
  const server = parseHttpDate(dateHeader)
  return server === null ? null : server - receivedAt
}

/**
 * Both bounds one response gives on (server clock − local clock): the server wrote `Date` (truncated to the
 * second) at some local instant between sending and receiving, so the skew lies in
 * [Date − receivedAt, Date + 1 s − sentAt]. Null when there is no readable Date.
 */
export function skewBounds(
  dateHeader: string | null,
  sentAt: number,
  receivedAt: number,
): { lower: number; upper: number } | null {
  const server = parseHttpDate(dateHeader)
  return server === null ? null : { lower: server - receivedAt, upper: server + 1000 - sentAt }
}

/**
 * The delay a Retry-After header asks for, in ms: delta-seconds or an HTTP-date (measured against the
 * server's own Date when sent, so a skewed local clock does not distort it). Null when absent or malformed.
 */
export function parseRetryAfter(value: string | null, serverNow: number): number | null {
  if (value === null) return null
  const t = value.trim()
  if (/^\d+$/.test(t)) {
    const seconds = Number(t)
    return Number.isFinite(seconds) ? seconds * 1000 : null
  }
  const at = parseHttpDate(t)
  return at === null ? null : Math.max(0, at - serverNow)
}

/**
 * When an endpoint was deprecated, from the Deprecation header: RFC 9745's Structured Field date ("@" and epoch
 * seconds), or a date of the drafts before it; null for "true" or anything that is not a date.
 */
export function deprecatedSince(value: string | null): number | null {
  if (value === null) return null
  const sf = /^@(-?\d{1,15})$/.exec(value.trim())
  const ms = sf ? Number(sf[1]) * 1000 : /[a-z]{3}|\d{4}-\d{2}/i.test(value) ? Date.parse(value) : NaN
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? ms : null
}
