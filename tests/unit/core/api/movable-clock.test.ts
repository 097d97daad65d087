// The preview's test clock: time runs on from a chosen start, and moving it forward fires the timers it passes.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createMovableClock } from '../../../../electron/core/api/movable-clock.ts'
import { FakeClock } from './fake-clock.ts'

const START = 1_900_000_000_000

test('it reads the chosen start, then runs on with real time', () => {
  const real = new FakeClock()
  const clock = createMovableClock(START, real)
  assert.equal(clock.now(), START)
  real.advance(1500)
  assert.equal(clock.now(), START + 1500)
})

test('moving it forward fires every timer it passes, earliest first, and none it does not reach', () => {
  const real = new FakeClock()
  const clock = createMovableClock(START, real)
  const fired: string[] = []
  clock.setTimer(() => fired.push('60 s'), 60_000)
  clock.setTimer(() => fired.push('30 s'), 30_000)
  clock.setTimer(() => fired.push('2 min'), 120_000)
  clock.advance(61_000)
  assert.deepEqual(fired, ['30 s', '60 s'])
  assert.equal(clock.now(), START + 61_000)
  real.advance(58_999)
  assert.deepEqual(fired, ['30 s', '60 s'], 'the last timer waits for what is left, not its whole delay')
  real.advance(1)
  assert.deepEqual(fired, ['30 s', '60 s', '2 min'])
})

test('a cleared timer never fires, moved past or not', () => {
  const real = new FakeClock()
  const clock = createMovableClock(START, real)
  let fired = 0
  const handle = clock.setTimer(() => fired++, 1000)
  clock.clearTimer(handle)
  clock.advance(5000)
  real.advance(5000)
  assert.equal(fired, 0)
  assert.equal(real.nextAt(), null, 'nothing is left armed on the real clock')
})

test('a timer set while moving (a pump re-arming itself) waits from the moved time', () => {
  const real = new FakeClock()
  const clock = createMovableClock(START, real)
  const at: number[] = []
  clock.setTimer(() => {
    at.push(clock.now())
    clock.setTimer(() => at.push(clock.now()), 10_000)
  }, 1000)
  clock.advance(2000)
  assert.deepEqual(at, [START + 2000])
  clock.advance(10_000)
  assert.deepEqual(at, [START + 2000, START + 12_000])
})

test('it never moves back, nor by a fraction: a clear error and the time unchanged', () => {
  const clock = createMovableClock(START, new FakeClock())
  assert.throws(() => clock.advance(-1), /whole number of ms, 0 or more; got -1/)
  assert.throws(() => clock.advance(1.5), RangeError)
  assert.equal(clock.now(), START)
})
