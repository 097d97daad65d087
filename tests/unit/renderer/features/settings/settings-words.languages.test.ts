// Settings' words in Polish and Arabic: sizes in the region's digits inside the sentence, a proxy's address kept
// as typed, and the refresh interval in each plural form.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { deletedText, proxyInUse } from '../../../../../renderer/src/features/settings/settings-words.ts'
import { ar } from '../../../../../shared/i18n/catalogues/ar.ts'
import type { Catalogue } from '../../../../../shared/i18n/catalogues/en.ts'
import { setFormats } from '../../../../../shared/i18n/format.ts'
import { pl } from '../../../../../shared/i18n/catalogues/pl.ts'
import { resolveLocale, type Language } from '../../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../../shared/i18n/translate.ts'

const translate = (language: Language, formats: string, catalogue: Catalogue) => {
  // Sizes are formatted in the region in force, as the app sets it (shared/i18n/format.ts).
  setFormats(formats)
  return makeTranslate(IntlMessageFormat, catalogue, resolveLocale({ language, formats }, []))
}

const HOURS = [1, 2, 5, 22, 101]

test('Polish: the refresh interval takes one, few and many; a freed size is written the Polish way', () => {
  const t = translate('pl', 'pl-PL', pl)
  assert.deepEqual(
    HOURS.map((n) => t('settings.catalogue.every-hours', { n })),
    ['Co godzinę', 'Co 2 godziny', 'Co 5 godzin', 'Co 22 godziny', 'Co 101 godzin'],
  )
  assert.equal(deletedText({ freedBytes: 12_400_000, kept: null }, t), 'Usunięto; zwolniono 12,4 MB.')
})

test('Arabic: the refresh interval takes its forms; the proxy’s address stays as typed', () => {
  const t = translate('ar', 'ar-EG', ar)
  assert.deepEqual(
    HOURS.map((n) => t('settings.catalogue.every-hours', { n })),
    ['كل ساعة', 'كل ساعتين', 'كل ٥ ساعات', 'كل ٢٢ ساعةً', 'كل ١٠١ ساعة'],
  )
  const info = { setting: { mode: 'manual' as const, url: 'http://p.example:3128' }, system: '' }
  assert.equal(proxyInUse(info, t), 'الوكيل المضبوط هنا: http://p.example:3128.')
  setFormats(undefined)
})
