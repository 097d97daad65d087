// The key health slice in Polish and Arabic (docs/i18n.md): failed requests of a count in each plural form, the
// current window's forecast with the key's budget, and an error group's name.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  errorName,
  windowWords,
} from '../../../../../../../renderer/src/features/developer/key-health/key-health-words.ts'
import type { SchedulerState } from '../../../../../../../shared/ipc/rate-limit.ts'
import { wordsIn } from '../../../../../../support/words-in.ts'

const COUNTS = [0, 1, 2, 5, 22, 101]
const NOW = 1_000_000
const state = (remaining: number, limit: number): SchedulerState =>
  ({ limit, remaining, resetAt: NOW + 23_000 }) as SchedulerState

test('Polish says how many of how many requests failed, and how many tries an endpoint had, in every form', () => {
  const t = wordsIn('pl', 'pl-PL')
  assert.deepEqual(
    COUNTS.map((n) => t('health.failed-of', { failed: 1, attempts: n })),
    [
      'Nie powiodło się 1 z 0 zapytań',
      'Nie powiodło się 1 z 1 zapytania',
      'Nie powiodło się 1 z 2 zapytań',
      'Nie powiodło się 1 z 5 zapytań',
      'Nie powiodło się 1 z 22 zapytań',
      'Nie powiodło się 1 z 101 zapytań',
    ],
  )
  assert.deepEqual(
    COUNTS.map((n) => t('health.tried', { n, status: '503' })),
    [
      'próbowano 0 razy, ostatnia odpowiedź 503',
      'próbowano 1 raz, ostatnia odpowiedź 503',
      'próbowano 2 razy, ostatnia odpowiedź 503',
      'próbowano 5 razy, ostatnia odpowiedź 503',
      'próbowano 22 razy, ostatnia odpowiedź 503',
      'próbowano 101 razy, ostatnia odpowiedź 503',
    ],
  )
  assert.deepEqual(windowWords(state(12, 60), 0, NOW, t), {
    headline: 'Zostało 12 z 60 zapytań · odnowienie za 23 s',
    forecast: 'Brak zapytań w ostatniej minucie: nic się nie wyczerpie',
  })
})

test('Arabic says the saved rows and the window in its six forms, with the status and code as sent', () => {
  const t = wordsIn('ar', 'ar-EG')
  assert.deepEqual(
    COUNTS.map((rows) => t('health.saved-csv', { rows, file: 'health.csv' })),
    [
      'حُفظت سلامة المفتاح (٠ صف) باسم health.csv',
      'حُفظت سلامة المفتاح (صف واحد) باسم health.csv',
      'حُفظت سلامة المفتاح (صفّان) باسم health.csv',
      'حُفظت سلامة المفتاح (٥ صفوف) باسم health.csv',
      'حُفظت سلامة المفتاح (٢٢ صفًا) باسم health.csv',
      'حُفظت سلامة المفتاح (١٠١ صف) باسم health.csv',
    ],
  )
  // The countdown in Arabic abbreviations and digits too (it was "23 s" whatever the language).
  assert.equal(windowWords(state(3, 2), 0, NOW, t).headline, 'بقي ٣ من طلبين · إعادة الضبط بعد ٢٣ ث')
  assert.equal(errorName({ status: 503, code: 'service_unavailable' }, t), '503 service_unavailable')
  assert.equal(errorName({ status: null, code: 'timeout' }, t), 'لا إجابة (timeout)')
})
