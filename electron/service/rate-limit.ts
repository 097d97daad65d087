/** Fixed-window per-key rate limiter, windows aligned to the epoch (assumptions row 16). */

/** Outcome of one check; `reset` is the window end in epoch seconds (rounded up). */
export interface RateDecision {
  allowed: boolean
  limit: number
  remaining: number
  reset: number
  /** Whole seconds until the window ends, at least 1 (used for Retry-After when not allowed). */
  retryAfter: number
}

/** Counts requests per key in fixed windows; a refused request does not use budget. */
export class FixedWindowLimiter {
  readonly #limit: number
  readonly #windowMs: number
  readonly #windows = new Map<string, { start: number; count: number }>()

  constructor(limit: number, windowMs: number) {
    this.#limit = limit
    this.#windowMs = windowMs
  }

  /** Counts one request of `key` at `nowMs` unless the window is used up. */
  hit(key: string, nowMs: number): RateDecision {
    const start = Math.floor(nowMs / this.#windowMs) * this.#windowMs
    const end = start + this.#windowMs
    let w = this.#windows.get(key)
    if (!w || w.start !== start) {
      w = { start, count: 0 }
      this.#windows.set(key, w)
    }
    const allowed = w.count < this.#limit
    if (allowed) w.count++
    return {
      allowed,
      limit: this.#limit,
      remaining: this.#limit - w.count,
      reset: Math.ceil(end / 1000),
      retryAfter: Math.max(1, Math.ceil((end - nowMs) / 1000)),
    }
  }
}
