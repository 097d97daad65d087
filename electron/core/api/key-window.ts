/**
 * What one key's scheduler knows of its current rate-limit window: the budget the last believable answers stated
 * (limit, requests left, reset), the server's clock against ours, the documented limit while no budget is stated,
 * and a spent window whose reset is years away. The scheduler (rate-scheduler.ts) keeps the lines of callers and
 * lets them go; this part decides what the window allows and when it ends. A window's count is read against the
 * clock, never as last stored: once its reset has passed, it is over (HOUSE_STYLE, "One truth for each thing the
 * user sees").
 */
import { skewBounds, type RateHeaders } from '../../../shared/api/response-headers.ts'
import { backgroundCap } from './background-budget.ts'
import { ClockSkew } from './clock-skew.ts'
import type { SchedulerClock } from './clock.ts'
import {
  dateAgreesWithReset,
  DocumentedLimit,
  DOCUMENTED_WINDOW_MS,
  plausibleReset,
  usableRate,
} from './documented-limit.ts'
import { FarReset } from './far-reset.ts'
import type { Observation, Permit, RateSeed } from './scheduler-types.ts'
import type { RateLimitInfo } from '../../../shared/ipc/common.ts'

/** One key's window: its budget as last stated, and the clocks it is read against. */
export class KeyWindow {
  readonly #clock: SchedulerClock
  readonly #margin: number
  #limit: number | null = null
  #remaining: number | null = null
  #resetSec: number | null = null
  /** The window already declared over: late answers from it must not revive its budget. */
  #closedSec: number | null = null
  /** Bounds of (server − local) clock, from Date headers that agree with their reset and from late answers. */
  readonly #skew = new ClockSkew()
  /** The documented limit, kept while the server states no usable budget (every request is then a probe). */
  readonly documentedLimit = new DocumentedLimit()
  /** A spent window whose reset is years away: said as such, and nothing is sent in the background (far-reset.ts). */
  readonly farReset = new FarReset()

  /** `marginMs`: how long after a stated reset the window is taken to be over (the two clocks are never exact). */
  constructor(clock: SchedulerClock, marginMs: number) {
    this.#clock = clock
    this.#margin = marginMs
  }

  /** The limit the last believable answer stated. */
  get limit(): number | null {
    return this.#limit
  }

  /** Requests left in the window as stated (in flight ones not taken off), or null while unknown or over. */
  get remaining(): number | null {
    return this.#remaining
  }

  /** The reset of the window declared over last, for a permit to carry (epoch seconds), or null. */
  get closedSec(): number | null {
    return this.#closedSec
  }

  /** Server clock minus local clock as shown (see ClockSkew.shown); waits use the safe bound instead. */
  get skewShown(): number {
    return this.#skew.shown
  }

  /** A server reset (epoch seconds) as local epoch ms, as shown to the user. */
  localResetAt(resetSec: number): number {
    return resetSec * 1000 - this.#skew.shown
  }

  /** The local time a server reset is waited for: never before the true reset (see ClockSkew.safe). */
  waitResetAt(resetSec: number): number {
    return resetSec * 1000 - this.#skew.safe
  }

  /**
   * Local deadline before which a request would still fall into the window ending at `resetSec`. A reset that
   * cannot be the current window's end (past, or beyond an hour) gives the documented window from now instead.
   */
  resetDeadline(resetSec: number): number {
    const now = this.#clock.now()
    const at = this.waitResetAt(resetSec)
    return plausibleReset(at, now) ? at + this.#margin : now + DOCUMENTED_WINDOW_MS
  }

