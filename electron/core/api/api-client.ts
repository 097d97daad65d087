/**
 * The API client of the main process: five typed endpoints over one shared throttle per key, with
 * retries, cancellation by request id and a log entry per attempt. Only ApiError ever leaves it.
 */
import type { DecodeResult } from '../../../shared/api/decode.ts'
import {
  decodeBridgeDetail,
  decodeBridgeList,
  decodeOwnProfile,
  decodePublicProfile,
  decodeStats,
} from '../../../shared/api/decode.ts'
import { ApiError, scopeNotSentError, toApiError } from './api-error.ts'
import { createAttemptReporter } from './attempt-report.ts'
import { SYSTEM_CLOCK } from './clock.ts'
import {
  bridgeCall,
  listBridgesCall,
  meCall,
  profileCall,
  segmentCall,
  statsCall,
  type EndpointCall,
} from './endpoints.ts'
import type { FailureContext } from './failure.ts'
import { PendingCalls } from './pending-calls.ts'
import { runCall, type CallContext } from './run-call.ts'
import { createSchedulerPool } from './scheduler-registry.ts'
import type { ApiClient, ApiClientOptions, ApiResponse, CallOptions, ClientEvent } from './types.ts'

/** Makes a client; clients of the same keyId and baseUrl in one scheduler pool share one RateScheduler. */
export function createApiClient(opts: ApiClientOptions): ApiClient {
  const now = opts.now ?? Date.now
  const maxWaitMs = opts.maxWaitMs ?? 120_000
  // Without a pool from the caller, the client's scheduler and lockouts are its own.
  const pool =
    opts.schedulers ?? createSchedulerPool(opts.now ? { clock: { ...SYSTEM_CLOCK, now: opts.now } } : {})
  const scheduler = pool.acquire(opts.keyId, opts.baseUrl)
  const emit = (e: ClientEvent): void => {
    try {
      opts.onEvent?.(e)
    } catch {
      // A listener's bug must not turn a successful call into a failed one.
    }
  }
  const unsubscribe = scheduler.subscribe((state) => emit({ type: 'scheduler', state }))
  let disposed = false
  const pending = new PendingCalls()
  const report = createAttemptReporter(scheduler, emit, now, opts.baseUrl)
  const failures: FailureContext = {
    keyId: opts.keyId,
    baseUrl: opts.baseUrl,
    scheduler,
    lockouts: pool.lockouts,
    service: pool.service,
    emit,
    now,
    random: opts.random ?? Math.random,
    maxWaitMs,
  }
  const ctx: CallContext = { opts, now, maxWaitMs, scheduler, pending, report, failures }

  // A request the service is known to refuse is not sent (README, "Missing scopes"); a failing lookup sends it, as before.
  function knownLacking(scope: EndpointCall['scope']): boolean {
    try {
      return opts.lacksScope?.(scope) === true
    } catch {
      return false
    }
  }

  function call<T>(
    ep: EndpointCall | ApiError,
    decode: (j: unknown) => DecodeResult<T>,
    o: CallOptions = {},
  ): Promise<ApiResponse<T>> {
    if (ep instanceof ApiError) return Promise.reject(ep)
    if (o.probe !== true && knownLacking(ep.scope)) return Promise.reject(scopeNotSentError(ep.scope))
    return runCall(ctx, ep, decode, o).catch((e: unknown) => {
      throw toApiError(e)
    })
  }

  return {
    getStats: (o) => call(statsCall(), decodeStats, o),
    listBridges: (p, o) => call(listBridgesCall(p), decodeBridgeList, o),
    getBridge: (slug, o) => call(segmentCall(bridgeCall, slug, 'slug'), decodeBridgeDetail, o),
    getProfile: (username, o) => call(segmentCall(profileCall, username, 'username'), decodePublicProfile, o),
    getMe: (o) => call(meCall(), decodeOwnProfile, o),
    cancel: (requestId) => pending.cancel(requestId),
    scheduler,
    dispose() {
      if (disposed) return
      disposed = true
      unsubscribe()
      pool.release(scheduler)
    },
  }
}
