// The catalogue walk's sleeps: on the core's clock, so a test clock moved forward ends them with no real time.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createWaker } from '../../../../electron/core/catalogue/waker.ts'
import { FakeClock, flush } from '../api/fake-clock.ts'

test("a sleep ends when the core's clock passes it, and not a millisecond before", async () => {
  const clock = new FakeClock()
  const waker = createWaker(clock)
  let woke = false
  const sleeping = waker.sleep(60_000).then(() => (woke = true))
  assert.equal(clock.nextAt(), clock.t + 60_000, "armed on the core's clock, not on a real timer")
  clock.advance(59_999)
  await flush()
  assert.equal(woke, false)
  clock.advance(1)
  await sleeping
  assert.equal(clock.nextAt(), null, 'no timer left behind')
})

test('wake() and an abort end a sleep at once and clear its timer', async () => {
  const clock = new FakeClock()
  const waker = createWaker(clock)
  const woken = waker.sleep(60_000)
  waker.wake()
  await woken
  const abort = new AbortController()
  const aborted = waker.sleep(null, abort.signal)
  abort.abort()
  await aborted
  assert.equal(clock.nextAt(), null)
})
