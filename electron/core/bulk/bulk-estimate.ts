/**
 * How long the service part of a bulk lookup takes at the key's rate: what the current window has left goes at
 * once, the rest a window's limit per window (the documented window, docs/api-assumptions.md and
 * documented-limit.ts). Pure, so the estimate and the "time left" shown as it runs are one rule.
 */
import { DOCUMENTED_LIMIT, DOCUMENTED_WINDOW_MS } from '../api/documented-limit.ts'

/** The key's window as the scheduler last knew it; null fields while unknown. */
export interface KnownRate {
  limit: number | null
  remaining: number | null
  resetAt: number | null
}

/** Seconds one request takes when the budget is not what holds it back: the round trip, as a round figure. */
const SECONDS_PER_REQUEST = 0.25

/** Whole seconds `requests` take at `rate`, from `now`; the documented limit stands in for an unknown one. */
export function serviceSeconds(requests: number, rate: KnownRate, now: number): number {
  if (requests <= 0) return 0
  const limit = rate.limit ?? DOCUMENTED_LIMIT
  const left = rate.remaining ?? limit
  const untilReset = rate.resetAt === null ? DOCUMENTED_WINDOW_MS : Math.max(0, rate.resetAt - now)
  const sending = requests * SECONDS_PER_REQUEST
  if (requests <= left) return Math.ceil(sending)
  // Whole windows after the first one, each spending `limit`; the last one only as far as it is needed.
  const later = requests - left
  const windows = Math.ceil(later / Math.max(1, limit)) - 1
  return Math.ceil(untilReset / 1000 + (windows * DOCUMENTED_WINDOW_MS) / 1000 + sending)
}
