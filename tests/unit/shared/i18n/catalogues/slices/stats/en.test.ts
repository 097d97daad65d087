// The stats slice in Polish and Arabic (docs/i18n.md): counts in each plural form of the language, the change
// since the last visit, and numbers in the region's digits.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { computeChanges } from '../../../../../../../renderer/src/features/stats/last-visit.ts'
import { scoreBinLabel } from '../../../../../../../renderer/src/features/stats/score-bins.ts'
import { setFormats } from '../../../../../../../shared/i18n/format.ts'
import { wordsIn } from '../../../../../../support/words-in.ts'

const COUNTS = [0, 1, 2, 5, 22, 101]
const counters = { bridges: 112, suggestors: 40, passes: 900, avgScore: 0.5 }
const day = (d: number): number => new Date(2026, 2, d, 12).getTime()

test('Polish counts bridges in its one, few and many forms, and says since when in its own words', () => {
  const t = wordsIn('pl', 'pl-PL')
  assert.deepEqual(
    COUNTS.map((n) => t('stats.count-bridges', { n })),
    ['0 mostów', '1 most', '2 mosty', '5 mostów', '22 mosty', '101 mostów'],
  )
  setFormats('pl-PL')
  const changes = computeChanges({ at: day(9), values: { ...counters, bridges: 100 } }, counters, day(14), t)
  assert.equal(changes?.bridges?.text, '+12 od 5 dni')
  assert.equal(changes?.passes?.text, 'Bez zmian od 5 dni')
  setFormats(undefined)
})

test('Arabic counts passes in its six forms, with Arabic digits in an Arabic region, and bins scores so', () => {
  const t = wordsIn('ar', 'ar-EG')
  assert.deepEqual(
    COUNTS.map((n) => t('stats.count-passes', { n })),
    ['٠ عبور', 'عبور واحد', 'عبوران', '٥ عبورات', '٢٢ عبورًا', '١٠١ عبور'],
  )
  assert.equal(scoreBinLabel({ from: 10, to: 20 }, t), 'من ١٠ إلى ١٩')
  const changes = computeChanges({ at: day(13), values: counters }, counters, day(14), t)
  assert.equal(changes?.suggestors?.text, 'لا تغيير منذ الأمس')
})
