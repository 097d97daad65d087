import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ApiError } from '../../../../electron/core/api/api-error.ts'
import { backgroundCap, reservedForUser } from '../../../../electron/core/api/background-budget.ts'
import { flush } from './fake-clock.ts'
import { RESET_SEC, schedulerHarness as harness, win } from './scheduler-harness.ts'

const bg = { background: true } as const

test('background requests stop once the window has used the background share (25 % of 10 is 2)', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(9)) // one of ten used
  for (const i of [1, 2, 3]) void h.request(i, bg)
  await flush()
  assert.deepEqual(h.started, [0, 1], 'one more background request brings the window to 2 of 10')
  assert.equal(h.s.backgroundQueued, 2)
  assert.equal(h.s.state().queued, 0, 'background waiting is not shown as the key queue')
})

test('a user request still goes when the background share is used up', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(8))
  void h.request(1, bg)
  void h.request(2)
  await flush()
  assert.deepEqual(h.started, [0, 2])
})

test('the user request goes first even when a background request queued before it', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(0))
  void h.request(1, bg)
  void h.request(2)
  h.clock.advance(10_000 + 250)
  await flush()
  assert.deepEqual(h.started, [0, 2], 'the probe of the new window is the user request')
  h.answer(2, win(9, RESET_SEC + 10))
  await flush()
  assert.deepEqual(h.started, [0, 2, 1])
})

test('no background request starts while a user request waits for the budget', async () => {
  const h = harness()
  h.s.backgroundShare = 1
  void h.request(0)
  await flush()
  h.answer(0, win(1))
  void h.request(1)
  void h.request(2) // waits: one left, one in flight
  void h.request(3, bg)
  await flush()
  assert.deepEqual(h.started, [0, 1])
  h.answer(1, win(1)) // the server says one is left again (e.g. a request it did not count)
  await flush()
  assert.deepEqual(h.started, [0, 1, 2], 'the waiting user request before the background one')
})

test('background requests wait for the next window and then go on', async () => {
  const h = harness()
  void h.request(0, bg)
  await flush()
  assert.deepEqual(h.started, [0], 'with the budget unknown a background request may be the probe')
  h.answer(0, win(9))
  void h.request(1, bg)
  void h.request(2, bg)
  await flush()
  assert.deepEqual(h.started, [0, 1])
  assert.equal(h.clock.nextAt(), RESET_SEC * 1000 + 250)
  h.answer(1, win(8))
  h.clock.advance(10_000 + 250)
  await flush()
  assert.deepEqual(h.started, [0, 1, 2])
})

test('at a 100 % share the background still leaves the reserved requests of each window to the user', async () => {
  const h = harness()
  h.s.backgroundShare = 1
  void h.request(0, bg)
  await flush()
  h.answer(0, win(9))
  for (let i = 1; i <= 10; i++) void h.request(i, bg)
  await flush()
  assert.equal(h.started.length, backgroundCap(10, 1))
  assert.equal(backgroundCap(10, 1), 10 - reservedForUser(10))
  void h.request(99)
  await flush()
  assert.equal(h.started.at(-1), 99, 'the reserve is there for the user')
})

test('raising the share lets waiting background requests go at once', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(9))
  for (const i of [1, 2, 3]) void h.request(i, bg)
  await flush()
  assert.deepEqual(h.started, [0, 1])
  h.s.backgroundShare = 0.5
  await flush()
  assert.deepEqual(h.started, [0, 1, 2, 3])
})

test('every acquire inside runInBackground is a background one', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(8))
  const inside = h.s.runInBackground(async () => {
    await Promise.resolve()
    return h.s.acquire()
  })
  void h.request(1)
  await flush()
  assert.equal(h.s.backgroundQueued, 1)
  assert.deepEqual(h.started, [0, 1])
  h.s.dispose()
  await assert.rejects(inside, (e: unknown) => e instanceof ApiError && e.kind === 'cancelled')
})

test('a blocked key fails the waiting background requests too', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(8))
  const waiting = h.request(1, bg)
  await flush()
  h.s.blockKey('invalid', 'invalid_api_key')
  await assert.rejects(waiting, (e: unknown) => e instanceof ApiError && e.kind === 'key_blocked')
})

test('the background cap: a share of the window, never the reserve, never below zero', () => {
  assert.equal(backgroundCap(60, 0.25), 15)
  assert.equal(backgroundCap(60, 1), 58)
  assert.equal(backgroundCap(1, 1), 0)
  assert.equal(backgroundCap(5000, 1), 4900)
})
