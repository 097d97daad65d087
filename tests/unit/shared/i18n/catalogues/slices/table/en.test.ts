// The table slice in Polish and Arabic (docs/i18n.md): the rows copied and the bridges loaded in each plural form
// of the language, and the sort note's sorts said in the language's own words and order.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sortWords } from '../../../../../../../renderer/src/features/bridges/table/sort-words.ts'
import { english, wordsIn } from '../../../../../../support/words-in.ts'

const COUNTS = [0, 1, 2, 5, 22, 101]
const SORTS = [
  { id: 'passes', column: 'Passes', numeric: true, desc: true },
  { id: 'title', column: 'Title', numeric: false, desc: false },
]

test('English keeps the sort note and the copy status word for word as the table said them', () => {
  assert.equal(sortWords(SORTS, english), 'Passes (highest first), then Title (A to Z)')
  assert.equal(
    english('table.sort.loaded-more', { by: sortWords(SORTS.slice(0, 1), english), n: 50 }),
    'Sorted by Passes (highest first) among the 50 bridges loaded so far; the service has no sort of its own, so rows still to load may come before these.',
  )
  assert.deepEqual(
    [1, 3].map((n) => english('table.copied', { n, format: 'TSV' })),
    ['Row copied as TSV', '3 rows copied as TSV'],
  )
})

test('Polish counts rows copied and bridges loaded in its one, few and many forms', () => {
  const t = wordsIn('pl', 'pl-PL')
  assert.deepEqual(
    COUNTS.map((n) => t('table.copied', { n, format: 'CSV' })),
    [
      'Skopiowano 0 wierszy jako CSV',
      'Skopiowano wiersz jako CSV',
      'Skopiowano 2 wiersze jako CSV',
      'Skopiowano 5 wierszy jako CSV',
      'Skopiowano 22 wiersze jako CSV',
      'Skopiowano 101 wierszy jako CSV',
    ],
  )
  assert.deepEqual(
    COUNTS.map((n) => t('table.panel.more', { n })),
    [
      'i 0 innych mostów',
      'i 1 inny most',
      'i 2 inne mosty',
      'i 5 innych mostów',
      'i 22 inne mosty',
      'i 101 innych mostów',
    ],
  )
  assert.equal(
    sortWords(
      SORTS.map((s, i) => ({ ...s, column: ['Przejścia', 'Tytuł'][i]! })),
      t,
    ),
    'Przejścia (od najwyższych), potem Tytuł (od A do Z)',
  )
})

test('Arabic counts in its six forms with Arabic digits in an Arabic region, and names the move towards the row’s start the right', () => {
  const t = wordsIn('ar', 'ar-EG')
  assert.deepEqual(
    COUNTS.map((n) => t('table.copied', { n, format: 'CSV' })),
    [
      'لم يُنسخ أي صف',
      'نُسخ الصف بتنسيق CSV',
      'نُسخ صفان بتنسيق CSV',
      'نُسخت ٥ صفوف بتنسيق CSV',
      'نُسخ ٢٢ صفًا بتنسيق CSV',
      'نُسخ ١٠١ صف بتنسيق CSV',
    ],
  )
  assert.deepEqual(
    COUNTS.map((n) => t('table.panel.more', { n })),
    ['ولا جسور أخرى', 'وجسر آخر', 'وجسران آخران', 'و٥ جسور أخرى', 'و٢٢ جسرًا آخر', 'و١٠١ جسر آخر'],
  )
  assert.equal(t('table.move-start', { column: 'العنوان' }), 'نقل العنوان إلى اليمين')
})
