// One bridge over time (features/compare/over-time.ts): readings in order, once each, and the change between any
// two in words, from the earlier to the later whichever is chosen first.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { en } from '../../../../../shared/i18n/catalogues/en.ts'
import { resolveLocale } from '../../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../../shared/i18n/translate.ts'
import type { Wording } from '../../../../../renderer/src/features/compare/compare-text.ts'
import {
  changeWords,
  readingsInOrder,
  type Reading,
} from '../../../../../renderer/src/features/compare/over-time.ts'

const w: Wording = {
  t: makeTranslate(IntlMessageFormat, en, resolveLocale({ language: 'en', formats: 'en-GB' }, [])),
  number: (n) => String(n),
  signed: (n) => new Intl.NumberFormat('en-GB', { signDisplay: 'exceptZero' }).format(n),
  date: (at) =>
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(at)),
}

const DEC_1 = Date.UTC(2026, 11, 1, 9)
const DEC_7 = Date.UTC(2026, 11, 7, 9)
const DAY_MS = 86_400_000
const reading = (at: number, passes: number | null, score: number | null = null): Reading => ({
  at,
  passes,
  score,
  from: score === null ? 'watch' : 'catalogue',
})

test('readings come oldest first, a repeated one once', () => {
  const out = readingsInOrder([[reading(DEC_7, 15), reading(DEC_1, 12)], [reading(DEC_1, 12)]])
  assert.deepEqual(
    out.map((r) => [r.at, r.passes]),
    [
      [DEC_1, 12],
      [DEC_7, 15],
    ],
  )
})

test('the change in passes since the earlier reading, whichever is chosen first', () => {
  const words = 'Passes 12 → 15 (+3) since 1 Dec 2026'
  assert.equal(changeWords(reading(DEC_1, 12), reading(DEC_7, 15), w), words)
  assert.equal(changeWords(reading(DEC_7, 15), reading(DEC_1, 12), w), words)
})

test('a score known at both readings is said beside the passes', () => {
  assert.equal(
    changeWords(reading(DEC_1, 12, 80), reading(DEC_7, 15, 78), w),
    'Passes 12 → 15 (+3), score 80 → 78 (-2) since 1 Dec 2026',
  )
})

test('no change and an unknown reading are said so', () => {
  assert.equal(
    changeWords(reading(DEC_1, 12), reading(DEC_7, 12), w),
    'Passes unchanged at 12 since 1 Dec 2026',
  )
  assert.equal(
    changeWords(reading(DEC_1, null), reading(DEC_7, 12), w),
    'The passes are not known at one of the two readings.',
  )
})

test("one read kept by the watch list and the catalogue a moment apart is shown once, with the catalogue's score", () => {
  const watch = { at: DEC_1 + 40, passes: 12, score: null, from: 'watch' } as const
  const catalogue = { at: DEC_1, passes: 12, score: 80, from: 'catalogue' } as const
  const later = { at: DEC_7, passes: 15, score: 78, from: 'catalogue' } as const
  const watchLater = { at: DEC_7 + 5, passes: 15, score: null, from: 'watch' } as const
  assert.deepEqual(
    readingsInOrder([
      [watch, watchLater],
      [later, catalogue],
    ]),
    [catalogue, later],
  )
  // Different figures, or the same figures read days apart, are readings of their own.
  const other = { at: DEC_1 + 40, passes: 13, score: null, from: 'watch' } as const
  assert.deepEqual(readingsInOrder([[other], [catalogue]]), [catalogue, other])
  const again = { at: DEC_7, passes: 12, score: null, from: 'watch' } as const
  assert.deepEqual(readingsInOrder([[again], [catalogue]]), [catalogue, again])
})

test('a watch reading between two catalogue readings keeps its place in time', () => {
  const out = readingsInOrder([
    [reading(DEC_1 + DAY_MS, 13)],
    [reading(DEC_1, 12, 80), reading(DEC_7, 15, 78)],
  ])
  assert.deepEqual(
    out.map((r) => [r.at, r.passes, r.from]),
    [
      [DEC_1, 12, 'catalogue'],
      [DEC_1 + DAY_MS, 13, 'watch'],
      [DEC_7, 15, 'catalogue'],
    ],
  )
})
