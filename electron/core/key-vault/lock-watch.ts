/**
 * How often a locked keychain is asked again (README, "The catalogue": a key the system keychain will not give is
 * retried within a minute), and the timers that do it: injected by tests, real otherwise.
 */

/** Arms and clears one-shot timers; the same shape as the scheduler's clock (api/clock.ts). */
export interface LockTimers {
  setTimer(fn: () => void, ms: number): unknown
  clearTimer(handle: unknown): void
}

/** Half the minute README promises, so an unlock is seen within it even when a re-read is slow to answer. */
export const KEYCHAIN_RECHECK_MS = 30_000

/** setTimeout, never holding the process open: the re-read only refreshes what the key list shows. */
export const SYSTEM_LOCK_TIMERS: LockTimers = {
  setTimer: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}
