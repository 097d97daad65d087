/**
 * What the client assumes when a server does not state its rate limit usefully: the seed's own limit (60 requests
 * a minute per key, section 8) and the tests a stated reset must pass before the throttle or the gauge believes it.
 */
import { parseHttpDate, type RateHeaders } from '../../../shared/api/response-headers.ts'

/** The seed's limit per key and window (section 8): what a server that says nothing is assumed to allow. */
export const SEED_LIMIT = 60
/** The seed's window length; also the furthest a reset may lie after the server's own Date. */
export const SEED_WINDOW_MS = 60_000
/** A reset further ahead than this (local time) is not believed: a daily quota is the longest window a server plausibly has. */
export const MAX_RESET_AHEAD_MS = 25 * 3_600_000
/** Rounding allowed between a reset (whole seconds) and a Date (truncated to the second). */
const ROUNDING_MS = 1000

/** Rate headers that can describe a budget at all: a limit of at least 1 and no more remaining than the limit. */
export function usableRate(rate: RateHeaders | null): RateHeaders | null {
  return rate !== null && rate.limit >= 1 && rate.remaining <= rate.limit ? rate : null
}

/**
 * Whether a response's Date and X-RateLimit-Reset tell the same story: the reset lies within one seed window
 * after the Date. When they disagree, one of the two clocks is wrong, and the reset the server states is trusted
 * over a skew estimated from its Date (a Date an hour behind must not hold the key for an hour).
 */
export function dateAgreesWithReset(dateHeader: string | null, resetSec: number): boolean {
  const date = parseHttpDate(dateHeader)
  if (date === null) return false
  const ahead = resetSec * 1000 - date
  return ahead >= -ROUNDING_MS && ahead <= SEED_WINDOW_MS + ROUNDING_MS
}

/** Whether a reset, already in local time, can be the end of the current window at `now`. */
export function plausibleReset(localResetAt: number, now: number): boolean {
  return localResetAt >= now - ROUNDING_MS && localResetAt <= now + MAX_RESET_AHEAD_MS
}

/**
 * The seed's limit kept by the client itself, as a sliding window (at most SEED_LIMIT sends in any SEED_WINDOW_MS):
 * stricter than a fixed window, so it stays inside the server's fixed window wherever that window's edges fall.
 */
export class SeedLimit {
  readonly #sent: number[] = []

  /** Records one request let go at `at`. */
  record(at: number): void {
    this.#sent.push(at)
    if (this.#sent.length > SEED_LIMIT) this.#sent.shift()
  }

  /** When the next request may go: `now` when the last minute had fewer than SEED_LIMIT sends. */
  nextAt(now: number): number {
    if (this.#sent.length < SEED_LIMIT) return now
    return Math.max(now, (this.#sent[0] ?? now) + SEED_WINDOW_MS)
  }
}
