import assert from 'node:assert/strict'
import { test } from 'node:test'
import { BACKOFF_CAP_MS, backoffDelay, retryJitter } from '../../../../electron/core/api/backoff.ts'

const almostOne = (): number => 0.999999

test('backoff uses full jitter: anywhere from zero up to the exponential ceiling', () => {
  assert.equal(
    backoffDelay(1, () => 0),
    0,
  )
  assert.equal(backoffDelay(1, almostOne), 499)
  assert.equal(backoffDelay(2, almostOne), 999)
  assert.equal(
    backoffDelay(3, () => 0.5),
    1000,
  )
})

test('backoff never exceeds the 8 s cap', () => {
  assert.equal(backoffDelay(10, almostOne), BACKOFF_CAP_MS - 1)
  assert.equal(backoffDelay(100, almostOne), BACKOFF_CAP_MS - 1)
})

test('the jitter added to Retry-After stays within 0–250 ms', () => {
  assert.equal(
    retryJitter(() => 0),
    0,
  )
  assert.equal(retryJitter(almostOne), 249)
})
