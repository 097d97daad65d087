/**
 * Lengths of time in milliseconds, written once for every layer (renderer, main, the reference service): a
 * fixed-length day of the epoch clock (`Date.now()`), which ignores daylight saving as that clock does.
 */

/** An hour in ms. */
export const HOUR_MS = 3_600_000

/** A day in ms: 24 hours of the epoch clock. */
export const DAY_MS = 86_400_000

/** A span the charts look back over from now (the stats history, key health, key usage). */
export type TimeSpan = '1h' | '24h' | '7d' | '30d'

/** Each span's length in ms. */
export const SPAN_MS: Readonly<Record<TimeSpan, number>> = {
  '1h': HOUR_MS,
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
}
