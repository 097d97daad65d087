/** A key's request budget: the scheduler's live state and the rate-limit headroom history. */
import { timeRangeFields, type ChannelTable, type WaitReason } from './common.ts'
import { none, object } from './validate.ts'

/** Live state of one key's request budget, for the headroom gauge and the "waiting" indicator. */
export interface SchedulerState {
  keyId: string
  limit: number | null
  remaining: number | null
  resetAt: number | null
  queued: number
  inFlight: number
  waitingUntil: number | null
  reason: WaitReason | null
  /**
   * The service said no request is left until this time (epoch ms), too far ahead to wait for (years away): nothing
   * is sent in the background until then, the user's own requests still are. Absent otherwise.
   */
  farResetAt?: number
}

/** One point of the rate-limit headroom graph. */
export interface RatePoint {
  at: number
  limit: number
  remaining: number
  resetAt: number
}

/** The rate limit's invoke channels. */
export const rateLimitChannels = {
  'history:rate': { method: 'getRateHistory', request: object(timeRangeFields) },
  'scheduler:get-state': { method: 'getSchedulerState', request: none },
} as const satisfies ChannelTable

/** The result type of each rate-limit channel. */
export interface RateLimitResults {
  'history:rate': RatePoint[]
  'scheduler:get-state': SchedulerState | null
}

/** The rate limit's events, with their payloads. */
export interface RateLimitEvents {
  'scheduler:did-change': SchedulerState
}

/** The rate limit's event channels. */
export const rateLimitEvents = ['scheduler:did-change'] as const satisfies readonly (keyof RateLimitEvents)[]
