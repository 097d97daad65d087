// The app shell's rest in Polish: the pages' names where links go back to them, and the palette's Polish words.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { backLabel, paletteViews } from '../../../../../../../renderer/src/app/pages.ts'
import { pl } from '../../../../../../../shared/i18n/catalogues/pl.ts'
import { resolveLocale } from '../../../../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../../../../shared/i18n/translate.ts'

const t = makeTranslate(IntlMessageFormat, pl, resolveLocale({ language: 'pl', formats: 'pl-PL' }, []))

test('a link back names the page in Polish; a bridge keeps its own words', () => {
  assert.equal(backLabel({ name: 'usage' }, t), 'Użycie kluczy')
  assert.equal(backLabel({ name: 'views' }, t), 'Zapisane widoki')
  assert.equal(backLabel({ name: 'not-found', path: '/x' }, t), 'Wstecz')
  assert.equal(backLabel({ name: 'bridge', slug: 'solar-roofs' }, t), 'Solar roofs')
})

test('the palette lists every page in Polish, each found by its Polish words', () => {
  const views = paletteViews(t)
  assert.deepEqual(
    views.map((v) => v.label),
    [
      'Mosty',
      'Wyszukiwanie',
      'Mój profil',
      'Statystyki',
      'Limit zapytań',
      'Klucze API',
      'Deweloper',
      'Użycie kluczy',
      'Zapisane widoki',
      'Wyszukiwanie listy',
      'Co się zmieniło',
    ],
  )
  assert.ok(views.find((v) => v.route.name === 'views')?.words.includes('ulubione'))
})
