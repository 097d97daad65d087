/** Public types of the API client; other parts of the main process build on these names. */
import type {
  BridgeDetail,
  BridgeList,
  OwnProfile,
  PublicProfile,
  Scope,
  Stats,
} from '../../../shared/api/types.ts'
import type {
  BridgeFilters,
  RefusedKeyState,
  RateLimitInfo,
  ResponseMeta,
  WaitReason,
} from '../../../shared/ipc/common.ts'
import type { DeprecationLink } from '../../../shared/ipc/app.ts'
import type { RequestLogEntry, ExchangeFacts, ExchangeRetry } from '../../../shared/ipc/request-log.ts'
import type { SchedulerState } from '../../../shared/ipc/rate-limit.ts'
import type { RateScheduler } from './rate-scheduler.ts'
import type { SchedulerPool } from './scheduler-registry.ts'

// The shapes that cross IPC are declared once, in shared/ipc/; the client produces exactly those.
export type { RateLimitInfo, RefusedKeyState, RequestLogEntry, ResponseMeta, SchedulerState, WaitReason }

/** How to reach the API and with which key. */
export interface ApiClientOptions {
  baseUrl: string
  /** Asked before every attempt; the client never stores the key. */
  getKey: () => Promise<string>
  /** Names the key for the shared budget and the logs (never the key itself). */
  keyId: string
  /** Per attempt; default 15000. */
  timeoutMs?: number
  fetch?: typeof fetch
  now?: () => number
  random?: () => number
  /** A wait longer than this is surfaced as an error, not slept; default 120000. */
  maxWaitMs?: number
  /** Bodies larger than this fail with kind 'parse'; default 20 MB. */
  maxBodyBytes?: number
  onEvent?: (e: ClientEvent) => void
  /** Where the client's scheduler comes from (shared per key and service); default a pool of its own. */
  schedulers?: SchedulerPool
  /**
   * True when the key is known to lack `scope` (its check or an answer of the service proved it): a call needing it
   * fails with insufficient_scope without being sent, unless it is a probe (keys/scope-holders.ts).
   */
  lacksScope?: (scope: Scope) => boolean
}

/** Per-call options. */
export interface CallOptions {
  /** Lets another process cancel the call with `cancel(requestId)` (AbortSignal cannot cross IPC). */
  requestId?: string
  signal?: AbortSignal
  timeoutMs?: number
  /** Not asked for by the user (a poll): held back like a retry once its resource keeps failing (service-gate.ts). */
  automatic?: boolean
  /** Asked to find out what the key may do (the key check): sent even when the key is known to lack the scope. */
  probe?: boolean
}

/** A decoded body with its metadata. */
export interface ApiResponse<T> {
  value: T
  meta: ResponseMeta
}

/** Parameters of `GET /bridges`; empty values are left out. */
export interface ListBridgesParams extends BridgeFilters {
  limit?: number
  cursor?: string | null
}

/** The five endpoints, plus cancellation and the live throttle state. */
export interface ApiClient {
  getStats(o?: CallOptions): Promise<ApiResponse<Stats>>
  listBridges(p: ListBridgesParams, o?: CallOptions): Promise<ApiResponse<BridgeList>>
  getBridge(slug: string, o?: CallOptions): Promise<ApiResponse<BridgeDetail>>
  getProfile(username: string, o?: CallOptions): Promise<ApiResponse<PublicProfile>>
  getMe(o?: CallOptions): Promise<ApiResponse<OwnProfile>>
  /** Aborts every pending call with that request id; false when none was pending. */
  cancel(requestId: string): boolean
  scheduler: RateScheduler
  /** Stops forwarding scheduler events and hands the scheduler back to its pool (which may drop it). */
  dispose(): void
}

/** Everything the client reports as it works. */
export type ClientEvent =
  | { type: 'request'; entry: RequestLogEntry; exchange?: ExchangeFacts }
  /** An attempt reported as "retried" whose retry never went out (the call was cancelled during the wait). */
  | { type: 'retry-dropped'; callId: string; attempt: number; retry: ExchangeRetry }
  | { type: 'scheduler'; state: SchedulerState }
  | { type: 'key-state'; keyId: string; state: RefusedKeyState; code: string }
  | {
      type: 'deprecation'
      path: string
      deprecation: string | null
      sunset: string | null
      links: DeprecationLink[]
    }
