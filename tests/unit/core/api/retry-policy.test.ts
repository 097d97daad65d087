import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ApiError, asApiErrorCode, cancelledError } from '../../../../electron/core/api/api-error.ts'
import {
  attemptLabel,
  decideRetry,
  droppedRetry,
  type RetryContext,
} from '../../../../electron/core/api/retry-policy.ts'

const NOW = 1_800_000_000_000
const ctx = (attempt = 1): RetryContext => ({
  attempt,
  now: NOW,
  random: () => 0,
  resetDeadline: (s) => s * 1000 + 250,
})
const api = (code: string, status: number) =>
  new ApiError(code, { kind: 'api', code: asApiErrorCode(code), status })
const headers = (h: Record<string, string>) => new Headers(h)

test('429 rate_limited waits Retry-After and pauses the whole key', () => {
  assert.deepEqual(decideRetry(api('rate_limited', 429), 429, headers({ 'retry-after': '2' }), NOW, ctx()), {
    action: 'retry',
    at: NOW + 2000,
    pauseKey: true,
  })
})

test('a malformed Retry-After falls back to the reset header, then to backoff', () => {
  const h = headers({
    'retry-after': 'later',
    'x-ratelimit-limit': '60',
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': '1800000030',
  })
  assert.deepEqual(decideRetry(api('rate_limited', 429), 429, h, NOW, ctx()), {
    action: 'retry',
    at: 1_800_000_030_250,
    pauseKey: true,
  })
  assert.deepEqual(
    decideRetry(api('rate_limited', 429), 429, headers({ 'retry-after': 'later' }), NOW, ctx()),
    {
      action: 'retry',
      at: NOW,
      pauseKey: true,
    },
  )
})

test('no more than 4 attempts in all', () => {
  assert.deepEqual(decideRetry(api('rate_limited', 429), 429, headers({ 'retry-after': '0' }), NOW, ctx(4)), {
    action: 'fail',
  })
  assert.deepEqual(decideRetry(api('service_unavailable', 503), 503, null, NOW, ctx(4)), { action: 'fail' })
})

test('503, network errors and timeouts back off, honouring Retry-After when present', () => {
  const net = new ApiError('x', { kind: 'network', code: 'network_error' })
  assert.equal(decideRetry(net, null, null, null, ctx()).action, 'retry')
  assert.equal(
    decideRetry(new ApiError('x', { kind: 'timeout', code: 'timeout' }), null, null, null, ctx()).action,
    'retry',
  )
  assert.deepEqual(
    decideRetry(api('service_unavailable', 503), 503, headers({ 'retry-after': '1' }), NOW, ctx()),
    {
      action: 'retry',
      at: NOW + 1000,
      pauseKey: false,
    },
  )
})

test('500 internal_error, 4xx codes, cancellation and bad bodies are not retried', () => {
  for (const e of [
    api('internal_error', 500),
    api('not_found', 404),
    api('insufficient_scope', 403),
    new ApiError('x', { kind: 'cancelled', code: 'cancelled' }),
    new ApiError('x', { kind: 'shape', code: 'shape_error', status: 200 }),
  ])
    assert.deepEqual(decideRetry(e, e.status, null, NOW, ctx()), { action: 'fail' }, e.code)
})

test('429 too_many_invalid_attempts locks the service out for Retry-After and is never replayed', () => {
  assert.deepEqual(
    decideRetry(api('too_many_invalid_attempts', 429), 429, headers({ 'retry-after': '900' }), NOW, ctx()),
    {
      action: 'lockout',
      until: NOW + 900_000,
    },
  )
})

test('a retry that never went out keeps the status and code of its attempt and says why', () => {
  const failed = new ApiError('unavailable', { kind: 'api', code: 'service_unavailable', status: 503 })
  const label = attemptLabel(failed, 503)
  assert.equal(attemptLabel(failed, null), 'service_unavailable', 'no answer: the code alone')
  assert.deepEqual(droppedRetry(label, cancelledError()), {
    retried: false,
    reason: '503 service_unavailable: not retried, the call was cancelled during the wait',
    waitMs: null,
  })
  const tooLong = new ApiError('wait too long', { kind: 'wait_too_long', code: 'rate_limited' })
  assert.equal(
    droppedRetry(label, tooLong).reason,
    '503 service_unavailable: not retried, the next wait would have been too long',
  )
})
