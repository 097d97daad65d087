import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  categoryFor,
  matchCategories,
  type CategoryOption,
} from '../../../../../renderer/src/features/bridges/category-match.ts'

const OPTIONS: CategoryOption[] = [
  { category: 'health', count: 97 },
  { category: 'environment', count: 212 },
  { category: 'transport', count: 150 },
  { category: 'housing', count: undefined },
]
const names = (typed: string): string[] => matchCategories(typed, OPTIONS).map((o) => o.category)

test('nothing typed offers every category, most bridges first, those without a count last', () => {
  assert.deepEqual(names(''), ['environment', 'transport', 'health', 'housing'])
})

test('a start, a part and a misspelling each find the category, the closer kinds first', () => {
  assert.deepEqual(names('TRANS'), ['transport'])
  assert.deepEqual(names('port'), ['transport'])
  assert.deepEqual(names('transprt'), ['transport'])
  assert.deepEqual(names('helth'), ['health'])
  assert.deepEqual(names('envri'), ['environment'])
  assert.deepEqual(names('h'), ['health', 'housing'])
  assert.deepEqual(names('zzzz'), [])
})

test('a committed text is the offered category it names, a lone typo its category, else the text as typed', () => {
  assert.equal(categoryFor(' Health ', OPTIONS), 'health')
  assert.equal(categoryFor('transprt', OPTIONS), 'transport')
  assert.equal(categoryFor('h', OPTIONS), 'h')
  assert.equal(categoryFor('culture', OPTIONS), 'culture')
  assert.equal(categoryFor('  ', OPTIONS), '')
})
