import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { LockoutTracker } from '../../../electron/service/lockout.ts'

describe('invalid-attempt lockout (assumptions row 15)', () => {
  const t0 = 1_000_000

  test('the threshold-th attempt locks the address; earlier ones do not', () => {
    const lo = new LockoutTracker(3, 10_000)
    assert.equal(lo.recordInvalid('1.2.3.4', t0), false)
    assert.equal(lo.recordInvalid('1.2.3.4', t0 + 1), false)
    assert.equal(lo.lockedFor('1.2.3.4', t0 + 2), 0)
    assert.equal(lo.recordInvalid('1.2.3.4', t0 + 2), true)
    assert.equal(lo.lockedFor('1.2.3.4', t0 + 3), 10)
  })

  test('the lock lasts the lockout period and reports seconds left, rounded up', () => {
    const lo = new LockoutTracker(1, 10_000)
    lo.recordInvalid('ip', t0)
    assert.equal(lo.lockedFor('ip', t0 + 9_001), 1)
    assert.equal(lo.lockedFor('ip', t0 + 10_000), 0)
  })

  test('attempts older than the lockout period are forgotten', () => {
    const lo = new LockoutTracker(3, 10_000)
    lo.recordInvalid('ip', t0)
    lo.recordInvalid('ip', t0 + 5_000)
    assert.equal(lo.recordInvalid('ip', t0 + 10_001), false) // the first has aged out
    assert.equal(lo.recordInvalid('ip', t0 + 10_002), true)
  })

  test('addresses are counted separately', () => {
    const lo = new LockoutTracker(2, 10_000)
    lo.recordInvalid('a', t0)
    lo.recordInvalid('b', t0)
    assert.equal(lo.lockedFor('a', t0), 0)
    lo.recordInvalid('a', t0)
    assert.ok(lo.lockedFor('a', t0) > 0)
    assert.equal(lo.lockedFor('b', t0), 0)
  })

  test('after a lock expires, counting starts from zero again', () => {
    const lo = new LockoutTracker(2, 1_000)
    lo.recordInvalid('ip', t0)
    lo.recordInvalid('ip', t0)
    assert.equal(lo.recordInvalid('ip', t0 + 1_000), false)
  })
})
