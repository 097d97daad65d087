import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  retryText,
  type ChainStep,
} from '../../../../../../renderer/src/features/developer/inspector/retry-words.ts'
import { english } from '../../../../../support/words-in.ts'

const step = (attempt: number, at: number, durationMs: number, retry: ChainStep['retry']): ChainStep => ({
  entry: {
    id: `e${attempt}`,
    at,
    method: 'GET',
    path: '/me',
    status: retry ? 429 : 200,
    code: retry ? 'rate_limited' : null,
    attempt,
    durationMs,
    rateLimit: null,
    keyHint: 'bxk_…abcd',
    requestId: null,
  },
  retry,
})
const asked = { retried: true, reason: '429 rate_limited: retried after Retry-After', waitMs: 1100 }

test('the wait shown is the one measured to the next attempt, when the throttle held it longer than asked', () => {
  const first = step(1, 10_000, 8, asked)
  const second = step(2, 13_008, 5, null)
  assert.equal(retryText(first, second, english), 'retried after Retry-After (waited 3.0 s)')
})

test('without a next attempt (still waiting, or dropped) the planned wait is shown; the label is not repeated', () => {
  assert.equal(
    retryText(step(1, 10_000, 8, asked), undefined, english),
    'retried after Retry-After (waited 1.1 s)',
  )
  const dropped = {
    retried: false,
    reason: '503 service_unavailable: not retried, the call ended first',
    waitMs: null,
  }
  assert.equal(
    retryText(step(1, 10_000, 8, dropped), undefined, english),
    'not retried, the call ended first',
  )
})
