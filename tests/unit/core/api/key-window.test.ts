import assert from 'node:assert/strict'
import { test } from 'node:test'
import { KeyWindow } from '../../../../electron/core/api/key-window.ts'
import type { Permit } from '../../../../electron/core/api/scheduler-types.ts'
import { FakeClock } from './fake-clock.ts'

const MARGIN = 250
/** 10 s after the fake clock's start. */
const RESET_SEC = 1_800_000_010

function setup(): { clock: FakeClock; w: KeyWindow; answer: (remaining: number, resetSec?: number) => void } {
  const clock = new FakeClock()
  const w = new KeyWindow(clock, MARGIN)
  const answer = (remaining: number, resetSec = RESET_SEC): void => {
    const permit: Permit = { probe: false, issuedAt: clock.t, closedSec: w.closedSec }
    w.learn(permit, {
      rate: { limit: 10, remaining, resetSec },
      dateHeader: new Date(clock.t).toUTCString(),
      receivedAt: clock.t,
    })
  }
  return { clock, w, answer }
}

test('answers of one window arriving out of order keep the lowest count', () => {
  const { w, answer } = setup()
  answer(7)
  answer(9)
  assert.equal(w.remaining, 7)
  assert.equal(w.limit, 10)
})

test('the window is over at its reset and the margin, not before; closing it drops the count', () => {
  const { clock, w, answer } = setup()
  answer(0)
  clock.t = RESET_SEC * 1000 + MARGIN - 1
  assert.equal(w.over(clock.t), false)
  clock.t += 1
  assert.equal(w.over(clock.t), true)
  w.closeIfOver(clock.t)
  assert.equal(w.remaining, null)
  assert.equal(w.closedSec, RESET_SEC)
})

test('a late answer from a window declared over never revives its count', () => {
  const { clock, w, answer } = setup()
  answer(3)
  clock.t = RESET_SEC * 1000 + MARGIN
  w.closeIfOver(clock.t)
  answer(2, RESET_SEC)
  assert.equal(w.remaining, null)
  answer(9, RESET_SEC + 60)
  assert.equal(w.remaining, 9)
})

test('an answer without believable headers counts one more request as spent', () => {
  const { clock, w, answer } = setup()
  answer(5)
  w.learn(
    { probe: false, issuedAt: clock.t, closedSec: null },
    { rate: null, dateHeader: null, receivedAt: clock.t },
  )
  assert.equal(w.remaining, 4)
})

test('an earlier run’s window is believed only while it is still open and nothing was learned since', () => {
  const { clock, w } = setup()
  assert.equal(w.seed({ limit: 10, remaining: 2, resetAt: clock.t - 1 }), false)
  assert.equal(w.seed({ limit: 10, remaining: 2, resetAt: clock.t + 5_000 }), true)
  assert.equal(w.remaining, 2)
  const fresh = setup()
  fresh.answer(8)
  assert.equal(fresh.w.seed({ limit: 10, remaining: 1, resetAt: fresh.clock.t + 5_000 }), false)
  assert.equal(fresh.w.remaining, 8)
})

test('background room follows the share of the limit used, in-flight requests included', () => {
  const { w, answer } = setup()
  assert.equal(w.backgroundRoom(0, 0.25), true, 'unknown budget: a probe may learn it')
  // A quarter of 10 is 2 requests: one answered leaves room for one more, not while one is in flight.
  answer(9)
  assert.equal(w.backgroundRoom(0, 0.25), true)
  assert.equal(w.backgroundRoom(1, 0.25), false)
})
