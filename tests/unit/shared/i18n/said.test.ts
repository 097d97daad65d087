// Main's sentences said by code (shared/i18n/said.ts): worded where shown, in the language in force.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { ar } from '../../../../shared/i18n/catalogues/ar.ts'
import { resolveLocale } from '../../../../shared/i18n/locales.ts'
import { said, wordSaid } from '../../../../shared/i18n/said.ts'
import { makeTranslate } from '../../../../shared/i18n/translate.ts'

const arabic = makeTranslate(IntlMessageFormat, ar, resolveLocale({ language: 'ar', formats: 'ar-EG' }, []))

test('a sentence is worded with its phrases first, its numbers in the region, its left-to-right values isolated', () => {
  const s = said('catalogue-status.withheld', {
    why: said('catalogue-status.withheld-key-scope', { scope: { ltr: 'read:public' } }),
  })
  const words = wordSaid(arabic, s)
  assert.match(words, /^الفهرس غير معروض: لا يحق للمفتاح المستخدم/)
  assert.match(words, /\(ينقصه النطاق \u2068read:public\u2069\)/)
  assert.equal(
    wordSaid(arabic, said('catalogue-status.rows', { rows: 22 })),
    '٢٢ جسرًا',
    'the plural form and digits',
  )
})

test('an id no catalogue has is worded as the id, never dropped', (t) => {
  t.mock.method(console, 'error', () => undefined)
  assert.equal(wordSaid(arabic, { id: 'catalogue-status.newer' as never }), 'catalogue-status.newer')
})
