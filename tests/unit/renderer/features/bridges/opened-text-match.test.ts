import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  foundInOpenedText,
  titleHolds,
} from '../../../../../renderer/src/features/bridges/opened-text-match.ts'

test('a title holds the words as the catalogue matches them: word starts and word forms, any case and accent', () => {
  assert.equal(titleHolds('harb', 'Harbour ferry timetables'), true)
  assert.equal(titleHolds('libraries', 'A library card for everyone'), true)
  assert.equal(titleHolds('library', 'Libraries open late'), true)
  assert.equal(titleHolds('running', 'Run clubs in parks'), true)
  assert.equal(titleHolds('cafe', 'Café opening hours'), true)
  assert.equal(titleHolds('ferry timetables', 'Harbour ferry timetables'), true)
  assert.equal(titleHolds('ferry rain', 'Harbour ferry timetables'), false)
  assert.equal(titleHolds('garden', 'Harbour ferry timetables'), false)
})

test('a row was found in its suggestion text only when that text was opened here and the title lacks a word', () => {
  const opened = { title: 'Year-round rain gardens', suggestion: 'Plant by the library steps' }
  assert.equal(foundInOpenedText('library', opened), true)
  assert.equal(foundInOpenedText('rain', opened), false)
  assert.equal(foundInOpenedText('library', { ...opened, suggestion: null }), false)
  assert.equal(foundInOpenedText('', opened), false)
})
