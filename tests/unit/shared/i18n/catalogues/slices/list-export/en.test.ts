// The list-export slice in Polish and Arabic (docs/i18n.md): the bridges kept and the requests an export needs in
// each plural form of the language, and the file's path isolated inside the sentence that names it.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  estimateSentence,
  savedSentence,
} from '../../../../../../../renderer/src/features/bridges/export-text.ts'
import { setFormats } from '../../../../../../../shared/i18n/format.ts'
import { wordsIn } from '../../../../../../support/words-in.ts'

const COUNTS = [0, 1, 2, 5, 22, 101]
const estimate = {
  requests: 20,
  upperBound: 20,
  total: 2000,
  remaining: 45,
  limit: 60,
  resetAt: null,
  fitsInCurrentWindow: false,
  estimatedSeconds: 185,
}

test('Polish says the bridges kept and the requests needed in its one, few and many forms', () => {
  const t = wordsIn('pl', 'pl-PL')
  assert.deepEqual(
    COUNTS.map((n) => t('list-export.stop-keep', { n })),
    [
      'Zakończ i zachowaj (0 mostów)',
      'Zakończ i zachowaj (1 most)',
      'Zakończ i zachowaj (2 mosty)',
      'Zakończ i zachowaj (5 mostów)',
      'Zakończ i zachowaj (22 mosty)',
      'Zakończ i zachowaj (101 mostów)',
    ],
  )
  assert.equal(
    estimateSentence(estimate, null, t),
    'Potrzeba około 20 zapytań; w tej minucie zostało 45 z 60. Eksport zatrzyma się z powodu limitu zapytań i potrwa około 3 minuty.',
  )
})

test('Arabic counts in its six forms, two bridges as an object, and the path kept left to right', () => {
  const t = wordsIn('ar', 'ar-EG')
  setFormats('ar-EG')
  assert.deepEqual(
    COUNTS.map((n) => t('list-export.needs-about', { requests: n })),
    [
      'يحتاج هذا إلى نحو ٠ طلب',
      'يحتاج هذا إلى نحو طلب واحد',
      'يحتاج هذا إلى نحو طلبين',
      'يحتاج هذا إلى نحو ٥ طلبات',
      'يحتاج هذا إلى نحو ٢٢ طلبًا',
      'يحتاج هذا إلى نحو ١٠١ طلب',
    ],
  )
  assert.equal(
    savedSentence({ file: '/tmp/b.csv', rows: 5, pages: 1, duplicatesSkipped: 2 }, 0, t),
    'حُفظ ٥ جسور في \u2068/tmp/b.csv\u2069 (طلب واحد). أرسلت الخدمة جسرين مرة أخرى في صفحة لاحقة؛ كُتب كلٌّ منها مرة واحدة.',
  )
  setFormats(undefined)
})
