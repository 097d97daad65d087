/** The third line: work the user started (a bulk lookup) goes after the user's clicks and before the background. */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { flush } from './fake-clock.ts'
import { RESET_SEC, schedulerHarness as harness, win } from './scheduler-harness.ts'

const started = { line: 'started' } as const
const bg = { background: true } as const

test('a new window serves the user line, then the started line, then the background, whatever the order they came in', async () => {
  const h = harness()
  h.s.backgroundShare = 1
  void h.request(0)
  await flush()
  h.answer(0, win(0)) // the window is spent: everyone waits for the next
  void h.request(1, bg)
  void h.request(2, started)
  void h.request(3)
  void h.request(4, started)
  void h.request(5)
  h.clock.advance(10_000 + 250)
  await flush()
  assert.deepEqual(h.started, [0, 3], 'the probe of the new window is the first user request')
  h.answer(3, win(9, RESET_SEC + 10))
  await flush()
  assert.deepEqual(h.started, [0, 3, 5, 2, 4, 1])
})

test('work the user started uses the whole window, not the background share', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(9))
  for (const i of [1, 2, 3, 4, 5]) void h.request(i, started)
  await flush()
  assert.deepEqual(
    h.started,
    [0, 1, 2, 3, 4, 5],
    'five more of nine left, far above the 25 % background share',
  )
  assert.equal(h.s.startedQueued, 0)
})

test('a click made while a started list waits for the budget goes before the rest of the list', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(2))
  for (const i of [1, 2, 3, 4]) void h.request(i, started)
  await flush()
  assert.deepEqual(h.started, [0, 1, 2], 'two were left')
  assert.equal(h.s.startedQueued, 2)
  assert.equal(h.s.state().queued, 0, 'a started list waiting is not shown as the key queue of clicks')
  void h.request(9)
  h.answer(1, win(2)) // the server did not count it: one slot is free again
  await flush()
  assert.deepEqual(h.started, [0, 1, 2, 9], 'the click takes the freed slot')
})

test('runStarted puts every acquire made inside it in the started line', async () => {
  const h = harness()
  h.s.backgroundShare = 1
  void h.request(0)
  await flush()
  h.answer(0, win(0))
  void h.s.runStarted(() => h.request(1))
  void h.s.runInBackground(() => h.request(2))
  void h.request(3)
  h.clock.advance(10_000 + 250)
  await flush()
  h.answer(3, win(9, RESET_SEC + 10))
  await flush()
  assert.deepEqual(h.started, [0, 3, 1, 2])
  assert.equal(
    await h.s.runStarted(async () => h.s.inBackground),
    false,
    'started work is not background work',
  )
})

test('dispose refuses the started line as cancelled', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(0))
  const waiting = h.request(1, started)
  h.s.dispose()
  await assert.rejects(waiting, { kind: 'cancelled' })
})
