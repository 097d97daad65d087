import assert from 'node:assert/strict'
import { test } from 'node:test'
import { downsample, evenIndexes } from '../../../../electron/core/history/downsample.ts'

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i)

test('a series no longer than maxPoints is returned whole', () => {
  assert.deepEqual(downsample(range(5), 5, 5), range(5))
  assert.deepEqual(downsample(range(3), 3, 500), range(3))
  assert.deepEqual(downsample([], 0, 10), [])
})

test('a longer series is thinned to exactly maxPoints, keeping the first and the last point', () => {
  for (const [count, max] of [
    [1000, 500],
    [501, 500],
    [10, 2],
    [7, 3],
    [100_000, 500],
  ] as const) {
    const kept = downsample(range(count), count, max)
    assert.equal(kept.length, max, `${count} -> ${max}`)
    assert.equal(kept[0], 0)
    assert.equal(kept.at(-1), count - 1)
  }
})

test('kept points are strictly increasing and evenly spread', () => {
  const kept = evenIndexes(1001, 11)
  assert.deepEqual(kept, [0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000])
  const uneven = evenIndexes(1000, 7)
  for (let i = 1; i < uneven.length; i++) {
    const gap = (uneven[i] ?? 0) - (uneven[i - 1] ?? 0)
    assert.ok(gap >= 166 && gap <= 167, `gap ${gap}`)
  }
})

test('a single point shows the newest reading', () => {
  assert.deepEqual(downsample(['old', 'mid', 'new'], 3, 1), ['new'])
})

test('maxPoints below 1 or fractional is refused', () => {
  assert.throws(() => evenIndexes(10, 0), RangeError)
  assert.throws(() => evenIndexes(10, 2.5), RangeError)
})
