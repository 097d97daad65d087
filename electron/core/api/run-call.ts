/** One call of the API client: attempts in a loop, each through the key's scheduler, until a value or an error. */
import { randomUUID } from 'node:crypto'
import type { DecodeResult } from '../../../shared/api/decode.ts'
import { KeychainUnavailableError, KeyVaultError } from '../key-vault/index.ts'
import { ApiError, cancelledError, resourceFailingError } from './api-error.ts'
import { sendAttempt, type AttemptOutcome } from './attempt.ts'
import type { createAttemptReporter } from './attempt-report.ts'
import { callUrl, type EndpointCall } from './endpoints.ts'
import { onFailure, type FailureContext, type NextAttempt } from './failure.ts'
import { parseRateHeaders } from '../../../shared/api/response-headers.ts'
import type { PendingCalls } from './pending-calls.ts'
import type { RateScheduler } from './rate-scheduler.ts'
import type { Permit } from './scheduler-types.ts'
import { attemptLabel, droppedRetry, MAX_ATTEMPTS, type RetryNote } from './retry-policy.ts'
import { DEFAULT_MAX_BODY_BYTES } from './response-body.ts'
import { scrubOutcome } from './scrub-outcome.ts'
import type { ApiClientOptions, ApiResponse, CallOptions } from './types.ts'

/** What every call of one client shares. */
export interface CallContext {
  opts: ApiClientOptions
  now: () => number
  maxWaitMs: number
  scheduler: RateScheduler
  pending: PendingCalls
  report: ReturnType<typeof createAttemptReporter>
  failures: FailureContext
}

/** Runs one call to its end: retries as the failure rules say, cancelled through its request id or signal. */
export async function runCall<T>(
  ctx: CallContext,
  ep: EndpointCall,
  decode: (j: unknown) => DecodeResult<T>,
  o: CallOptions,
): Promise<ApiResponse<T>> {
  const requestId = o.requestId ?? randomUUID()
  const { signal, done } = ctx.pending.open(requestId, o.signal)
  const started = ctx.now()
  // The attempt whose note says "retried", until the retry goes out: if the call ends first, the note is corrected.
  let retrying: { attempt: number; label: string } | null = null
  try {
    for (let attempt = 1; ; attempt++) {
      if (signal.aborted) throw cancelledError()
      const key = await keyFor(ctx.scheduler, ctx.opts.getKey)
      const permit = await ctx.scheduler.acquire({ signal, maxWaitMs: ctx.maxWaitMs, front: attempt > 1 })
      retrying = null
      const automatic = attempt > 1 || o.automatic === true || ctx.scheduler.inBackground
      const counted = slotFor(ctx, ep, permit, automatic)
      const step = await attemptOnce(ctx, {
        ...{ ep, decode, o, key, permit, signal, requestId, attempt, started, counted },
      })
      if ('response' in step) return step.response
      retrying = step.retry?.retried ? { attempt, label: step.label } : null
      if (step.next.sleep) await ctx.scheduler.sleep(step.next.at, signal)
    }
  } catch (error) {
    if (retrying !== null) {
      const retry = droppedRetry(retrying.label, error)
      ctx.failures.emit({ type: 'retry-dropped', callId: requestId, attempt: retrying.attempt, retry })
    }
    throw error
  } finally {
    done()
  }
}

interface Attempt<T> {
  ep: EndpointCall
  decode: (j: unknown) => DecodeResult<T>
  o: CallOptions
  key: string
  permit: Permit
  signal: AbortSignal
  requestId: string
  attempt: number
  started: number
  /** The service gate counted this attempt already (its resource is failing). */
  counted: boolean
}

/**
 * Asks the service gate whether this attempt of `ep` may go: an automatic one (a retry, background work, a poll) is
 * refused (the permit given back, nothing sent) once the resource was sent MAX_ATTEMPTS times within its failure
 * window, whoever sent them (service-gate.ts).
 */
function slotFor(ctx: CallContext, ep: EndpointCall, permit: Permit, automatic: boolean): boolean {
  const slot = ctx.failures.service.attempt(ctx.opts.baseUrl, ep.path, ctx.now(), automatic)
  if (slot.ok) return slot.counted
  ctx.scheduler.giveBack(permit)
  throw resourceFailingError(MAX_ATTEMPTS, slot.until, ctx.now())
}

/** Sends one attempt with its permit, reports it, and says what comes next; the permit is always returned. */
async function attemptOnce<T>(
  ctx: CallContext,
  a: Attempt<T>,
): Promise<{ response: ApiResponse<T> } | { next: NextAttempt; retry: RetryNote | null; label: string }> {
  const { opts, now, scheduler } = ctx
  const t0 = now()
  const release: { fn: (() => void) | null } = { fn: null }
  const url = callUrl(opts.baseUrl, a.ep)
  const raw: AttemptOutcome<T> = await sendAttempt({
    url,
    fixedPath: a.ep.fixed,
    key: a.key,
    signal: a.signal,
    timeoutMs: a.o.timeoutMs ?? opts.timeoutMs ?? 15_000,
    fetchImpl: opts.fetch ?? fetch,
    maxBodyBytes: opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    decode: a.decode,
    now,
    onHeaders: (headers, status, receivedAt) => {
      const done = (): void =>
        scheduler.complete(a.permit, {
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
  const outcome = scrubOutcome(raw, a.key)
  try {
    const { ep, requestId, attempt } = a
    const facts = { ep, key: a.key, requestId, attempt, startedAt: t0, outcome, url }
    if (outcome.ok) {
      ctx.failures.service.succeeded(opts.baseUrl, ep.path)
      const reported = ctx.report({ ...facts, retry: null })
      const meta = { status: outcome.status, attempts: attempt, durationMs: now() - a.started, ...reported }
      return { response: { value: outcome.value, meta } }
    }
    // The failure is judged first so that its entry says why it was (or was not) retried.
    let retry: RetryNote | null = null
    try {
      const next = onFailure(ctx.failures, ep, outcome, attempt, (n) => (retry = n), a.counted)
      return { next, retry, label: attemptLabel(outcome.error, outcome.status) }
    } finally {
      ctx.report({ ...facts, retry })
    }
  } finally {
    release.fn?.()
    // complete() ignores a permit already returned; this only guards against a path that forgot it.
    scheduler.complete(a.permit, { rate: null, dateHeader: null, receivedAt: now() })
  }
}

async function keyFor(scheduler: RateScheduler, getKey: () => Promise<string>): Promise<string> {
  const blocked = scheduler.keyBlockedError()
  if (blocked) throw blocked
  try {
    return await getKey()
  } catch (e) {
    throw keyUnreadable(e)
  }
}

/**
 * The key could not be had (README, "Architecture": keys live only in the OS keychain): its own kind, never
 * 'key_blocked', since nothing was sent and the service refused nothing. The code says which of the vault's
 * failures it was: the keychain is locked, it did not answer (not running, refused), or it does not hold the key;
 * the vault's words say what to do.
 */
function keyUnreadable(e: unknown): ApiError {
  const vault = e instanceof KeyVaultError ? e : null
  // The vault's messages are written for the user and never hold the key (key-vault/errors.ts); others are not.
  const words = vault?.message ?? 'The key could not be read from the system keychain.'
  // Locked, not answering, or without the key: each is said apart, since each has its own fix.
  const code =
    vault?.code === 'keychain_unavailable'
      ? vault instanceof KeychainUnavailableError && vault.problem === 'locked'
        ? 'keychain_locked'
        : 'keychain_unavailable'
      : 'secret_missing'
  return new ApiError(words, { kind: 'key_unreadable', code, cause: e })
}
