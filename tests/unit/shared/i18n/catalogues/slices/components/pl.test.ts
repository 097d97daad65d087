// The shared components' words in Polish: whole sentences around their values, with the values where Polish puts them.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { pl } from '../../../../../../../shared/i18n/catalogues/pl.ts'
import { componentsPl } from '../../../../../../../shared/i18n/catalogues/slices/components/pl.ts'
import { resolveLocale } from '../../../../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../../../../shared/i18n/translate.ts'

const t = makeTranslate(IntlMessageFormat, pl, resolveLocale({ language: 'pl', formats: 'pl-PL' }, []))

test('the Polish catalogue holds every message of the components slice', () => {
  for (const [id, message] of Object.entries(componentsPl)) assert.equal(pl[id as keyof typeof pl], message)
})

test('a failed request names its path and answer inside the Polish sentence', () => {
  assert.equal(
    t('components.last-failure', {
      path: '/v1/bridges',
      answer: '503',
      title: 'Usługa niedostępna.',
      next: 'Spróbuj później.',
    }),
    'Ostatnie zapytanie (/v1/bridges, 503) nie powiodło się. Usługa niedostępna. Spróbuj później.',
  )
  assert.equal(t('components.view-failed', { view: 'Statystyki' }), 'Widok Statystyki przestał działać')
  assert.equal(t('components.chart.caption', { title: 'Mosty' }), 'Mosty w czasie')
})
