import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  monthColumns,
  monthName,
  monthTickLabel,
  monthTicks,
  partialNote,
} from '../../../../../renderer/src/features/stats/month-columns.ts'
import { english } from '../../../../support/words-in.ts'

const NOW = Date.parse('2026-12-07T13:00:00Z')

describe('month columns', () => {
  test('months without a publication are drawn as zero, so the axis is even', () => {
    const columns = monthColumns(
      [
        { month: '2025-11', count: 4 },
        { month: '2026-02', count: 7 },
      ],
      '2025-11-01T00:00:00Z',
      NOW,
    )
    assert.deepEqual(
      columns.map((c) => [c.month, c.count]),
      [
        ['2025-11', 4],
        ['2025-12', 0],
        ['2026-01', 0],
        ['2026-02', 7],
      ],
    )
    assert.equal(columns[0]?.at, Date.UTC(2025, 10, 1))
  })

  test('a first month that starts after its first day is partial; a whole one is not', () => {
    const perMonth = [
      { month: '2024-11', count: 3 },
      { month: '2024-12', count: 40 },
    ]
    const mid = monthColumns(perMonth, '2024-11-14T09:30:00Z', NOW)
    assert.deepEqual(
      mid.map((c) => c.partial),
      ['start', null],
    )
    const whole = monthColumns(perMonth, '2024-11-01T08:00:00Z', NOW)
    assert.deepEqual(
      whole.map((c) => c.partial),
      [null, null],
    )
  })

  test('the month of now is partial (not over yet); a last month already over is not', () => {
    const perMonth = [
      { month: '2026-11', count: 30 },
      { month: '2026-12', count: 2 },
    ]
    assert.deepEqual(
      monthColumns(perMonth, '2026-11-01T00:00:00Z', NOW).map((c) => c.partial),
      [null, 'now'],
    )
    assert.deepEqual(
      monthColumns(perMonth, '2026-11-01T00:00:00Z', Date.parse('2027-01-02T00:00:00Z')).map(
        (c) => c.partial,
      ),
      [null, null],
    )
  })

  test('nothing published gives no columns', () => {
    assert.deepEqual(monthColumns([], null, NOW), [])
  })
})

describe('month words', () => {
  test('a month is named as a month with its year, never as its first midnight', () => {
    assert.equal(monthName('2025-06', 'en-US'), 'June 2025')
    assert.equal(monthTickLabel('2025-06', 'en-US'), 'Jun 2025')
    assert.equal(monthName('2025-06', 'de-DE'), 'Juni 2025')
  })

  test('the month is the same in every time zone (months are counted in UTC)', () => {
    // Date.UTC(2025, 5, 1) is May 31 in America; the label must still say June.
    assert.equal(monthName('2025-06', 'en-US'), 'June 2025')
    assert.equal(monthName('2026-01', 'en-US'), 'January 2026')
  })

  test('the note names each partial month and why', () => {
    const columns = monthColumns(
      [
        { month: '2024-11', count: 3 },
        { month: '2026-12', count: 2 },
      ],
      '2024-11-14T09:30:00Z',
      NOW,
    )
    assert.equal(
      partialNote(columns, '2024-11-14T09:30:00Z', english, 'en-US'),
      'Hatched bars are partial months: November 2024 starts at the first bridge held (Nov 14, 2024); December 2026 is not over.',
    )
    assert.equal(
      partialNote(monthColumns([{ month: '2024-11', count: 3 }], null, NOW), null, english, 'en-US'),
      null,
    )
  })
})

describe('month ticks', () => {
  const months = (from: string, n: number): string[] => {
    const [y, m] = from.split('-').map(Number) as [number, number]
    return Array.from({ length: n }, (_, i) => {
      const k = y * 12 + m - 1 + i
      return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`
    })
  }

  test('the first month always has a label, then Januaries when only a few labels fit', () => {
    const m = months('2023-11', 26) // Nov 2023 to Dec 2025
    const ticks = monthTicks(m, 3)
    assert.equal(ticks[0], 0)
    // 26 months, 3 labels: each label needs about 9 columns, so the step is a year and Jan 2024 (2 columns
    // after the first) would overlap it; Jan 2025 is labelled.
    assert.deepEqual(
      ticks.map((i) => m[i]),
      ['2023-11', '2025-01'],
    )
  })

  test('with more room the labels fall on quarters, never closer than a label needs', () => {
    const m = months('2023-11', 26)
    const ticks = monthTicks(m, 9)
    assert.deepEqual(
      ticks.map((i) => m[i]),
      ['2023-11', '2024-04', '2024-07', '2024-10', '2025-01', '2025-04', '2025-07', '2025-10'],
    )
    for (const [k, i] of ticks.entries()) if (k > 0) assert.ok(i - (ticks[k - 1] ?? 0) >= 26 / 9)
  })

  test('a label that would run past the end of the axis is left out', () => {
    const m = months('2025-01', 11) // Oct would need columns past Nov
    assert.deepEqual(
      monthTicks(m, 4).map((i) => m[i]),
      ['2025-01', '2025-04', '2025-07'],
    )
  })

  test('no months, no ticks; one month, one tick', () => {
    assert.deepEqual(monthTicks([], 5), [])
    assert.deepEqual(monthTicks(['2025-03'], 5), [0])
  })
})
