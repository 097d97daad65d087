// What a view that waits says: for what and how long. On main, the Rate limit view said "Sending requests as they
// come" at 0 of 60, and the bridge page a bare "Loading bridge…".
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { SchedulerState } from '../../../../../shared/ipc/rate-limit.ts'
import { waitWords } from '../../../../../renderer/src/entities/rate-limit/wait-words.ts'
import { english } from '../../../../support/words-in.ts'

const NOW = 1_800_000_000_000
const state = (over: Partial<SchedulerState> = {}): SchedulerState => ({
  keyId: 'k1',
  limit: 60,
  remaining: 45,
  resetAt: NOW + 30_000,
  queued: 0,
  inFlight: 0,
  waitingUntil: null,
  reason: null,
  ...over,
})

test('a spent budget says so with the time left until the window resets, before anything is held', () => {
  const words = waitWords(state({ remaining: 0, resetAt: NOW + 23_000 }), NOW, english)
  assert.equal(
    words?.text,
    'Out of requests: this key has used all 60 requests of this window. The next one goes out when it resets, in 23 s.',
  )
  assert.equal(words?.until, NOW + 23_000)
})

test('a held request says for what and how long, and names the spent budget for the rate limit', () => {
  const words = waitWords(
    state({ remaining: 0, waitingUntil: NOW + 12_400, reason: 'rate_limit', queued: 2 }),
    NOW,
    english,
  )
  assert.equal(
    words?.text,
    'Waiting 13 s for the rate limit: this key has used all 60 requests of this window.',
  )
  assert.equal(
    waitWords(state({ waitingUntil: NOW + 2000, reason: 'retry_after' }), NOW, english)?.text,
    'Waiting 2 s because the service asked to retry later.',
  )
})

test('requests queued behind others are said without a countdown; nothing held says nothing', () => {
  assert.deepEqual(waitWords(state({ queued: 3 }), NOW, english), {
    text: '3 requests are waiting for a free slot to be sent.',
    until: null,
  })
  assert.equal(waitWords(state(), NOW, english), null)
  assert.equal(
    waitWords(state({ remaining: 0, resetAt: NOW - 1 }), NOW, english),
    null,
    'a window already over',
  )
  assert.equal(waitWords(null, NOW, english), null)
})
