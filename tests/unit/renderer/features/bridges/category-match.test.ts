import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  categoryFor,
  matchCategories,
  namesChosen,
  pickCategory,
  typedPart,
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

const OFFERED = OPTIONS.map((o) => o.category)

test('the part being typed is what follows the last comma, empty once it names a category whole', () => {
  assert.equal(typedPart('Health, tra', true, OFFERED), 'tra')
  assert.equal(typedPart('Health, ', true, OFFERED), '')
  assert.equal(typedPart('Health', true, OFFERED), '')
  assert.equal(typedPart('helth', true, OFFERED), 'helth')
  // One category only: the whole text, commas and all.
  assert.equal(typedPart('Health, tra', false, OFFERED), 'Health, tra')
})

test('a picked category joins those named before the part typed, or leaves them when already there', () => {
  assert.deepEqual(pickCategory('Health, tra', 'transport', true, OFFERED), ['health', 'transport'])
  assert.deepEqual(pickCategory('Health', 'environment', true, OFFERED), ['health', 'environment'])
  assert.deepEqual(pickCategory('Health, Transport', 'HEALTH', true, OFFERED), ['transport'])
  assert.deepEqual(pickCategory('', 'health', true, OFFERED), ['health'])
  // A category the service answered with but no option offers stays as typed.
  assert.deepEqual(pickCategory('culture, ', 'health', true, OFFERED), ['culture', 'health'])
  // One category only: the pick replaces it.
  assert.deepEqual(pickCategory('Health', 'transport', false, OFFERED), ['transport'])
})

test('the field’s own showing of the chosen categories is not a new value, whatever the case; anything else is', () => {
  // The field shows "technology" as "Technology"; settled, that text must leave the location's spelling alone.
  assert.equal(namesChosen('Technology', ['technology'], false), true)
  assert.equal(namesChosen('Health, Transport', ['transport', 'health'], true), true)
  assert.equal(namesChosen('Health,  transport ,', ['health', 'transport'], true), true)
  assert.equal(namesChosen('Techno', ['technology'], false), false)
  assert.equal(namesChosen('Health', ['health', 'transport'], true), false)
  assert.equal(namesChosen('Health, Health', ['health', 'transport'], true), false)
  assert.equal(namesChosen('Health, Transport', ['health, transport'], false), true)
  assert.equal(namesChosen('', [], true), true)
  assert.equal(namesChosen('health', [], true), false)
})
