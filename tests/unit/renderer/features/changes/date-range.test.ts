import assert from 'node:assert/strict'
import { test } from 'node:test'
import { dayOf, lastWeek, rangeOf } from '../../../../../renderer/src/features/changes/date-range.ts'

const local = (y: number, m: number, d: number, h = 0): number => new Date(y, m - 1, d, h).getTime()

test('the days shown first are a week ago to today, in this computer’s time zone', () => {
  assert.deepEqual(lastWeek(local(2026, 12, 7, 15)), { from: '2026-11-30', to: '2026-12-07' })
  assert.deepEqual(lastWeek(local(2026, 3, 3, 1)), { from: '2026-02-24', to: '2026-03-03' })
})

test('a range runs from the start of the first day to the end of the second, or to now when that is today', () => {
  const now = local(2026, 12, 7, 15)
  assert.deepEqual(rangeOf({ from: '2026-11-30', to: '2026-12-07' }, now), {
    from: local(2026, 11, 30),
    to: now,
  })
  assert.deepEqual(rangeOf({ from: '2026-11-01', to: '2026-11-02' }, now), {
    from: local(2026, 11, 1),
    to: local(2026, 11, 3) - 1,
  })
  assert.equal(dayOf(local(2026, 11, 3) - 1), '2026-11-02')
})

test('days given backwards, or not days at all, are a problem named, never an empty range', () => {
  const now = local(2026, 12, 7)
  assert.deepEqual(rangeOf({ from: '2026-12-05', to: '2026-12-01' }, now), { problem: 'backwards' })
  assert.deepEqual(rangeOf({ from: '', to: '2026-12-01' }, now), { problem: 'not-a-day' })
  assert.deepEqual(rangeOf({ from: '2026-02-30', to: '2026-12-01' }, now), { problem: 'not-a-day' })
})
