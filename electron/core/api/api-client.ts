/**
 * The API client of the main process: five typed endpoints over one shared throttle per key, with
 * retries, cancellation by request id and a log entry per attempt. Only ApiError ever leaves it.
 */
import { randomUUID } from 'node:crypto'
import type { DecodeResult } from '../../../shared/api/decode.ts'
import {
  decodeBridgeDetail,
  decodeBridgeList,
  decodeOwnProfile,
  decodePublicProfile,
  decodeStats,
} from '../../../shared/api/decode.ts'
import { ApiError, cancelledError, toApiError } from './api-error.ts'
import { sendAttempt, type AttemptOutcome } from './attempt.ts'
import { scrubOutcome } from './scrub-outcome.ts'
import { createAttemptReporter } from './attempt-report.ts'
import { SYSTEM_CLOCK } from './clock.ts'
import {
  bridgeCall,
  callUrl,
  listBridgesCall,
  meCall,
  profileCall,
  segmentCall,
  statsCall,
  type EndpointCall,
} from './endpoints.ts'
import { onFailure, type FailureContext, type NextAttempt } from './failure.ts'
import { parseRateHeaders } from './headers.ts'
import { PendingCalls } from './pending-calls.ts'
import type { RateScheduler } from './rate-scheduler.ts'
import { DEFAULT_MAX_BODY_BYTES } from './response-body.ts'
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
  const report = createAttemptReporter(scheduler, emit, now)
  const failures: FailureContext = {
    keyId: opts.keyId,
    baseUrl: opts.baseUrl,
    scheduler,
    lockouts: pool.lockouts,
    emit,
    now,
    random: opts.random ?? Math.random,
    maxWaitMs,
  }

  async function run<T>(
    ep: EndpointCall,
    decode: (j: unknown) => DecodeResult<T>,
    o: CallOptions,
  ): Promise<ApiResponse<T>> {
    const requestId = o.requestId ?? randomUUID()
    const { signal, done } = pending.open(requestId, o.signal)
    const started = now()
    try {
      for (let attempt = 1; ; attempt++) {
        if (signal.aborted) throw cancelledError()
        const key = await keyFor(scheduler, opts.getKey)
        const permit = await scheduler.acquire({ signal, maxWaitMs, front: attempt > 1 })
        const t0 = now()
        const release: { fn: (() => void) | null } = { fn: null }
        const raw: AttemptOutcome<T> = await sendAttempt({
          url: callUrl(opts.baseUrl, ep),
          fixedPath: ep.fixed,
          key,
          signal,
          timeoutMs: o.timeoutMs ?? opts.timeoutMs ?? 15_000,
          fetchImpl: opts.fetch ?? fetch,
          maxBodyBytes: opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
          decode,
          now,
          onHeaders: (headers, status, receivedAt) => {
            const done = (): void =>
              scheduler.complete(permit, {
                rate: headers ? parseRateHeaders(headers) : null,
                dateHeader: headers?.get('date') ?? null,
                receivedAt,
              })
            // An error answer may block the key, lock the service or pause it: that must be in place
            // before the permit moves the queue, or the next caller slips through.
            if (status === null || status === 200) done()
            else release.fn = done
          },
        })
        // Nothing the service sent leaves the client before this (the log, events, errors and values all read it).
        const outcome = scrubOutcome(raw, key)
        let next: NextAttempt
        try {
          const reported = report({ ep, key, requestId, attempt, startedAt: t0, outcome })
          if (outcome.ok) {
            const meta = {
              status: outcome.status,
              attempts: attempt,
              durationMs: now() - started,
              ...reported,
            }
            return { value: outcome.value, meta }
          }
          next = onFailure(failures, ep, outcome, attempt)
        } finally {
          release.fn?.()
          // complete() ignores a permit already returned; this only guards against a path that forgot it.
          scheduler.complete(permit, { rate: null, dateHeader: null, receivedAt: now() })
        }
        if (next.sleep) await scheduler.sleep(next.at, signal)
      }
    } finally {
      done()
    }
  }

  function call<T>(
    ep: EndpointCall | ApiError,
    decode: (j: unknown) => DecodeResult<T>,
    o: CallOptions = {},
  ): Promise<ApiResponse<T>> {
    if (ep instanceof ApiError) return Promise.reject(ep)
    return run(ep, decode, o).catch((e: unknown) => {
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

async function keyFor(scheduler: RateScheduler, getKey: () => Promise<string>): Promise<string> {
  const blocked = scheduler.keyBlockedError()
  if (blocked) throw blocked
  try {
    return await getKey()
  } catch (e) {
    throw new ApiError('no API key available for this request', {
      kind: 'key_blocked',
      code: 'missing_api_key',
      cause: e,
    })
  }
}
