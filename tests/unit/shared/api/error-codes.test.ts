import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  ERROR_CODES,
  ERROR_STATUS,
  RETRY_POLICY,
  isErrorCode,
  isRetryable,
} from '../../../../shared/api/error-codes.ts'

test('isErrorCode accepts the 13 codes and rejects anything else', () => {
  assert.equal(ERROR_CODES.length, 13)
  for (const code of ERROR_CODES) assert.equal(isErrorCode(code), true, code)
  for (const other of ['quota_exceeded', 'NOT_FOUND', '', 404, null, undefined]) {
    assert.equal(isErrorCode(other), false, String(other))
  }
})

test('a 401 code is never retried (seed 5 rule 8)', () => {
  const unauthorized = ERROR_CODES.filter((c) => ERROR_STATUS[c] === 401)
  assert.deepEqual(unauthorized, [
    'missing_api_key',
    'invalid_api_key',
    'key_revoked',
    'key_expired',
    'api_access_revoked',
  ])
  for (const code of unauthorized) assert.equal(isRetryable(code), false, code)
})

test('rate_limited waits for Retry-After and service_unavailable backs off; both are retryable', () => {
  assert.equal(RETRY_POLICY.rate_limited, 'retry-after')
  assert.equal(RETRY_POLICY.service_unavailable, 'backoff')
  assert.equal(isRetryable('rate_limited'), true)
  assert.equal(isRetryable('service_unavailable'), true)
})

test('too_many_invalid_attempts pauses the client instead of retrying', () => {
  assert.equal(RETRY_POLICY.too_many_invalid_attempts, 'pause')
  assert.equal(isRetryable('too_many_invalid_attempts'), false)
})

test('only rate_limited and service_unavailable are retryable; an unknown code is not', () => {
  assert.deepEqual(ERROR_CODES.filter(isRetryable), ['rate_limited', 'service_unavailable'])
  assert.equal(isRetryable('quota_exceeded'), false)
})
