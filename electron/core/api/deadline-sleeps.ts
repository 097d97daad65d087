/**
 * Sleeps until absolute deadlines (epoch ms). A timer that fires early or late, as after a laptop
 * sleep, re-computes what is left from now() instead of trusting the delay it was armed with.
 */
import { cancelledError, type ApiError } from './api-error.ts'
import type { SchedulerClock } from './clock.ts'

/** A set of pending sleeps, so the scheduler can show the earliest as its backoff wait. */
export class DeadlineSleeps {
  readonly #clock: SchedulerClock
  readonly #onChange: () => void
  readonly #deadlines = new Set<{ deadline: number }>()

  constructor(clock: SchedulerClock, onChange: () => void) {
    this.#clock = clock
    this.#onChange = onChange
  }

  /** The earliest pending deadline, or null. */
  earliest(): number | null {
    let min: number | null = null
    for (const d of this.#deadlines) if (min === null || d.deadline < min) min = d.deadline
    return min
  }

  /** Resolves at `deadline`; rejects with kind 'cancelled' when the signal aborts first. */
  sleep(deadline: number, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const entry = { deadline }
      let handle: unknown = null
      const finish = (err: ApiError | null): void => {
        if (!this.#deadlines.delete(entry)) return
        if (handle !== null) this.#clock.clearTimer(handle)
        signal?.removeEventListener('abort', onAbort)
        this.#onChange()
        if (err) reject(err)
        else resolve()
      }
      const onAbort = (): void => finish(cancelledError())
      const check = (): void => {
        handle = null
        const left = deadline - this.#clock.now()
        if (left <= 0) finish(null)
        else handle = this.#clock.setTimer(check, left)
      }
      this.#deadlines.add(entry)
      if (signal?.aborted) return finish(cancelledError())
      signal?.addEventListener('abort', onAbort, { once: true })
      this.#onChange()
      check()
    })
  }
}
