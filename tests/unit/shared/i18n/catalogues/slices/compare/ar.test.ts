// The compare page's words in Arabic: each count takes the form Arabic gives it, and a refused link says why.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { ar } from '../../../../../../../shared/i18n/catalogues/ar.ts'
import { compareAr } from '../../../../../../../shared/i18n/catalogues/slices/compare/ar.ts'
import { resolveLocale } from '../../../../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../../../../shared/i18n/translate.ts'

const t = makeTranslate(IntlMessageFormat, ar, resolveLocale({ language: 'ar', formats: 'ar-SA' }, []))

test('the Arabic catalogue holds every message of the compare slice', () => {
  for (const [id, message] of Object.entries(compareAr)) assert.equal(ar[id as keyof typeof ar], message)
})

test('the fields that differ are counted in the Arabic forms', () => {
  assert.equal(t('compare.summary', { n: 1 }), 'يختلف حقل واحد')
  assert.equal(t('compare.summary', { n: 2 }), 'يختلف حقلان')
  assert.match(t('compare.summary', { n: 3 }), /^تختلف .+ حقول$/)
  assert.match(t('compare.summary', { n: 11 }), /^يختلف .+ حقلًا$/)
})

test('a refused link says why in Arabic', () => {
  assert.equal(
    t('compare.flaw', { flaw: 'mixed' }),
    'تعرض المقارنة جسرين أو ملفين شخصيين، لا واحدًا من كل نوع.',
  )
})
