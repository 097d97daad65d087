import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ApiError } from '../../../../electron/core/api/api-error.ts'
import { flush } from './fake-clock.ts'
import { RESET_SEC, schedulerHarness as harness, win } from './scheduler-harness.ts'

test('before any rate header is known, only one probe request starts', async () => {
  const h = harness()
  for (const i of [0, 1, 2]) void h.request(i)
  await flush()
  assert.deepEqual(h.started, [0])
  h.answer(0, win(9))
  await flush()
  assert.deepEqual(h.started, [0, 1, 2])
})

test('never starts more requests than the known remaining budget, counting those in flight', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(3))
  for (const i of [1, 2, 3, 4, 5]) void h.request(i)
  await flush()
  assert.deepEqual(h.started, [0, 1, 2, 3])
  assert.equal(h.s.state().queued, 2)
  assert.equal(h.s.state().inFlight, 3)
  h.answer(1, win(2)) // the server counted 1; 2 and 3 are still in flight: nothing is left for the queue
  await flush()
  assert.deepEqual(h.started, [0, 1, 2, 3])
  assert.equal(h.s.state().reason, 'rate_limit')
})

test('queued callers start in FIFO order', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(0))
  for (const i of [1, 2, 3, 4, 5, 6]) void h.request(i)
  h.clock.advance(10_000 + 250)
  await flush()
  h.answer(1, win(9, RESET_SEC + 10))
  await flush()
  assert.deepEqual(h.started, [0, 1, 2, 3, 4, 5, 6])
})

test('waits for the reset plus a 250 ms margin, re-checking now() when a timer fires early', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(0))
  void h.request(1)
  await flush()
  assert.equal(h.clock.nextAt(), RESET_SEC * 1000 + 250)
  h.clock.fireEarly()
  await flush()
  assert.deepEqual(h.started, [0])
  assert.equal(
    h.clock.nextAt(),
    RESET_SEC * 1000 + 250,
    'the early timer re-armed the same absolute deadline',
  )
  h.clock.advance(10_000 + 249)
  await flush()
  assert.deepEqual(h.started, [0])
  h.clock.advance(1)
  await flush()
  assert.deepEqual(h.started, [0, 1])
})

test('after a reset one probe goes first, then only as many as the new budget allows (no stampede)', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(0))
  for (const i of [1, 2, 3, 4, 5, 6]) void h.request(i)
  h.clock.advance(10_250)
  await flush()
  assert.deepEqual(h.started, [0, 1], 'one probe only')
  h.answer(1, win(2, RESET_SEC + 10))
  await flush()
  assert.deepEqual(h.started, [0, 1, 2, 3])
  assert.equal(h.s.state().queued, 3)
})

test('corrects clock skew with the Date header: a server hours ahead does not stall the queue', async () => {
  const h = harness()
  const threeHours = 3 * 3600 * 1000
  void h.request(0)
  await flush()
  h.answer(0, win(0, RESET_SEC + threeHours / 1000), threeHours)
  assert.equal(h.s.skewMs, threeHours)
  assert.equal(h.s.state().resetAt, RESET_SEC * 1000, 'the reset in local time')
  void h.request(1)
  h.clock.advance(10_250)
  await flush()
  assert.deepEqual(h.started, [0, 1])
})

test('a Date header truncated to the second never makes the reset look earlier than it is', async () => {
  const h = harness()
  h.clock.t += 700 // the server writes the same instant as a whole second
  void h.request(0)
  await flush()
  h.answer(0, win(5))
  const resetAt = h.s.state().resetAt
  assert.ok(resetAt !== null && resetAt >= RESET_SEC * 1000, `resetAt ${resetAt} is before the true reset`)
})

test("a late response from a window already over does not revive that window's budget", async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(2))
  for (const i of [1, 2, 3, 4, 5]) void h.request(i)
  await flush()
  assert.deepEqual(h.started, [0, 1, 2])
  h.clock.advance(10_250)
  await flush()
  assert.deepEqual(h.started, [0, 1, 2, 3], 'the probe of the new window')
  h.answer(1, win(1)) // stale: from the window that ended
  await flush()
  assert.deepEqual(h.started, [0, 1, 2, 3])
  assert.equal(h.s.state().remaining, null)
})

test('a request that ends without rate headers is counted against the budget', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(2))
  void h.request(1)
  await flush()
  h.answer(1, null)
  assert.equal(h.s.state().remaining, 1)
})

