// The request log's slice in Polish and Arabic (docs/i18n.md): counts in each plural form of the language, the
// retention's sentence with two counts, a header's meaning, and a duration in the region's digits.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { durationWords } from '../../../../../../../renderer/src/features/developer/exchange-words.ts'
import { headerMeanings } from '../../../../../../../renderer/src/features/developer/inspector/header-meaning.ts'
import { english, wordsIn } from '../../../../../../support/words-in.ts'

const COUNTS = [0, 1, 2, 5, 22, 101]

test('Polish counts requests in its one, few and many forms, and keeps two counts apart in the retention', () => {
  const t = wordsIn('pl', 'pl-PL')
  assert.deepEqual(
    COUNTS.map((n) => t('requests.count', { n })),
    ['0 zapytań', '1 zapytanie', '2 zapytania', '5 zapytań', '22 zapytania', '101 zapytań'],
  )
  assert.deepEqual(
    COUNTS.map((n) => t('requests.meaning.seconds', { n })),
    ['0 sekund', '1 sekundę', '2 sekundy', '5 sekund', '22 sekundy', '101 sekund'],
  )
  assert.equal(
    t('requests.retention.saved', { kept: t('requests.retention.kept', { entries: 22, days: 1 }) }),
    'Zapisano: dziennik przechowuje teraz najnowsze 22 zapytania z ostatniego 1 dnia.',
  )
  assert.equal(durationWords(1234, t), '1,2 s')
})

test('Arabic counts requests in its six forms with Arabic digits, and says what a rate header means', () => {
  const t = wordsIn('ar', 'ar-EG')
  assert.deepEqual(
    COUNTS.map((n) => t('requests.count', { n })),
    ['٠ طلب', 'طلب واحد', 'طلبان', '٥ طلبات', '٢٢ طلبًا', '١٠١ طلب'],
  )
  assert.deepEqual(
    COUNTS.map((n) => t('requests.retention.kept', { entries: n, days: n })),
    [
      'أحدث ٠ طلب من آخر ٠ يوم',
      'أحدث طلب من آخر يوم',
      'أحدث طلبين من آخر يومين',
      'أحدث ٥ طلبات من آخر ٥ أيام',
      'أحدث ٢٢ طلبًا من آخر ٢٢ يومًا',
      'أحدث ١٠١ طلب من آخر ١٠١ يوم',
    ],
  )
  const meanings = headerMeanings([['retry-after', '2']], Date.UTC(2026, 10, 23), t, 'ar-EG')
  assert.equal(meanings.get('retry-after'), 'انتظر ثانيتين قبل المحاولة مجددًا')
  assert.equal(durationWords(85, t), '٨٥ ملي ث')
})

test('English counts one request as one, where the log used to say "1 requests"', () => {
  assert.deepEqual(
    [1, 2].map((n) => english('requests.count', { n })),
    ['1 request', '2 requests'],
  )
  assert.equal(
    english('health.saved-csv', { rows: 1, file: 'h.csv' }),
    'Saved the key’s health (1 row) as h.csv',
  )
})
