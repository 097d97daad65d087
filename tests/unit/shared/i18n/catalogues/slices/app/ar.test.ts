// The app shell's rest in Arabic: the start-up notice's buttons name what they act on, and the palette's pages are
// found by Arabic words.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { paletteViews } from '../../../../../../../renderer/src/app/pages.ts'
import { ar } from '../../../../../../../shared/i18n/catalogues/ar.ts'
import { resolveLocale } from '../../../../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../../../../shared/i18n/translate.ts'

const t = makeTranslate(IntlMessageFormat, ar, resolveLocale({ language: 'ar', formats: 'ar-EG' }, []))

test('a start-up notice’s buttons carry the key’s label and the notice in Arabic', () => {
  assert.equal(t('app.startup.add-again-named', { label: 'Work key' }), 'إضافته مجددًا: Work key')
  assert.equal(t('app.not-found.title'), 'الصفحة غير موجودة')
})

test('the Stats page is found by its Arabic words', () => {
  const stats = paletteViews(t).find((v) => v.route.name === 'stats')
  assert.equal(stats?.label, 'الإحصاءات')
  assert.ok(stats?.words.includes('رسوم بيانية'))
})
