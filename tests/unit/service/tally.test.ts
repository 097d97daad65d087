import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ResponseTally } from '../../../electron/service/tally.ts'

describe('response tally', () => {
  test('counts answers per token and outcome', () => {
    const t = new ResponseTally()
    t.answered('a', 'ok')
    t.answered('a', 'ok')
    t.answered('a', 'rate_limited')
    t.answered('b', 'fault:truncateJson')
    assert.deepEqual(t.snapshot(), {
      a: { byOutcome: { ok: 2, rate_limited: 1 }, afterUnauthorized: 0 },
      b: { byOutcome: { 'fault:truncateJson': 1 }, afterUnauthorized: 0 },
    })
  })

  test('a request counts as after-401 only once a 401 to that token was sent', () => {
    const t = new ResponseTally()
    t.received('k')
    t.answered('k', 'key_revoked')
    t.received('k') // in flight before the 401 went out: not a retry
    t.unauthorizedSent('k')
    t.received('k')
    t.received('other')
    assert.equal(t.snapshot().k?.afterUnauthorized, 1)
    assert.equal(t.snapshot().other?.afterUnauthorized, 0)
  })

  test('made-up tokens beyond the bound share one slot instead of growing memory', () => {
    const t = new ResponseTally()
    for (let i = 0; i < 1005; i++) t.answered(`guess${i}`, 'invalid_api_key')
    const snap = t.snapshot()
    assert.equal(Object.keys(snap).length, 1000)
    assert.equal(snap['(other tokens)']?.byOutcome.invalid_api_key, 6)
  })

  test('a snapshot is a copy', () => {
    const t = new ResponseTally()
    t.answered('a', 'ok')
    const snap = t.snapshot()
    t.answered('a', 'ok')
    assert.equal(snap.a?.byOutcome.ok, 1)
  })
})
