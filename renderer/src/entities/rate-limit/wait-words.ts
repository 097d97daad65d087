/**
 * Why a view is still waiting, in words, from the scheduler state: the key's budget is spent until the window
 * resets, the scheduler holds requests (rate limit, Retry-After, back-off, lockout), or requests queue behind
 * others. Pure: the caller passes the time of its one clock (components/use-now.ts).
 */
import type { SchedulerState } from '../../../../shared/ipc/rate-limit.ts'
import { describeReason, formatCountdown } from './rate-format.ts'

/** What a waiting view says under its "Loading…" line; `until` is when the wait ends (null: not known). */
export interface WaitWords {
  text: string
  until: number | null
}

/** Why requests are held at `now`, or null when nothing holds them (they go out as they come). */
export function waitWords(state: SchedulerState | null, now: number): WaitWords | null {
  if (state === null) return null
  if (state.waitingUntil !== null && state.waitingUntil > now) {
    const spent =
      state.reason === 'rate_limit' && state.limit !== null
        ? `: this key has used all ${state.limit} requests of this window`
        : ''
    return {
      text: `Waiting ${formatCountdown(state.waitingUntil - now)} ${describeReason(state.reason)}${spent}.`,
      until: state.waitingUntil,
    }
  }
  // The budget is spent and the window not over: the next request waits for the reset even before the
  // scheduler has one to hold (docs/api-assumptions.md row 16: fixed windows, X-RateLimit-Reset their end).
  if (state.remaining !== null && state.remaining <= 0 && state.resetAt !== null && state.resetAt > now) {
    const of = state.limit === null ? '' : ` ${state.limit}`
    return {
      text: `Out of requests: this key has used all${of} requests of this window. The next one goes out when it resets, in ${formatCountdown(state.resetAt - now)}.`,
      until: state.resetAt,
    }
  }
  if (state.queued > 0) {
    const n = state.queued === 1 ? '1 request is' : `${state.queued} requests are`
    return { text: `${n} waiting for a free slot to be sent.`, until: null }
  }
  return null
}