test('pause holds every queued request until its absolute deadline', async () => {
  const h = harness()
  h.s.pause(h.clock.t + 5000)
  void h.request(0)
  await flush()
  assert.equal(h.s.state().reason, 'retry_after')
  assert.equal(h.s.state().waitingUntil, h.clock.t + 5000)
  h.clock.advance(4999)
  await flush()
  assert.deepEqual(h.started, [])
  h.clock.advance(1)
  await flush()
  assert.deepEqual(h.started, [0])
})

test('a wait longer than maxWaitMs rejects with wait_too_long and the time to retry', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(0))
  await assert.rejects(h.s.acquire({ maxWaitMs: 1000 }), (e: unknown) => {
    assert.ok(e instanceof ApiError)
    assert.equal(e.kind, 'wait_too_long')
    assert.equal(e.retryAt, RESET_SEC * 1000 + 250)
    return true
  })
  assert.equal(h.s.state().queued, 0)
})

test('a paced client answering at a fixed point in each second does not drift the reset later (Date has whole seconds)', async () => {
  const h = harness()
  // Every request is let go and answered 700 ms into a second, as a client paced by its own waits would be.
  for (let i = 0; i < 6; i++) {
    h.clock.t = (RESET_SEC - 6 + i) * 1000 + 700
    void h.request(i)
    await flush()
    h.answer(i, win(5, RESET_SEC - 5 + i))
    assert.equal(h.s.skewMs, 0, `after answer ${i}`)
    assert.equal(h.s.state().resetAt, (RESET_SEC - 5 + i) * 1000)
  }
})

test('an answer from a window the client thought was over teaches it that the server clock is behind', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(0))
  void h.request(1)
  h.clock.advance(RESET_SEC * 1000 + 250 - h.clock.t) // local reset + margin: the window looks over, the probe goes
  await flush()
  assert.deepEqual(h.started, [0, 1])
  // The server is 400 ms behind: for it the old window is still running.
  h.answer(1, win(0, RESET_SEC), -400)
  assert.ok(h.s.skewMs <= -250, `skew ${h.s.skewMs} should show the server is behind`)
  assert.ok(h.s.localResetAt(RESET_SEC) >= RESET_SEC * 1000 + 250)
})

test('a seed from an earlier run: a spent window holds requests until its reset, with no probe', async () => {
  const h = harness()
  h.s.seed({ limit: 10, remaining: 0, resetAt: RESET_SEC * 1000 })
  assert.deepEqual([h.s.state().limit, h.s.state().remaining], [10, 0])
  void h.request(0)
  await flush()
  assert.deepEqual(h.started, [], 'no request goes out to learn what the seed says')
  assert.equal(h.s.state().reason, 'rate_limit')
  h.clock.advance(10_000 + 250)
  await flush()
  assert.deepEqual(h.started, [0], 'after the reset one probe goes')
})

test('a seed with budget left lets that many go; the first answer takes over', async () => {
  const h = harness()
  h.s.seed({ limit: 10, remaining: 2, resetAt: RESET_SEC * 1000 })
  for (const i of [0, 1, 2]) void h.request(i)
  await flush()
  assert.deepEqual(h.started, [0, 1])
  h.answer(0, win(0)) // another client spent the rest: the server's count wins over the seed
  h.answer(1, win(0))
  await flush()
  assert.deepEqual(h.started, [0, 1])
  assert.equal(h.s.state().remaining, 0)
})

test('a seed is ignored when its window is over, when it is not a budget, or once the scheduler knows more', async () => {
  const past = harness()
  past.s.seed({ limit: 10, remaining: 0, resetAt: past.clock.t - 1 })
  assert.equal(past.s.state().remaining, null, 'a window already over says nothing')
  const odd = harness()
  odd.s.seed({ limit: 10, remaining: 11, resetAt: RESET_SEC * 1000 })
  odd.s.seed({ limit: 0, remaining: 0, resetAt: RESET_SEC * 1000 })
  assert.equal(odd.s.state().remaining, null, 'more left than the limit, or no limit, is not a budget')
  const known = harness()
  void known.request(0)
  await flush()
  known.answer(0, win(7))
  known.s.seed({ limit: 10, remaining: 0, resetAt: RESET_SEC * 1000 })
  assert.equal(known.s.state().remaining, 7, 'what the service said last wins over an older run')
})
