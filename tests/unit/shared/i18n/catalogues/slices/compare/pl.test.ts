// The compare page's words in Polish: each count takes the form Polish gives it (one, few, many).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { pl } from '../../../../../../../shared/i18n/catalogues/pl.ts'
import { comparePl } from '../../../../../../../shared/i18n/catalogues/slices/compare/pl.ts'
import { resolveLocale } from '../../../../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../../../../shared/i18n/translate.ts'

const t = makeTranslate(IntlMessageFormat, pl, resolveLocale({ language: 'pl', formats: 'pl-PL' }, []))

test('the Polish catalogue holds every message of the compare slice', () => {
  for (const [id, message] of Object.entries(comparePl)) assert.equal(pl[id as keyof typeof pl], message)
})

test('the fields that differ are counted in the Polish forms', () => {
  assert.equal(t('compare.summary', { n: 0 }), 'Żadne pole się nie różni')
  assert.equal(t('compare.summary', { n: 1 }), 'Różni się 1 pole')
  assert.equal(t('compare.summary', { n: 3 }), 'Różnią się 3 pola')
  assert.equal(t('compare.summary', { n: 5 }), 'Różni się 5 pól')
})
