import assert from 'node:assert/strict'
import { test } from 'node:test'
import { serviceSeconds } from '../../../../electron/core/bulk/bulk-estimate.ts'

const NOW = 1_800_000_000_000

test('what the window has left goes at once: only the round trips count', () => {
  assert.equal(serviceSeconds(40, { limit: 60, remaining: 50, resetAt: NOW + 30_000 }, NOW), 10)
  assert.equal(serviceSeconds(0, { limit: 60, remaining: 0, resetAt: NOW + 30_000 }, NOW), 0)
})

test('past what is left, the wait for the reset and a window per limit are added', () => {
  // 88 at 60 a minute with 10 left: the reset in 30 s, 60 in the next window, 18 in the one after.
  assert.equal(serviceSeconds(88, { limit: 60, remaining: 10, resetAt: NOW + 30_000 }, NOW), 30 + 60 + 22)
})

test('an unknown rate is taken as the documented limit of 60 a minute', () => {
  assert.equal(serviceSeconds(61, { limit: null, remaining: null, resetAt: null }, NOW), 60 + 16)
})
