// A comparison in words (features/compare/compare-text.ts): each difference has a mark and words, numbers say
// their difference, and the copied table lines up in plain text.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { en } from '../../../../../shared/i18n/catalogues/en.ts'
import { resolveLocale } from '../../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../../shared/i18n/translate.ts'
import { diffRow } from '../../../../../renderer/src/features/compare/compare-rows.ts'
import {
  comparisonText,
  differenceText,
  valueText,
  type Wording,
} from '../../../../../renderer/src/features/compare/compare-text.ts'

const w: Wording = {
  t: makeTranslate(IntlMessageFormat, en, resolveLocale({ language: 'en', formats: 'en-GB' }, [])),
  number: (n) => n.toLocaleString('en-GB'),
  signed: (n) => new Intl.NumberFormat('en-GB', { signDisplay: 'exceptZero' }).format(n),
  date: (at) => at.slice(0, 10),
}

const passes = diffRow('compare.field.passes', { type: 'number', n: 12 }, { type: 'number', n: 15 })
const title = diffRow(
  'compare.field.title',
  { type: 'text', s: 'Solar roofs' },
  { type: 'text', s: 'Quiet river' },
)
const category = diffRow(
  'compare.field.category',
  { type: 'name', s: 'energy' },
  { type: 'name', s: 'energy' },
)
const score = diffRow('compare.field.score', { type: 'number', n: null }, { type: 'number', n: 70 })

test('a difference of two numbers says both and the change with its sign', () => {
  assert.equal(differenceText(passes, w), 'Differs: 12 vs 15, +3')
  assert.equal(differenceText(title, w), 'Differs')
  assert.equal(differenceText(category, w), 'Same')
  assert.equal(differenceText(score, w), 'Not known for both')
})

test('a value not known is said so, an empty one is a dash, a yes or no in words', () => {
  assert.equal(valueText({ type: 'number', n: null }, w), 'not known')
  assert.equal(valueText({ type: 'text', s: '' }, w), '—')
  assert.equal(valueText({ type: 'yes-no', yes: false }, w), 'No')
  assert.equal(valueText({ type: 'date', at: '2026-12-01T10:00:00Z' }, w), '2026-12-01')
})

test('the copied table has a heading, a rule and a marked row per field, its columns lined up', () => {
  const text = comparisonText(['Solar roofs', 'Quiet river'], [title, passes, category, score], w)
  assert.equal(
    text,
    [
      'Field    | Solar roofs | Quiet river | Difference',
      '---------|-------------|-------------|------------------------',
      'Title    | Solar roofs | Quiet river | ≠ Differs',
      'Passes   | 12          | 15          | ≠ Differs: 12 vs 15, +3',
      'Category | energy      | energy      | = Same',
      'Score    | not known   | 70          | ? Not known for both',
    ].join('\n'),
  )
})
