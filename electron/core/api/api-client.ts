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
import { ApiError, cancelledError, toApiError, waitTooLongError } from './api-error.ts'
import { sendAttempt, type AttemptOutcome } from './attempt.ts'
import { SYSTEM_CLOCK } from './clock.ts'
import {
  bridgeCall,
  callUrl,
  listBridgesCall,
  meCall,
  profileCall,
  statsCall,
  type EndpointCall,
} from './endpoints.ts'
import { parseRateHeaders } from './headers.ts'
import { DEFAULT_MAX_BODY_BYTES, keyHint } from './response-body.ts'
import { decideRetry } from './retry-policy.ts'
import type { RateScheduler } from './rate-scheduler.ts'
import { createSchedulerPool } from './scheduler-registry.ts'
import type {
  ApiClient,
  ApiClientOptions,
  ApiResponse,
  CallOptions,
  ClientEvent,
  KeyState,
  RateLimitInfo,
} from './types.ts'

const KEY_STATES: Readonly<Record<string, KeyState>> = {
  missing_api_key: 'missing',
  invalid_api_key: 'invalid',
  key_revoked: 'revoked',
  key_expired: 'expired',
  api_access_revoked: 'access_revoked',
}

/** Makes a client; clients of the same keyId and baseUrl in one scheduler pool share one RateScheduler. */
export function createApiClient(opts: ApiClientOptions): ApiClient {
  const now = opts.now ?? Date.now
  const random = opts.random ?? Math.random
  const fetchImpl = opts.fetch ?? fetch
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
  const pending = new Map<string, Set<AbortController>>()
  const deprecationsSeen = new Set<string>()

  const rateInfo = (headers: Headers | null): RateLimitInfo | null => {
    return scheduler.rateInfo(headers ? parseRateHeaders(headers) : null)
  }

  /** Logs one attempt and reports a deprecation once per endpoint template. */
  function report(
    ep: EndpointCall,
    key: string,
    requestId: string,
    attempt: number,
    t0: number,
    outcome: AttemptOutcome<unknown>,
  ) {
    const headers = outcome.headers
    const rateLimit = rateInfo(headers)
    const serverRequestId =
      headers?.get('x-request-id') ?? (outcome.ok ? null : (outcome.error.requestId ?? null))
    emit({
      type: 'request',
      entry: {
        id: `${requestId}#${attempt}`,
        at: t0,
        method: 'GET',
        path: ep.path,
        status: outcome.status,
        code: outcome.ok ? null : outcome.error.code,
        attempt,
        durationMs: now() - t0,
        rateLimit,
        keyHint: keyHint(key),
        requestId: serverRequestId,
      },
    })
    const deprecation = headers?.get('deprecation') ?? null
    const sunset = headers?.get('sunset') ?? null
    if ((deprecation !== null || sunset !== null) && !deprecationsSeen.has(ep.template)) {
      deprecationsSeen.add(ep.template)
      emit({ type: 'deprecation', path: ep.template, deprecation, sunset })
    }
    return { requestId: serverRequestId, rateLimit, deprecation, sunset }
  }

  /** Applies what a failure means for the key or the service, then throws or says when to retry. */
  function onFailure(ep: EndpointCall, outcome: AttemptOutcome<unknown> & { ok: false }, attempt: number) {
    const error = outcome.error
    if (error.kind === 'api' && outcome.status === 401) {
      // Seed 5 rule 8: never retried; the key stays blocked until the user acts on it.
      const state = KEY_STATES[error.code] ?? 'invalid'
      scheduler.blockKey(state, error.code)
      emit({ type: 'key-state', keyId: opts.keyId, state, code: error.code })
      throw error
    }
    if (error.kind === 'api' && error.code === 'insufficient_scope') error.missingScope = ep.scope
    const decision = decideRetry(error, outcome.status, outcome.headers, outcome.receivedAt, {
      attempt,
      now: now(),
      random,
      resetDeadline: (resetSec) => scheduler.resetDeadline(resetSec),
    })
    if (decision.action === 'lockout') {
      pool.lockouts.lock(opts.baseUrl, decision.until)
      throw waitTooLongError(true, decision.until)
    }
    if (decision.action === 'fail') throw error
    if (decision.pauseKey) scheduler.pause(decision.at)
    if (decision.at - now() > maxWaitMs) throw waitTooLongError(false, decision.at)
    // A paused key needs no sleep of its own: the next acquire waits for the pause.
    return { at: decision.at, sleep: !decision.pauseKey }
  }

  async function run<T>(
    ep: EndpointCall,
    decode: (j: unknown) => DecodeResult<T>,
    o: CallOptions,
  ): Promise<ApiResponse<T>> {
    const requestId = o.requestId ?? randomUUID()
    const cancel = new AbortController()
    let set = pending.get(requestId)
    if (!set) pending.set(requestId, (set = new Set()))
    set.add(cancel)
    const signal = o.signal ? AbortSignal.any([o.signal, cancel.signal]) : cancel.signal
    const started = now()
    try {
      for (let attempt = 1; ; attempt++) {
        if (signal.aborted) throw cancelledError()
        const key = await keyFor(scheduler, opts.getKey)
        const permit = await scheduler.acquire({ signal, maxWaitMs, front: attempt > 1 })
        const t0 = now()
        const release: { fn: (() => void) | null } = { fn: null }
        const outcome: AttemptOutcome<T> = await sendAttempt({
          url: callUrl(opts.baseUrl, ep),
          key,
          signal,
          timeoutMs: o.timeoutMs ?? opts.timeoutMs ?? 15_000,
          fetchImpl,
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
        let next: { at: number; sleep: boolean }
        try {
          const reported = report(ep, key, requestId, attempt, t0, outcome)
          if (outcome.ok) {
            const meta = {
              status: outcome.status,
              attempts: attempt,
              durationMs: now() - started,
              ...reported,
            }
            return { value: outcome.value, meta }
          }
          next = onFailure(ep, outcome, attempt)
        } finally {
          release.fn?.()
          // complete() ignores a permit already returned; this only guards against a path that forgot it.
          scheduler.complete(permit, { rate: null, dateHeader: null, receivedAt: now() })
        }
        if (next.sleep) await scheduler.sleep(next.at, signal)
      }
    } finally {
      set.delete(cancel)
      if (set.size === 0) pending.delete(requestId)
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
    cancel(requestId) {
      const set = pending.get(requestId)
      if (!set) return false
      for (const c of set) c.abort()
      return true
    },
    scheduler,
    dispose() {
      if (disposed) return
      disposed = true
      unsubscribe()
      pool.release(scheduler)
    },
  }
}

/**
 * '', '.' and '..' cannot be sent as a path segment: URL parsing resolves dot segments (even encoded
 * as %2E), so the request would reach another route. Refused before anything is sent.
 */
function segmentCall(
  make: (v: string) => EndpointCall,
  value: string,
  param: string,
): EndpointCall | ApiError {
  if (value !== '' && value !== '.' && value !== '..') return make(value)
  return new ApiError(`${param} ${JSON.stringify(value)} cannot name a resource`, {
    kind: 'api',
    code: 'validation_failed',
  })
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
