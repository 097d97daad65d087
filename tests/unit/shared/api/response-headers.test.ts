import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  parseHttpDate,
  parseRateHeaders,
  parseRetryAfter,
  skewLowerBound,
} from '../../../../shared/api/response-headers.ts'

const NOW = Date.UTC(2026, 2, 14, 9, 26, 53)

test('Retry-After in seconds is read as a delay in ms, including zero', () => {
  assert.equal(parseRetryAfter('3', NOW), 3000)
  assert.equal(parseRetryAfter(' 0 ', NOW), 0)
})

test('Retry-After as an HTTP-date is measured against the server time given', () => {
  assert.equal(parseRetryAfter(new Date(NOW + 5000).toUTCString(), NOW), 5000)
  assert.equal(parseRetryAfter(new Date(NOW - 5000).toUTCString(), NOW), 0, 'a date in the past means now')
})

test('a huge Retry-After stays huge (the caller turns it into wait_too_long)', () => {
  assert.equal(parseRetryAfter('999999999', NOW), 999_999_999_000)
})

test('a malformed or absent Retry-After is null, so the caller falls back', () => {
  for (const v of ['soon', '-5', '1.5', '', 'Tue, 99 Foo 2026', null])
    assert.equal(parseRetryAfter(v, NOW), null, String(v))
})

test('the rate-limit headers are read only when all three are well-formed', () => {
  const h = new Headers({
    'x-ratelimit-limit': '60',
    'x-ratelimit-remaining': '7',
    'x-ratelimit-reset': '1800000060',
  })
  assert.deepEqual(parseRateHeaders(h), { limit: 60, remaining: 7, resetSec: 1_800_000_060 })
  h.set('x-ratelimit-remaining', 'many')
  assert.equal(parseRateHeaders(h), null)
  h.delete('x-ratelimit-remaining')
  assert.equal(parseRateHeaders(h), null)
})

test('the skew is a lower bound: server Date minus the local time the response arrived', () => {
  const date = new Date(NOW).toUTCString()
  assert.equal(skewLowerBound(date, NOW - 3 * 3600_000), 3 * 3600_000)
  assert.equal(skewLowerBound(date, NOW + 400), -400)
  assert.equal(skewLowerBound('garbage', NOW), null)
  assert.equal(skewLowerBound(null, NOW), null)
})

test('bare numbers are not mistaken for HTTP-dates', () => {
  assert.equal(parseHttpDate('1.5'), null)
  assert.equal(parseHttpDate('Sat, 14 Mar 2026 09:26:53 GMT'), NOW)
})
