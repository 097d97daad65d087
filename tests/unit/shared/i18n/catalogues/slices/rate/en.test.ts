// The rate slice in Polish and Arabic (docs/i18n.md): requests waiting in each plural form of the language, the
// budget in the region's digits, and a wait's reason in the language's words.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  gaugeWords,
  indicatorText,
} from '../../../../../../../renderer/src/entities/rate-limit/rate-format.ts'
import { wordsIn } from '../../../../../../support/words-in.ts'
import { schedulerState } from '../../../../../../support/scheduler-state.ts'

const COUNTS = [0, 1, 2, 5, 22, 101]
const state = schedulerState

test('Polish counts requests waiting in its one, few and many forms, and says a wait’s reason', () => {
  const t = wordsIn('pl', 'pl-PL')
  assert.deepEqual(
    COUNTS.map((n) => t('rate.requests-waiting', { n })),
    [
      '0 zapytań czeka',
      '1 zapytanie czeka',
      '2 zapytania czekają',
      '5 zapytań czeka',
      '22 zapytania czekają',
      '101 zapytań czeka',
    ],
  )
  assert.equal(indicatorText(state(), 0, t).text, 'Zostało 45 z 60 zapytań')
  assert.equal(
    t('rate.announce-waiting', { reason: 'backoff' }),
    'Zapytania czekają wstrzymując się po błędach.',
  )
})

test('Arabic counts requests waiting in its six forms, with Arabic digits in an Arabic region', () => {
  const t = wordsIn('ar', 'ar-EG')
  assert.deepEqual(
    COUNTS.map((n) => t('rate.requests-waiting', { n })),
    [
      'لا طلبات منتظرة',
      'طلب واحد منتظر',
      'طلبان منتظران',
      '٥ طلبات منتظرة',
      '٢٢ طلبًا منتظرًا',
      '١٠١ طلب منتظر',
    ],
  )
  assert.deepEqual(gaugeWords(state({ remaining: 0 }), t), {
    headline: 'بقي ٠ من أصل ٦٠ من الطلبات',
    label: 'نفد',
  })
  assert.equal(
    indicatorText(state({ queued: 2 }), 0, t).detail,
    'بقي ٤٥ من أصل ٦٠ من الطلبات. طلبان منتظران.',
  )
})

// docs/glossary.md: the rate limit's window and budget in one word per language, never the app's own window
// ("ウィンドウ", a bare "okno") nor the rate limit itself ("limit"). Main's words disagreed between two tables.
test('the window and the budget are the glossary’s words in Polish, Arabic and Japanese', () => {
  const pl = wordsIn('pl', 'pl-PL')
  const ar = wordsIn('ar', 'ar-EG')
  const ja = wordsIn('ja', 'ja-JP')
  assert.match(pl('rate.new-window', { limit: 60 }), /^Nowe okno czasowe/)
  assert.match(pl('rate.new-window-detail'), /nowe okno czasowe/)
  assert.match(pl('health.window.lasts', { n: 3 }), /pula wystarczy/)
  assert.match(pl('usage.totals.throttled-some', { n: '2' }), /pula/)
  assert.match(ar('rate.new-window', { limit: 60 }), /^نافذة زمنية جديدة/)
  assert.match(ar('waiting.spent-no-limit', { duration: '1 د' }), /هذه النافذة الزمنية/)
  assert.match(ja('rate.new-window', { limit: 60 }), /^新しい時間枠/)
  assert.match(ja('health.window.lasts', { n: 3 }), /残量は尽きません/)
  assert.doesNotMatch(ja('rate.new-window-detail'), /ウィンドウ/)
})