  /** What one response's rate headers say, for the request log: null when they cannot be believed. */
  rateInfo(rate: RateHeaders | null): RateLimitInfo | null {
    const r = usableRate(rate)
    if (!r || !plausibleReset(this.waitResetAt(r.resetSec), this.#clock.now())) return null
    return { limit: r.limit, remaining: r.remaining, resetAt: this.localResetAt(r.resetSec) }
  }

  /** The stored window's reset in local time as shown, or null when no window is known. */
  shownResetAt(): number | null {
    return this.#resetSec === null ? null : this.localResetAt(this.#resetSec)
  }

  /** When the stored window ends, as waited for (its reset and the margin). */
  resetWake(): number {
    return this.waitResetAt(this.#resetSec ?? 0) + this.#margin
  }

  /** True once the window the stored count belongs to has reset (with the margin the gate waits). */
  over(now: number): boolean {
    return this.#remaining !== null && this.#resetSec !== null && now >= this.resetWake()
  }

  /** Declares the stored window over once reset: its count is dropped and a probe learns the new one. */
  closeIfOver(now: number): void {
    if (!this.over(now)) return
    this.#closedSec = this.#resetSec
    this.#remaining = null
  }

  /** Learns from the answer to a permit's request: its rate headers, its Date, or only that one more was spent. */
  learn(permit: Permit, obs: Observation): void {
    const rate = usableRate(obs.rate)
    // A Date that disagrees with the reset beside it says nothing about the skew: the reset is trusted instead.
    const bounds =
      rate && dateAgreesWithReset(obs.dateHeader, rate.resetSec)
        ? skewBounds(obs.dateHeader, permit.issuedAt, obs.receivedAt)
        : null
    if (bounds) this.#skew.add(bounds.lower, bounds.upper)
    if (rate) {
      const [waitAt, localAt] = [this.waitResetAt(rate.resetSec), this.localResetAt(rate.resetSec)]
      this.farReset.note(rate, waitAt, localAt, this.#clock.now())
    }
    // An answer from a window we had already declared over: the server's clock was still before its end.
    if (rate && permit.closedSec !== null && rate.resetSec <= permit.closedSec) {
      this.#skew.add(null, rate.resetSec * 1000 - permit.issuedAt)
      this.#apply(rate)
    } else if (rate && plausibleReset(this.waitResetAt(rate.resetSec), this.#clock.now())) {
      this.#apply(rate)
    }
    // No believable headers (timeout, reset, proxy page, a reset years ahead): the server may still have counted
    // it, so assume it did. One such answer changes nothing else: the next believable one is applied as usual.
    else if (this.#remaining !== null) this.#remaining = Math.max(0, this.#remaining - 1)
  }

  /**
   * What an earlier run last knew of this key's window: believed only while nothing was learned since and that
   * window is still open. True when it was taken.
   */
  seed(known: RateSeed): boolean {
    if (this.#remaining !== null || this.#resetSec !== null) return false
    const now = this.#clock.now()
    const usable = known.limit >= 1 && known.remaining >= 0 && known.remaining <= known.limit
    if (!usable || known.resetAt <= now || !plausibleReset(known.resetAt, now)) return false
    this.#limit = known.limit
    this.#remaining = known.remaining
    this.#resetSec = Math.ceil(known.resetAt / 1000)
    return true
  }

  /** True while this window's requests (answered, and `inFlight`) stay below the background cap of `share`. */
  backgroundRoom(inFlight: number, share: number): boolean {
    if (this.#remaining === null || this.#limit === null) return true
    const used = this.#limit - this.#remaining + inFlight
    return used < backgroundCap(this.#limit, share)
  }

  #apply(r: RateHeaders): void {
    if (this.#closedSec !== null && r.resetSec <= this.#closedSec) return
    if (this.#resetSec === null || r.resetSec > this.#resetSec || this.#remaining === null) {
      this.#resetSec = r.resetSec
      this.#remaining = r.remaining
    } else if (r.resetSec === this.#resetSec) {
      // Responses of one window can arrive out of order: the lowest count is the latest.
      this.#remaining = Math.min(this.#remaining, r.remaining)
    } else return
    this.#limit = r.limit
  }
}
