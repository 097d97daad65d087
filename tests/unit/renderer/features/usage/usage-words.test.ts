// Key usage's words in Polish and Arabic: an expiry warning and a chart mark take the language's plural forms,
// and a wait's reason is worded whole in the sentence, never glued to a number in English.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import {
  badgeMessage,
  expiryText,
  markWords,
  PURPOSE_WORDS,
} from '../../../../../renderer/src/features/usage/usage-words.ts'
import { ar } from '../../../../../shared/i18n/catalogues/ar.ts'
import { en, type Catalogue } from '../../../../../shared/i18n/catalogues/en.ts'
import { pl } from '../../../../../shared/i18n/catalogues/pl.ts'
import { resolveLocale, type Language } from '../../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../../shared/i18n/translate.ts'
import type { ExpiryWarning } from '../../../../../shared/usage/key-expiry.ts'

const translate = (language: Language, formats: string, catalogue: Catalogue) =>
  makeTranslate(IntlMessageFormat, catalogue, resolveLocale({ language, formats }, []))

const warning = (days: number | null): ExpiryWarning => ({
  key: { id: 'k1', label: 'Full', active: true },
  days,
  on: days === null ? null : '2026-12-12',
  text: '',
})

test('an expiry warning is worded from the days left, in English as before', () => {
  const t = translate('en', 'en-GB', en)
  assert.equal(
    expiryText(warning(5), t),
    '“Full” expires in 5 days (2026-12-12). Create a new key in the dashboard and rotate.',
  )
  assert.equal(
    expiryText(warning(1), t),
    '“Full” expires in 1 day (2026-12-12). Create a new key in the dashboard and rotate.',
  )
  assert.equal(expiryText(warning(null), t), '“Full” has expired (the service said key_expired).')
  assert.equal(badgeMessage(warning(-2)), 'usage.badge.expired')
  assert.equal(badgeMessage(warning(0)), 'usage.badge.today')
})

test('Polish takes one, few and many for the days left and the waits', () => {
  const t = translate('pl', 'pl-PL', pl)
  const days = [1, 2, 5, 22].map((n) => expiryText(warning(n), t).split(' (')[0])
  assert.deepEqual(days, [
    '„Full” wygasa za 1 dzień',
    '„Full” wygasa za 2 dni',
    '„Full” wygasa za 5 dni',
    '„Full” wygasa za 22 dni',
  ])
  const waits = [1, 2, 5, 22, 101].map((count) =>
    markWords({ at: 0, kind: 'wait', label: 'rate_limit', count }, t),
  )
  assert.deepEqual(waits, [
    '1 oczekiwanie na limit zapytań',
    '2 oczekiwania na limit zapytań',
    '5 oczekiwań na limit zapytań',
    '22 oczekiwania na limit zapytań',
    '101 oczekiwań na limit zapytań',
  ])
  assert.equal(t(PURPOSE_WORDS.catalogue), 'Katalog (w tle)')
})

test('Arabic takes its six forms for errors, with the service’s code kept as it is', () => {
  const t = translate('ar', 'ar-EG', ar)
  const errors = [0, 1, 2, 5, 22, 101].map((count) =>
    markWords({ at: 0, kind: 'error', label: 'service_unavailable', count }, t),
  )
  assert.deepEqual(errors, [
    'لا أخطاء: service_unavailable',
    'خطأ واحد: service_unavailable',
    'خطآن: service_unavailable',
    '٥ أخطاء: service_unavailable',
    '٢٢ خطأً: service_unavailable',
    '١٠١ خطأ: service_unavailable',
  ])
  assert.equal(
    markWords({ at: 0, kind: 'wait', label: 'lockout', count: 2 }, t),
    'انتظاران لأن هذا الحاسوب محظور بعد محاولات بمفاتيح غير صالحة',
  )
})
