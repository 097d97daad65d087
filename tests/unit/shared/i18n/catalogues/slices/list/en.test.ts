// The list slice in Polish and Arabic (docs/i18n.md): the rows' passes and the list's end in each plural form of
// the language, numbers in the region's digits, and the search words and categories inside a count line isolated,
// so they keep their own direction in right-to-left text.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  catalogueCountLine,
  rangeWords,
  serviceCountLine,
} from '../../../../../../../renderer/src/features/bridges/catalogue-words.ts'
import { setFormats } from '../../../../../../../shared/i18n/format.ts'
import { wordsIn } from '../../../../../../support/words-in.ts'

const COUNTS = [0, 1, 2, 5, 22, 101]
const FSI = '\u2068'
const PDI = '\u2069'

test('Polish counts passes and the list’s end in its one, few and many forms', () => {
  const t = wordsIn('pl', 'pl-PL')
  assert.deepEqual(
    COUNTS.map((n) => t('list.row-passes', { n })),
    ['0 przejść', '1 przejście', '2 przejścia', '5 przejść', '22 przejścia', '101 przejść'],
  )
  assert.deepEqual(
    COUNTS.map((n) => t('list.end', { n })),
    [
      'To już wszystko: 0 mostów.',
      'To już wszystko: 1 most.',
      'To już wszystko: 2 mosty.',
      'To już wszystko: 5 mostów.',
      'To już wszystko: 22 mosty.',
      'To już wszystko: 101 mostów.',
    ],
  )
  const totals = { total: 2000, counts: [{ category: 'health', count: 251 }], age: 'niedawno' }
  assert.equal(
    serviceCountLine({ pending: false, shown: 50, more: true, q: 'garden', category: 'health', totals }, t),
    `Wyświetlono 50 z 251 mostów ze słowami „${FSI}garden${PDI}” w kategorii ${FSI}Health${PDI} (łącznie 2000; policzone przez katalog, zaktualizowany niedawno)`,
  )
})

test('Arabic takes its six forms, Arabic digits in an Arabic region, and isolates the categories it names', () => {
  const t = wordsIn('ar', 'ar-EG')
  setFormats('ar-EG')
  assert.deepEqual(
    COUNTS.map((n) => t('list.row-passes', { n })),
    ['٠ عبور', 'عبور واحد', 'عبوران', '٥ عبورات', '٢٢ عبورًا', '١٠١ عبور'],
  )
  assert.deepEqual(
    COUNTS.map((n) => t('list.facet-choose', { name: 'Health', n })),
    [
      'Health: ٠ جسر؛ اعرض هذه فقط',
      'Health: جسر واحد؛ اعرض هذه فقط',
      'Health: جسران؛ اعرض هذه فقط',
      'Health: ٥ جسور؛ اعرض هذه فقط',
      'Health: ٢٢ جسرًا؛ اعرض هذه فقط',
      'Health: ١٠١ جسر؛ اعرض هذه فقط',
    ],
  )
  const line = catalogueCountLine(
    {
      pending: false,
      total: 22,
      complete: true,
      held: 2000,
      age: 'أمس',
      sort: 'passes',
      q: '',
      category: 'health',
      categories: ['health', 'transport'],
      ranges: rangeWords({ passes: { min: 100 } }, t),
      verified: 'verified',
    },
    t,
  )
  assert.equal(
    line,
    `يُعرض ٢٢ جسرًا في ${FSI}Health${PDI} أو ${FSI}Transport${PDI} لأصحاب اقتراحات موثّقين، بما لا يقل عن ١٠٠ عبور، مرتّبة حسب الأكثر عبورًا (من بين كل الجسور (٢٬٠٠٠ جسر)، حُدّث الفهرس أمس).`,
  )
  setFormats(undefined)
})
