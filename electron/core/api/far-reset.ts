/**
 * A window said to be spent until a reset too far ahead to be the current window's end (years away, a server's
 * clock or quota gone wrong): the throttle cannot wait for it and does not believe it as a budget (documented-limit.ts),
 * yet the service said no request is left. Kept apart so that the scheduler can say it as such and send nothing by
 * itself until then, while the user's own requests still go (README, "Rate limits").
 */
import type { RateHeaders } from '../../../shared/api/response-headers.ts'
import { MAX_RESET_AHEAD_MS } from './documented-limit.ts'

/** The last answer's far reset, while no answer since said otherwise. */
export class FarReset {
  #at: number | null = null
  #limit: number | null = null

  /** Learns from one answer's usable rate headers; `waitAt` and `localAt` are its reset in local time. */
  note(rate: RateHeaders | null, waitAt: number, localAt: number, now: number): void {
    if (rate === null) return
    if (rate.remaining === 0 && waitAt > now + MAX_RESET_AHEAD_MS)
      [this.#at, this.#limit] = [localAt, rate.limit]
    else [this.#at, this.#limit] = [null, null]
  }

  /** The far reset (local epoch ms), or null. */
  get at(): number | null {
    return this.#at
  }

  /** The limit the answer that said it stated. */
  get limit(): number | null {
    return this.#limit
  }
}
