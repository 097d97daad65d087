import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  isStatsRange,
  rangeSpan,
  STATS_RANGES,
} from '../../../../../renderer/src/features/stats/stats-ranges.ts'

test('the range selector offers the four ranges in increasing length', () => {
  assert.deepEqual(
    STATS_RANGES.map((r) => r.label),
    ['Last hour', '24 hours', '7 days', '30 days'],
  )
  const spans = STATS_RANGES.map((r) => rangeSpan(r.id))
  assert.deepEqual(
    spans,
    [...spans].sort((a, b) => a - b),
  )
  assert.equal(rangeSpan('1h'), 3_600_000)
  assert.equal(rangeSpan('30d'), 30 * 86_400_000)
})

test('only known range ids are accepted', () => {
  assert.equal(isStatsRange('7d'), true)
  assert.equal(isStatsRange('toString'), false)
  assert.equal(isStatsRange(7), false)
})
