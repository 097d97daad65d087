import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  ERROR_CODES,
  ERROR_STATUS,
  KEY_STATE_OF_CODE,
  RETRY_POLICY,
  isErrorCode,
  isRetryable,
  keyStateOfCode,
  refusedKeyState,
  retryPolicyOf,
} from '../../../../shared/api/error-codes.ts'

test('isErrorCode accepts the 13 codes and rejects anything else', () => {
  assert.equal(ERROR_CODES.length, 13)
  for (const code of ERROR_CODES) assert.equal(isErrorCode(code), true, code)
  for (const other of ['quota_exceeded', 'NOT_FOUND', '', 404, null, undefined]) {
    assert.equal(isErrorCode(other), false, String(other))
  }
})

test('every 401 code has the policy "never" and a key state; the client test drives it', () => {
  const unauthorized = ERROR_CODES.filter((c) => ERROR_STATUS[c] === 401)
  assert.deepEqual(unauthorized, [
    'missing_api_key',
    'invalid_api_key',
    'key_revoked',
    'key_expired',
    'api_access_revoked',
  ])
  for (const code of unauthorized) {
    assert.equal(isRetryable(code, 401), false, code)
    assert.notEqual(KEY_STATE_OF_CODE[code], null, code)
  }
})

test('without a code of the closed set, the status decides: 429 waits, 503 backs off, 401 never', () => {
  for (const code of [null, 'constructor', '__proto__', 'quota_exceeded']) {
    assert.equal(retryPolicyOf(code, 429), 'retry-after')
    assert.equal(retryPolicyOf(code, 503), 'backoff')
    assert.equal(retryPolicyOf(code, 401), 'never')
    assert.equal(refusedKeyState(code), 'invalid')
    assert.equal(keyStateOfCode(code), null)
  }
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
