/**
 * What the client assumes when a server does not state its rate limit usefully: the limit the API description
 * documents (60 requests a minute per key: X-RateLimit-Limit in shared/api/openapi.yaml) and the tests a stated
 * reset must pass before the throttle or the gauge believes it.
 */
import { parseHttpDate, type RateHeaders } from '../../../shared/api/response-headers.ts'

/** The documented limit per key and window (X-RateLimit-Limit), assumed of a server that says nothing. */
export const DOCUMENTED_LIMIT = 60
/** The documented window length; also the furthest a reset may lie after the server's own Date. */
export const DOCUMENTED_WINDOW_MS = 60_000
/** A reset further ahead than this (local time) is not believed: a daily quota is the longest window a server plausibly has. */
export const MAX_RESET_AHEAD_MS = 25 * 3_600_000
/** Rounding allowed between a reset (whole seconds) and a Date (truncated to the second). */
const ROUNDING_MS = 1000

/** Rate headers that can describe a budget at all: a limit of at least 1 and no more remaining than the limit. */
export function usableRate(rate: RateHeaders | null): RateHeaders | null {
  return rate !== null && rate.limit >= 1 && rate.remaining <= rate.limit ? rate : null
}

/**
 * Whether a response's Date and X-RateLimit-Reset tell the same story: the reset lies within one documented
 * window after the Date. When they disagree, one of the two clocks is wrong, and the reset the server states is
 * trusted over a skew estimated from its Date (a Date an hour behind must not hold the key for an hour).
 */
export function dateAgreesWithReset(dateHeader: string | null, resetSec: number): boolean {
  const date = parseHttpDate(dateHeader)
  if (date === null) return false
  const ahead = resetSec * 1000 - date
  return ahead >= -ROUNDING_MS && ahead <= DOCUMENTED_WINDOW_MS + ROUNDING_MS
}

/** Whether a reset, already in local time, can be the end of the current window at `now`. */
export function plausibleReset(localResetAt: number, now: number): boolean {
  return localResetAt >= now - ROUNDING_MS && localResetAt <= now + MAX_RESET_AHEAD_MS
}

/**
 * The documented limit kept by the client itself, as a sliding window (at most DOCUMENTED_LIMIT sends in any
 * DOCUMENTED_WINDOW_MS): stricter than a fixed window, so it stays inside the server's fixed window wherever that
 * window's edges fall.
 */
export class DocumentedLimit {
  readonly #sent: number[] = []

  /** Records one request let go at `at`. */
  record(at: number): void {
    this.#sent.push(at)
    if (this.#sent.length > DOCUMENTED_LIMIT) this.#sent.shift()
  }

  /** When the next request may go: `now` when the last minute had fewer than DOCUMENTED_LIMIT sends. */
  nextAt(now: number): number {
    if (this.#sent.length < DOCUMENTED_LIMIT) return now
    return Math.max(now, (this.#sent[0] ?? now) + DOCUMENTED_WINDOW_MS)
  }
}
