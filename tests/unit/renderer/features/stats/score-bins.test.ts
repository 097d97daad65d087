import assert from 'node:assert/strict'
import { test } from 'node:test'
import { scoreBinLabel } from '../../../../../renderer/src/features/stats/score-bins.ts'
import { english } from '../../../../support/words-in.ts'

test('a bin of ten scores says its first and last score', () => {
  assert.equal(scoreBinLabel({ from: 0, to: 10 }, english), '0 to 9')
  assert.equal(scoreBinLabel({ from: 90, to: 100 }, english), '90 to 99')
})

test('the bin past 90s holds only 100, the highest score the API gives, and says so', () => {
  // Scores are integers from 0 to 100 (docs/api-assumptions.md row 10): the bin 100..109 holds 100 alone.
  assert.equal(scoreBinLabel({ from: 100, to: 110 }, english), '100')
})

test('a bin the documented range does not reach keeps its own bounds, so a score off the scale stays visible', () => {
  assert.equal(scoreBinLabel({ from: 110, to: 120 }, english), '110 to 119')
  assert.equal(scoreBinLabel({ from: -10, to: 0 }, english), '-10 to -1')
})
