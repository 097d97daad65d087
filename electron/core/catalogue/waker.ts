/** A sleep that ends early when woken (settings changed, key checked, target changed) or aborted. */

import { SYSTEM_CLOCK, type SchedulerClock } from '../api/clock.ts'

/** Sleeps that `wake()` ends at once. */
export interface Waker {
  /** Resolves after `ms` (null: only when woken), on `wake()`, or when `signal` aborts. */
  sleep(ms: number | null, signal?: AbortSignal): Promise<void>
  wake(): void
}

/** Creates a waker on `clock`'s timers (the core's, so a test clock moves the walk's waits too); they never hold the process open. */
export function createWaker(clock: Pick<SchedulerClock, 'setTimer' | 'clearTimer'> = SYSTEM_CLOCK): Waker {
  let wakers = new Set<() => void>()
  return {
    sleep(ms, signal) {
      return new Promise<void>((resolve) => {
        const done = (): void => {
          if (timer !== null) clock.clearTimer(timer)
          signal?.removeEventListener('abort', done)
          wakers.delete(done)
          resolve()
        }
        // A wait for a rate window days away (a long Retry-After) is past what a timer holds: the clock caps it
        // (clock.ts, MAX_TIMER_MS), a capped sleep ends early, and the walk's next try waits again.
        const timer = ms === null ? null : clock.setTimer(done, ms, false)
        if (signal?.aborted) return done()
        signal?.addEventListener('abort', done, { once: true })
        wakers.add(done)
      })
    },
    wake() {
      const now = wakers
      wakers = new Set()
      for (const fn of now) fn()
    },
  }
}
