/** The time source of the throttle: injectable so tests can move time without sleeping. */

/** Time source and timers; injected in tests, real otherwise. */
export interface SchedulerClock {
  now(): number
  /** `keepAlive: false` for timers that only refresh displayed state: they must not hold a process open. */
  setTimer(fn: () => void, ms: number, keepAlive?: boolean): unknown
  clearTimer(handle: unknown): void
}

// setTimeout fires at once for delays past 2^31-1 ms; callers re-check absolute deadlines, so a capped
// timer simply re-arms instead of spinning.
export const MAX_TIMER_MS = 2 ** 31 - 1

/** Date.now and setTimeout. */
export const SYSTEM_CLOCK: SchedulerClock = {
  now: () => Date.now(),
  setTimer: (fn, ms, keepAlive = true) => {
    const t = setTimeout(fn, Math.min(Math.max(0, ms), MAX_TIMER_MS))
    if (!keepAlive) t.unref()
    return t
  },
  clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}
