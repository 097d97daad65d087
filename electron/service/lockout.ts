/** Invalid-key attempts per IP and the lockout they trigger (assumptions row 15). */

/** Tracks invalid attempts per address; `threshold` attempts within `periodMs` lock it for `periodMs`. */
export class LockoutTracker {
  readonly #threshold: number
  readonly #periodMs: number
  readonly #byIp = new Map<string, { attempts: number[]; lockedUntil: number }>()

  constructor(threshold: number, periodMs: number) {
    this.#threshold = threshold
    this.#periodMs = periodMs
  }

  /** Seconds left of the lockout of `ip` (0 when not locked). */
  lockedFor(ip: string, nowMs: number): number {
    const e = this.#byIp.get(ip)
    if (!e || e.lockedUntil <= nowMs) return 0
    return Math.max(1, Math.ceil((e.lockedUntil - nowMs) / 1000))
  }

  /** Records one invalid attempt; returns true when it locked the address. */
  recordInvalid(ip: string, nowMs: number): boolean {
    let e = this.#byIp.get(ip)
    if (!e) {
      e = { attempts: [], lockedUntil: 0 }
      this.#byIp.set(ip, e)
    }
    const since = nowMs - this.#periodMs
    e.attempts = e.attempts.filter((t) => t > since)
    e.attempts.push(nowMs)
    if (e.attempts.length < this.#threshold) return false
    e.lockedUntil = nowMs + this.#periodMs
    e.attempts = []
    return true
  }
}
