/**
 * One line of callers waiting for the right to send (rate-scheduler.ts keeps three: the user's, the work the user
 * started, and the background's):
 * first come, first served, retries in front; a caller whose signal aborts leaves the line with kind cancelled.
 */
import { cancelledError, type ApiError } from './api-error.ts'

interface Waiter<T> {
  resolve(value: T): void
  reject(e: ApiError): void
  /** A wait longer than this is refused at once rather than slept through. */
  maxWaitMs: number
  detach(): void
}

/** How a caller enters a line. */
export interface EnterOptions {
  signal?: AbortSignal
  maxWaitMs?: number
  /** Retries go first: they were already in line once. */
  front?: boolean
}

/** The waiting callers of one line; the scheduler decides when the head may go. */
export class WaitLine<T> {
  readonly #waiters: Waiter<T>[] = []

  get length(): number {
    return this.#waiters.length
  }

  /** The longest wait the first caller accepts, or null when nobody waits. */
  headMaxWait(): number | null {
    return this.#waiters[0]?.maxWaitMs ?? null
  }

  /** Joins the line; `left` runs after a caller gave up (its place may have been holding others back). */
  enter(opts: EnterOptions, left: () => void): Promise<T> {
    const signal = opts.signal
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => {
        const i = this.#waiters.indexOf(w)
        if (i < 0) return
        this.#waiters.splice(i, 1)
        reject(cancelledError())
        left()
      }
      const w: Waiter<T> = {
        resolve,
        reject,
        maxWaitMs: opts.maxWaitMs ?? Number.POSITIVE_INFINITY,
        detach: () => signal?.removeEventListener('abort', onAbort),
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      if (opts.front) this.#waiters.unshift(w)
      else this.#waiters.push(w)
    })
  }

  /** The first caller goes, with `value`. */
  grantHead(value: T): void {
    const w = this.#waiters.shift()
    w?.detach()
    w?.resolve(value)
  }

  /** The first caller is refused with `error`. */
  refuseHead(error: ApiError): void {
    const w = this.#waiters.shift()
    w?.detach()
    w?.reject(error)
  }

  /** Every caller is refused with `error`. */
  refuseAll(error: ApiError): void {
    for (const w of this.#waiters.splice(0)) {
      w.detach()
      w.reject(error)
    }
  }
}
