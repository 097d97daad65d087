/**
 * Lengths of time in milliseconds, written once for every layer (renderer, main, the reference service): a
 * fixed-length day of the epoch clock (`Date.now()`), which ignores daylight saving as that clock does.
 */

/** An hour in ms. */
export const HOUR_MS = 3_600_000

/** A day in ms: 24 hours of the epoch clock. */
export const DAY_MS = 86_400_000
