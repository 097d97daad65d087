/** A scheduler state for tests of the rate limit's words: a key with 45 of 60 requests left, nothing waiting. */
import type { SchedulerState } from '../../shared/ipc/rate-limit.ts'

/** The state, with `over` laid on it. */
export function schedulerState(over: Partial<SchedulerState> = {}): SchedulerState {
  return {
    keyId: 'k1',
    limit: 60,
    remaining: 45,
    resetAt: null,
    queued: 0,
    inFlight: 0,
    waitingUntil: null,
    reason: null,
    ...over,
  }
}
