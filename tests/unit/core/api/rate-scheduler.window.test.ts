import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ApiError } from '../../../../electron/core/api/api-error.ts'
import type { SchedulerState } from '../../../../electron/core/api/types.ts'
import { flush } from './fake-clock.ts'
import { RESET_SEC, schedulerHarness as harness, win } from './scheduler-harness.ts'

/** A harness whose one request was answered with `remaining` left in the window ending at RESET_SEC. */
async function answered(remaining: number) {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(remaining))
  const seen: SchedulerState[] = []
  h.s.subscribe((s) => seen.push(s))
  return { ...h, seen }
}

test('a used-up window is not shown as used up once its reset has passed, with no request sent', async () => {
  const h = await answered(0)
  assert.equal(h.s.state().remaining, 0)
  h.clock.advance(10_000 + 250)
  const s = h.s.state()
  // A new window has begun with the same limit: what is left in it is for the next answer to say.
  assert.deepEqual([s.limit, s.remaining, s.resetAt], [10, null, null])
  assert.deepEqual(h.started, [0])
})

test('the new window is pushed to subscribers at the reset, by a timer that does not hold the process open', async () => {
  const h = await answered(3)
  assert.equal(h.clock.keepAliveCount(), 0)
  assert.notEqual(h.clock.nextAt(), null, 'a timer is armed at the reset')
  h.clock.advance(10_000 + 250)
  const last = h.seen.at(-1)
  assert.ok(last, 'a state was pushed at the reset')
  assert.deepEqual([last.limit, last.remaining, last.resetAt], [10, null, null])
})

test('before its reset the window keeps what the last answer said', async () => {
  const h = await answered(3)
  h.clock.advance(9_000)
  assert.deepEqual([h.s.state().remaining, h.s.state().resetAt], [3, RESET_SEC * 1000])
  assert.equal(h.seen.length, 0)
})

test('a window seeded from an earlier run is over at its reset too', async () => {
  const h = harness()
  h.s.seed({ limit: 20, remaining: 0, resetAt: RESET_SEC * 1000 })
  assert.equal(h.s.state().remaining, 0)
  h.clock.advance(10_000 + 250)
  assert.deepEqual([h.s.state().limit, h.s.state().remaining], [20, null])
})

const DECADES_SEC = 30 * 365 * 86_400

test('a window spent until a reset years away is said as such, and only the user’s own requests go', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(0, RESET_SEC + DECADES_SEC))
  const s = h.s.state()
  assert.deepEqual([s.limit, s.remaining, s.farResetAt], [10, 0, (RESET_SEC + DECADES_SEC) * 1000])
  await assert.rejects(h.request(1, { background: true }), (e: unknown) => {
    assert.ok(e instanceof ApiError && e.kind === 'wait_too_long', String(e))
    assert.equal(e.retryAt, (RESET_SEC + DECADES_SEC) * 1000)
    return true
  })
  void h.request(2)
  await flush()
  assert.deepEqual(h.started, [0, 2], 'the background sent nothing; the user’s request went')
  // An answer with a believable window ends it.
  h.answer(2, win(4))
  assert.deepEqual([h.s.state().remaining, h.s.state().farResetAt], [4, undefined])
})
