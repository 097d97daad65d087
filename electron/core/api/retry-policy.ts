/**
 * What to do after a failed attempt. The API description suggests at most 4 attempts honouring Retry-After
 * (docs/security.md, threat model 3); every wait is returned as an absolute deadline so a late timer (laptop sleep)
 * recomputes from now.
 */
import { retryPolicyOf, type RetryPolicy } from '../../../shared/api/error-codes.ts'
import { ApiError } from './api-error.ts'
import { backoffDelay, retryJitter } from './backoff.ts'
import { parseHttpDate, parseRateHeaders, parseRetryAfter } from '../../../shared/api/response-headers.ts'

/** Attempts per call, first one included. */
export const MAX_ATTEMPTS = 4
/** Lockout assumed when a 429 too_many_invalid_attempts carries no usable Retry-After. */
export const DEFAULT_LOCKOUT_MS = 60_000

/** The next step after a failure. `pauseKey`: the wait concerns every call of the key (rate limit). */
export type RetryDecision =
  | { action: 'fail' }
  | { action: 'retry'; at: number; pauseKey: boolean }
  | { action: 'lockout'; until: number }

/** Inputs besides the failure itself. */
export interface RetryContext {
  /** The attempt that just failed, 1-based. */
  attempt: number
  now: number
  random: () => number
  /** A server reset (epoch s) as a local deadline including the scheduler's margin. */
  resetDeadline: (resetSec: number) => number
}

/** Decides on retry, wait or lockout for one failed attempt. */
export function decideRetry(
  error: ApiError,
  status: number | null,
  headers: Headers | null,
  receivedAt: number | null,
  ctx: RetryContext,
): RetryDecision {
  const base = receivedAt ?? ctx.now
  const serverNow = parseHttpDate(headers?.get('date') ?? null) ?? base
  const retryAfter = parseRetryAfter(headers?.get('retry-after') ?? null, serverNow)
  const policy = policyOf(error, status)
  if (policy === 'pause') {
    // Never replayed (assumption 15): it is the replays that caused the lockout.
    return { action: 'lockout', until: base + (retryAfter ?? DEFAULT_LOCKOUT_MS) }
  }
  if (policy === 'never' || ctx.attempt >= MAX_ATTEMPTS) return { action: 'fail' }
  const backoffAt = (): number => ctx.now + backoffDelay(ctx.attempt, ctx.random)
  if (policy === 'retry-after') {
    if (retryAfter !== null)
      return { action: 'retry', at: base + retryAfter + retryJitter(ctx.random), pauseKey: true }
    const rate = headers ? parseRateHeaders(headers) : null
    if (rate)
      return {
        action: 'retry',
        at: ctx.resetDeadline(rate.resetSec) + retryJitter(ctx.random),
        pauseKey: true,
      }
    return { action: 'retry', at: backoffAt(), pauseKey: true }
  }
  if (retryAfter !== null)
    return { action: 'retry', at: base + retryAfter + retryJitter(ctx.random), pauseKey: false }
  return { action: 'retry', at: backoffAt(), pauseKey: false }
}

/**
 * What a failure that is worth retrying asks of every caller, whether or not this call tries again: when the next
 * attempt may go (the decision's own time, or the time a last retry would have had), and whether the service named
 * that time. Null for a failure retrying cannot help.
 */
export function askedWait(
  error: ApiError,
  status: number | null,
  headers: Headers | null,
  receivedAt: number | null,
  decision: RetryDecision,
  ctx: RetryContext,
): { at: number; pauseKey: boolean; named: boolean } | null {
  const policy = policyOf(error, status)
  if (policy !== 'retry-after' && policy !== 'backoff') return null
  const asked =
    decision.action === 'retry'
      ? decision
      : decideRetry(error, status, headers, receivedAt, { ...ctx, attempt: MAX_ATTEMPTS - 1 })
  if (asked.action !== 'retry') return null
  const serverNow = parseHttpDate(headers?.get('date') ?? null) ?? receivedAt ?? ctx.now
  const named = parseRetryAfter(headers?.get('retry-after') ?? null, serverNow) !== null
  return { at: asked.at, pauseKey: asked.pauseKey, named }
}

/** Why an attempt was or was not tried again, as the request inspector shows it. */
export interface RetryNote {
  retried: boolean
  reason: string
  /** How long the next attempt waited for, when there was one. */
  waitMs: number | null
}

/** How the inspector names a failed attempt: its status and code ("429 rate_limited"), or the code alone. */
export function attemptLabel(error: ApiError, status: number | null): string {
  return status === null ? error.code : `${status} ${error.code}`
}

/** Says in words what decideRetry decided for this failure and why (the same rules, read back). */
export function explainRetry(
  error: ApiError,
  status: number | null,
  headers: Headers | null,
  decision: RetryDecision,
  ctx: { now: number; maxWaitMs: number },
): RetryNote {
  const label = attemptLabel(error, status)
  if (decision.action === 'lockout')
    return { retried: false, reason: `${label}: never replayed; the service is locked out`, waitMs: null }
  const policy = policyOf(error, status)
  if (decision.action === 'fail') {
    if (policy === 'never') return { retried: false, reason: `${label}: never retried`, waitMs: null }
    return { retried: false, reason: `${label}: gave up after ${MAX_ATTEMPTS} attempts`, waitMs: null }
  }
  const waitMs = Math.max(0, Math.round(decision.at - ctx.now))
  if (waitMs > ctx.maxWaitMs)
    return {
      retried: false,
      reason: `${label}: not retried, the wait (${waitMs} ms) is too long`,
      waitMs: null,
    }
  const serverNow = parseHttpDate(headers?.get('date') ?? null) ?? ctx.now
  const why =
    parseRetryAfter(headers?.get('retry-after') ?? null, serverNow) !== null
      ? 'after Retry-After'
      : policy === 'retry-after' && headers && parseRateHeaders(headers)
        ? 'at the rate-limit reset'
        : 'after back-off'
  return { retried: true, reason: `${label}: retried ${why}`, waitMs }
}

/**
 * The note for a retry that never went out, replacing one that said "retried": the call ended during the wait
 * (`error`: cancelled, or a wait the scheduler would not make). `label` is the failed attempt's (attemptLabel).
 */
export function droppedRetry(label: string, error: unknown): RetryNote {
  const why = !(error instanceof ApiError)
    ? 'the call ended first'
    : error.kind === 'cancelled'
      ? 'the call was cancelled during the wait'
      : error.kind === 'wait_too_long'
        ? 'the next wait would have been too long'
        : `the call ended first (${error.code})`
  return { retried: false, reason: `${label}: not retried, ${why}`, waitMs: null }
}

/**
 * The policy of one failure, from the one table in error-codes.ts: an answer by its code (or, when the body
 * named none of the closed set, by its status); no answer at all is transient.
 */
function policyOf(error: ApiError, status: number | null): RetryPolicy {
  if (error.kind === 'network' || error.kind === 'timeout') return 'backoff'
  if (error.kind === 'api' || error.kind === 'parse') {
    return retryPolicyOf(error.kind === 'api' ? error.code : null, status)
  }
  return 'never'
}
