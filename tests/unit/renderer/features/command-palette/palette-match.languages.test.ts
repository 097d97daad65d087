// The palette's words are the language shown, and what is typed is matched against them (docs/i18n.md): a
// German user finds the bridge list by typing “Brücken”, a Japanese user the theme by typing テーマ.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { paletteViews } from '../../../../../renderer/src/app/pages.ts'
import { matchCommands } from '../../../../../renderer/src/features/command-palette/palette-match.ts'
import { ar } from '../../../../../shared/i18n/catalogues/ar.ts'
import { de } from '../../../../../shared/i18n/catalogues/de.ts'
import type { Catalogue } from '../../../../../shared/i18n/catalogues/en.ts'
import { ja } from '../../../../../shared/i18n/catalogues/ja.ts'
import { pl } from '../../../../../shared/i18n/catalogues/pl.ts'
import { resolveLocale, type Language } from '../../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../../shared/i18n/translate.ts'

const translate = (language: Language, formats: string, catalogue: Catalogue) =>
  makeTranslate(IntlMessageFormat, catalogue, resolveLocale({ language, formats }, []))

const nothing = { bridges: [], profiles: [] }
const labelsIn = (language: Language, catalogue: Catalogue, typed: string): string[] => {
  const t = translate(language, language, catalogue)
  return matchCommands(typed, nothing, paletteViews(t), t).map((c) => c.label)
}

describe('the palette in the language shown', () => {
  test('typing “Brücken” in German finds the Bridges page first, named in German', () => {
    assert.equal(labelsIn('de', de, 'Brücken')[0], 'Brücken')
    assert.equal(labelsIn('de', de, 'brü')[0], 'Brücken')
  })

  test('an action is found by its German words and its German name', () => {
    assert.equal(labelsIn('de', de, 'dunkel')[0], 'Zwischen hellem und dunklem Design wechseln')
    assert.ok(labelsIn('de', de, 'exportieren').includes('Diese Liste exportieren…'))
    assert.equal(labelsIn('de', de, 'Schlüsselnutzung')[0], 'Schlüsselnutzung')
  })

  test('Japanese finds a page and an action by their Japanese words, without spaces', () => {
    assert.equal(labelsIn('ja', ja, 'ブリッジ')[0], 'ブリッジ')
    assert.equal(labelsIn('ja', ja, 'テーマ')[0], 'ライトとダークのテーマを切り替え')
  })

  test('what is typed is kept as typed inside the translated search command', () => {
    assert.ok(labelsIn('de', de, 'Solardächer').includes('Brücken nach „Solardächer“ durchsuchen'))
    assert.ok(labelsIn('ar', ar, 'solar').includes('البحث في الجسور عن «solar»'))
  })
})

const COUNTS = [0, 1, 2, 5, 22, 101]

test('the count of matches takes Polish’s plural forms for 0, 1, 2, 5, 22 and 101', () => {
  const t = translate('pl', 'pl-PL', pl)
  assert.deepEqual(
    COUNTS.map((n) => t('palette.matches', { n })),
    ['Brak wyników', '1 wynik', '2 wyniki', '5 wyników', '22 wyniki', '101 wyników'],
  )
})

test('the count of matches takes Arabic’s six plural forms', () => {
  const t = translate('ar', 'ar-EG', ar)
  assert.deepEqual(
    COUNTS.map((n) => t('palette.matches', { n })),
    ['لا نتائج', 'نتيجة واحدة', 'نتيجتان', '٥ نتائج', '٢٢ نتيجةً', '١٠١ نتيجة'],
  )
})
