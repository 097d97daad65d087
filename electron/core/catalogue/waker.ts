/** A sleep that ends early when woken (settings changed, key checked, target changed) or aborted. */

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
        const timer = ms === null ? null : setTimeout(done, Math.max(0, ms))
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
