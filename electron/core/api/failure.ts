/**
 * What a failed attempt does to the key, the service and the call: a 401 blocks the key, a lockout holds the
 * service, a rate limit pauses the key; the retry policy says whether and when the call tries again.
 */
import { refusedKeyState } from '../../../shared/api/error-codes.ts'
import type { ApiError } from './api-error.ts'
import { waitTooLongError } from './api-error.ts'
import type { AttemptOutcome } from './attempt.ts'
import type { EndpointCall } from './endpoints.ts'
import type { Lockouts } from './lockout.ts'
import type { RateScheduler } from './rate-scheduler.ts'
import { askedWait, decideRetry, explainRetry, type RetryNote } from './retry-policy.ts'
import type { ServiceGate } from './service-gate.ts'
import type { ClientEvent } from './types.ts'

/** The parts of a client a failure acts on. */
export interface FailureContext {
  keyId: string
  baseUrl: string
  scheduler: RateScheduler
  lockouts: Lockouts
  /** The pool's one gate per service: holds, and the attempts of each failing resource (service-gate.ts). */
  service: ServiceGate
  emit: (e: ClientEvent) => void
  now: () => number
  random: () => number
  maxWaitMs: number
}

/** When to try again; `sleep` false when the key's pause or the service's hold already holds the next acquire. */
export interface NextAttempt {
  at: number
  sleep: boolean
}

/**
 * Applies what a failure means for the key or the service, then throws or says when to retry; `note` hears
 * why (the request inspector's retry chain).
 */
export function onFailure(
  c: FailureContext,
  ep: EndpointCall,
  outcome: AttemptOutcome<unknown> & { ok: false },
  attempt: number,
  note: (n: RetryNote) => void = () => {},
  counted = false,
): NextAttempt {
  const error: ApiError = outcome.error
  if (outcome.status === 401 && error.kind !== 'cancelled') {
    // Never retried (responses/Unauthorized in shared/api/openapi.yaml: never retry a 401); the key stays blocked
    // until the user acts on it. The status decides, not the body: a 401 whose body is unusable (HTML, empty, cut
    // short) refuses the key all the same.
    const code = error.kind === 'api' ? error.code : 'invalid_api_key'
    const state = refusedKeyState(code)
    c.scheduler.blockKey(state, code)
    c.emit({ type: 'key-state', keyId: c.keyId, state, code })
    note({ retried: false, reason: `401 ${code}: the key was refused; never retried`, waitMs: null })
    throw error
  }
  if (error.kind === 'api' && error.code === 'insufficient_scope') error.missingScope = ep.scope
  const retryCtx = {
    attempt,
    now: c.now(),
    random: c.random,
    resetDeadline: (resetSec: number) => c.scheduler.resetDeadline(resetSec),
  }
  const decision = decideRetry(error, outcome.status, outcome.headers, outcome.receivedAt, retryCtx)
  // What the service asked holds every caller, whether or not this call tries again (service-gate.ts): a rate limit
  // is the key's own budget and pauses the key; an outage, a 503 or a failure to answer holds the whole service.
  const asked = askedWait(error, outcome.status, outcome.headers, outcome.receivedAt, decision, retryCtx)
  if (asked !== null) {
    if (!asked.pauseKey) c.service.hold(c.baseUrl, asked.at, asked.named ? 'retry_after' : 'backoff')
    c.service.failed(c.baseUrl, ep.path, c.now(), asked.at, counted)
  } else if (error.kind === 'not_api' || (error.kind === 'parse' && outcome.status === 200)) {
    // A 200 that is not the API's answer (a proxy's sign-in page, a cut body) asks no wait and is never retried, but
    // it is a failing resource all the same: whoever asks, it is not sent more than 4 times in the window.
    c.service.failed(c.baseUrl, ep.path, c.now(), c.now(), counted)
  }
  note(
    explainRetry(error, outcome.status, outcome.headers, decision, { now: c.now(), maxWaitMs: c.maxWaitMs }),
  )
  if (decision.action === 'lockout') {
    c.lockouts.lock(c.baseUrl, decision.until)
    throw waitTooLongError(true, decision.until, {
      waitMs: decision.until - c.now(),
      sent: true,
      status: outcome.status,
    })
  }
  if (decision.action === 'fail') throw error
  if (decision.pauseKey) c.scheduler.pause(decision.at)
  if (decision.at - c.now() > c.maxWaitMs)
    throw waitTooLongError(false, decision.at, {
      waitMs: decision.at - c.now(),
      sent: true,
      status: outcome.status,
    })
  // A paused key or a held service needs no sleep of its own: the next acquire waits for it.
  return { at: decision.at, sleep: asked === null }
}
