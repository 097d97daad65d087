/** Retry delays: exponential backoff with full jitter, and the small jitter added to server-given waits. */

/** First backoff ceiling. */
export const BACKOFF_BASE_MS = 500
/** Largest backoff ceiling. */
export const BACKOFF_CAP_MS = 8000
/** Upper bound of the jitter added to Retry-After, so clients told the same second do not return together. */
export const RETRY_JITTER_MS = 250

/** Full-jitter delay after the given failed attempt (1-based): uniform in [0, min(cap, base·2^(n-1))). */
export function backoffDelay(failedAttempt: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failedAttempt - 1))
  return Math.floor(random() * ceiling)
}

/** Jitter in [0, RETRY_JITTER_MS). */
export function retryJitter(random: () => number): number {
  return Math.floor(random() * RETRY_JITTER_MS)
}
