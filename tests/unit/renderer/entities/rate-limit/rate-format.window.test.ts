// A budget whose limit is known is never "not known yet" in the top bar's pill.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { SchedulerState } from '../../../../../shared/ipc/rate-limit.ts'
import { gaugeWords, indicatorText } from '../../../../../renderer/src/entities/rate-limit/rate-format.ts'
import { english } from '../../../../support/words-in.ts'

test('after the window the last answer spoke of ended, the pill does not say "Request budget not known yet"', () => {
  // The scheduler's state once a retried 200's window is over: the limit is known, what is left is not yet.
  const state: SchedulerState = {
    keyId: 'demo',
    limit: 60,
    remaining: null,
    resetAt: null,
    queued: 0,
    inFlight: 0,
    waitingUntil: null,
    reason: null,
  }
  const shown = indicatorText(state, 0, english)
  assert.notEqual(shown.text, 'Request budget not known yet')
  assert.equal(shown.text, 'New window: up to 60 requests')
})

test('the Rate limit gauge says a new window has begun once the last one reset, never "used up" or "not known"', () => {
  const base = { keyId: 'k', queued: 0, inFlight: 0, waitingUntil: null, reason: null }
  const spent = gaugeWords({ ...base, limit: 20, remaining: 0, resetAt: 60_000 }, english)
  assert.deepEqual(spent, { headline: '0 of 20 requests left', label: 'Used up' })
  const reset = gaugeWords({ ...base, limit: 20, remaining: null, resetAt: null }, english)
  assert.deepEqual(reset, {
    headline: 'New window: up to 20 requests',
    label: 'The next answer says how many are left',
  })
  assert.equal(gaugeWords(null, english).headline, 'Request budget not known yet')
})

test('a window spent until a reset years away is said with its date and how far away it is', () => {
  const now = Date.UTC(2026, 11, 7, 12)
  const farResetAt = Date.UTC(2056, 11, 7, 12)
  const shown = indicatorText(
    {
      keyId: 'k',
      limit: 20,
      remaining: 0,
      resetAt: farResetAt,
      queued: 0,
      inFlight: 0,
      waitingUntil: null,
      reason: null,
      farResetAt,
    },
    now,
    english,
  )
  assert.match(shown.text, /^No requests left until .*2056/)
  assert.match(
    shown.detail,
    /30 years from now, the service says\. The app sends nothing by itself until then/,
  )
  assert.equal(shown.waiting, false)
})
