// The shared components' words in Arabic: a stale notice and a chart's summary keep their values in the sentence.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { ar } from '../../../../../../../shared/i18n/catalogues/ar.ts'
import { resolveLocale } from '../../../../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../../../../shared/i18n/translate.ts'

const t = makeTranslate(IntlMessageFormat, ar, resolveLocale({ language: 'ar', formats: 'ar-EG' }, []))

test('a stale notice says how old the data is inside the Arabic sentence', () => {
  assert.equal(
    t('components.stale', { age: 'قبل ٣ دقائق', title: 'الخدمة غير متاحة.', next: 'أعد المحاولة لاحقًا.' }),
    'تُعرض بيانات من قبل ٣ دقائق؛ تعذّر تحديثها. الخدمة غير متاحة. أعد المحاولة لاحقًا.',
  )
})

test('a chart names its first and last readings, and a path stays as written', () => {
  assert.equal(t('components.no-answer'), 'لا إجابة')
  assert.equal(
    t('components.chart.summary', {
      title: 'الجسور',
      value: '١٠',
      at: '١ مارس',
      last: '١٢',
      lastAt: '٢ مارس',
    }),
    'الجسور: ١٠ في ١ مارس، و١٢ في ٢ مارس',
  )
})
