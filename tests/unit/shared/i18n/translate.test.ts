import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { ar } from '../../../../shared/i18n/catalogues/ar.ts'
import { de } from '../../../../shared/i18n/catalogues/de.ts'
import { en } from '../../../../shared/i18n/catalogues/en.ts'
import { ja } from '../../../../shared/i18n/catalogues/ja.ts'
import { pl } from '../../../../shared/i18n/catalogues/pl.ts'
import { resolveLocale, type Language } from '../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../shared/i18n/translate.ts'

const t = (language: Language, formats: string, catalogue = en) =>
  makeTranslate(IntlMessageFormat, catalogue, resolveLocale({ language, formats }, []))

const COUNTS = [0, 1, 2, 5, 22, 101]
const cleared = (translate: ReturnType<typeof t>) =>
  COUNTS.map((n) => translate('settings.kept.cleared', { removed: n }).split('.')[0])

test('Polish takes its own plural forms for 0, 1, 2, 5, 22 and 101', () => {
  assert.deepEqual(cleared(t('pl', 'pl-PL', pl)), [
    'Usunięto 0 przechowywanych odpowiedzi',
    'Usunięto 1 przechowywaną odpowiedź',
    'Usunięto 2 przechowywane odpowiedzi',
    'Usunięto 5 przechowywanych odpowiedzi',
    'Usunięto 22 przechowywane odpowiedzi',
    'Usunięto 101 przechowywanych odpowiedzi',
  ])
})

test('Arabic takes all six plural forms, with Arabic digits in an Arabic region', () => {
  assert.deepEqual(cleared(t('ar', 'ar-EG', ar)), [
    'لم تُحذف أي إجابة محفوظة',
    'حُذفت إجابة محفوظة واحدة',
    'حُذفت إجابتان محفوظتان',
    'حُذفت ٥ إجابات محفوظة',
    'حُذفت ٢٢ إجابةً محفوظة',
    'حُذفت ١٠١ إجابة محفوظة',
  ])
})

test('numbers inside a message follow the formats, plurals the language', () => {
  const english = t('en', 'de-CH')
  assert.equal(
    english('settings.kept.cleared', { removed: 1234 }).split('.')[0],
    `Removed ${new Intl.NumberFormat('de-CH').format(1234)} kept answers`,
  )
  assert.equal(
    t('ja', 'ja-JP', ja)('settings.kept.cleared', { removed: 3 }).split('。')[0],
    '保存済みの応答を3件削除しました',
  )
  assert.equal(
    t('de', 'de-DE', de)('settings.kept.cleared', { removed: 1 }).split('.')[0],
    '1 gespeicherte Antwort entfernt',
  )
})

test('the pseudo-locale accents, marks and lengthens the words and keeps the placeholders working', () => {
  const pseudo = t('en-XA', 'en-US')
  const words = pseudo('settings.kept.cleared', { removed: 2 })
  assert.match(words, /^⟦Ŕéɱóṽéđ 2 ķéþţ áñšŵéŕš\./)
  assert.match(words, /·+⟧$/)
  const english = t('en', 'en-US')('settings.kept.cleared', { removed: 2 })
  assert.ok(words.length >= english.length * 1.35, `${words.length} against ${english.length}`)
})

test('a message that cannot be worded shows its id, never half a sentence', () => {
  const broken = { ...en, 'settings.kept.size': '{rows, plural, one {# answer}' }
  const original = console.error
  console.error = () => {}
  try {
    assert.equal(t('en', 'en-US', broken)('settings.kept.size', { rows: 2 }), 'settings.kept.size')
  } finally {
    console.error = original
  }
})
