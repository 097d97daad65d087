// Main's sentences said by code (shared/i18n/said.ts): worded where shown, checked where they travel as text.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { ar } from '../../../../shared/i18n/catalogues/ar.ts'
import { resolveLocale } from '../../../../shared/i18n/locales.ts'
import { checkSaid, said, wordSaid } from '../../../../shared/i18n/said.ts'
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

test('what travels is checked: a sentence passes whole, anything else is refused with where', () => {
  const s = said('catalogue-status.paused', {
    rows: 3,
    why: said('catalogue-status.pause-disk-full', { path: { ltr: '/x' } }),
  })
  assert.deepEqual(checkSaid(JSON.parse(JSON.stringify(s))), { ok: true, value: s })
  const refused = (x: unknown) => {
    const r = checkSaid(x, 'said')
    return r.ok ? 'passed' : r.error
  }
  assert.equal(refused({ id: 'Not an id!' }), 'said.id: expected a message id')
  assert.equal(refused({ id: 'a.b', extra: 1 }), 'said.extra: is not an accepted field')
  assert.equal(refused({ id: 'a.b', values: { n: Number.NaN } }), 'said.values.n: expected a plain object')
  let deep: unknown = { id: 'a.b' }
  for (let i = 0; i < 6; i++) deep = { id: 'a.b', values: { x: deep } }
  assert.match(refused(deep), /phrases nest deeper than 4$/)
})

test('an id no catalogue has is worded as the id, never dropped', (t) => {
  t.mock.method(console, 'error', () => undefined)
  assert.equal(wordSaid(arabic, { id: 'catalogue-status.newer' as never }), 'catalogue-status.newer')
})
