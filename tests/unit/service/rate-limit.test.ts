import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { FixedWindowLimiter } from '../../../electron/service/rate-limit.ts'

describe('fixed-window rate limiter (assumptions row 16)', () => {
  const windowStart = 1_800_000_000_000 // a multiple of 60 000

  test('allows exactly the limit per window and counts remaining down to 0', () => {
    const rl = new FixedWindowLimiter(3, 60_000)
    const seen = [0, 1, 2].map((i) => rl.hit('k', windowStart + i))
    assert.deepEqual(
      seen.map((d) => [d.allowed, d.remaining]),
      [
        [true, 2],
        [true, 1],
        [true, 0],
      ],
    )
    const refused = rl.hit('k', windowStart + 10)
    assert.equal(refused.allowed, false)
    assert.equal(refused.remaining, 0)
  })

  test('a refused request does not use budget of the next window', () => {
    const rl = new FixedWindowLimiter(1, 60_000)
    rl.hit('k', windowStart)
    for (let i = 0; i < 5; i++) assert.equal(rl.hit('k', windowStart + 1000 + i).allowed, false)
    const next = rl.hit('k', windowStart + 60_000)
    assert.equal(next.allowed, true)
    assert.equal(next.remaining, 0)
  })

  test('windows are aligned to the epoch: Reset is the window end in seconds, the same for any request in it', () => {
    const rl = new FixedWindowLimiter(10, 60_000)
    assert.equal(rl.hit('a', windowStart + 1).reset, (windowStart + 60_000) / 1000)
    assert.equal(rl.hit('b', windowStart + 59_999).reset, (windowStart + 60_000) / 1000)
  })

  test('Reset rounds up when the window end is not a whole second', () => {
    const rl = new FixedWindowLimiter(10, 1500)
    const d = rl.hit('k', 1500 * 3 + 1) // window [4500, 6000) ends at 6 s
    assert.equal(d.reset, 6)
    const e = rl.hit('k', 1500 * 4 + 1) // window [6000, 7500) ends at 7.5 s → 8
    assert.equal(e.reset, 8)
  })

  test('Retry-After is the whole seconds left, rounded up, at least 1', () => {
    const rl = new FixedWindowLimiter(1, 60_000)
    rl.hit('k', windowStart)
    assert.equal(rl.hit('k', windowStart + 500).retryAfter, 60)
    assert.equal(rl.hit('k', windowStart + 59_999).retryAfter, 1)
  })

  test('keys are counted separately', () => {
    const rl = new FixedWindowLimiter(1, 60_000)
    assert.equal(rl.hit('a', windowStart).allowed, true)
    assert.equal(rl.hit('b', windowStart).allowed, true)
    assert.equal(rl.hit('a', windowStart).allowed, false)
  })

  test('a burst of up to twice the limit can pass across a window boundary', () => {
    const rl = new FixedWindowLimiter(5, 60_000)
    let passed = 0
    for (let i = 0; i < 5; i++) if (rl.hit('k', windowStart + 59_990).allowed) passed++
    for (let i = 0; i < 5; i++) if (rl.hit('k', windowStart + 60_010).allowed) passed++
    assert.equal(passed, 10)
  })
})
