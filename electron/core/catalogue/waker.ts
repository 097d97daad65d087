/** A sleep that ends early when woken (settings changed, key checked, target changed) or aborted. */

import { MAX_TIMER_MS } from '../api/clock.ts'

/** Sleeps that `wake()` ends at once. */
export interface Waker {
  /** Resolves after `ms` (null: only when woken), on `wake()`, or when `signal` aborts. */
  sleep(ms: number | null, signal?: AbortSignal): Promise<void>
  wake(): void
}

/** Creates a waker; its timers never hold the process open. */
export function createWaker(): Waker {
  let wakers = new Set<() => void>()
  return {
    sleep(ms, signal) {
      return new Promise<void>((resolve) => {
        const done = (): void => {
          if (timer !== null) clearTimeout(timer)
          signal?.removeEventListener('abort', done)
          wakers.delete(done)
          resolve()
        }
        // A wait for a rate window days away (a long Retry-After) is past what a timer holds: setTimeout would fire
        // at once and the walk would spin; a capped sleep ends early, and the walk's next try waits again.
        const timer = ms === null ? null : setTimeout(done, Math.min(Math.max(0, ms), MAX_TIMER_MS))
        timer?.unref()
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
