// The request log's cells in words: a status or why there is none, and a duration, in each language's words.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { durationWords, statusWords } from '../../../../../renderer/src/features/developer/exchange-words.ts'
import { english, wordsIn } from '../../../../support/words-in.ts'

test('a request without an answer says so instead of showing a blank status', () => {
  assert.equal(statusWords({ status: null }, english), 'No answer')
  assert.equal(statusWords({ status: null, code: 'cancelled' }, english), 'Cancelled')
  assert.equal(statusWords({ status: 429 }, english), '429')
  assert.equal(statusWords({ status: null }, wordsIn('pl', 'pl-PL')), 'Brak odpowiedzi')
})

test('durations read as ms below a second and as seconds above, in the region’s digits', () => {
  assert.equal(durationWords(85.4, english), '85 ms')
  assert.equal(durationWords(1234, english), '1.2 s')
  assert.equal(durationWords(3000, english), '3.0 s')
  assert.equal(durationWords(Number.NaN, english), '—')
  assert.equal(durationWords(1234, wordsIn('de', 'de-DE')), '1,2 s')
  assert.equal(durationWords(1234, wordsIn('ar', 'ar-EG')), '١٫٢ ث')
})
