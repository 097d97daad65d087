// A budget whose limit is known is never "not known yet" in the top bar's pill.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { SchedulerState } from '../../../../../shared/ipc/rate-limit.ts'
import { indicatorText } from '../../../../../renderer/src/entities/rate-limit/rate-format.ts'

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
  const shown = indicatorText(state, 0)
  assert.notEqual(shown.text, 'Request budget not known yet')
  assert.equal(shown.text, 'New window: up to 60 requests')
})
