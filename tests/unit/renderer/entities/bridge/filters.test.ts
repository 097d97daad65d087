import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  categoryLabel,
  categoriesOf,
  categoryOptions,
} from '../../../../../renderer/src/entities/bridge/filters.ts'

describe('bridge filters', () => {
  test('the categories offered are those seen in the data, plus the current one, not a fixed list', () => {
    const seen = categoriesOf([
      [{ category: 'space' }, { category: 'maritime heritage' }],
      [{ category: 'space' }],
    ])
    assert.deepEqual(categoryOptions('', seen), ['maritime heritage', 'space'])
    assert.deepEqual(categoryOptions('health', seen), ['health', 'maritime heritage', 'space'])
    assert.deepEqual(categoryOptions('space', seen), ['maritime heritage', 'space'])
  })

  test('category labels are capitalised and "any" reads as All categories', () => {
    assert.equal(categoryLabel('technology'), 'Technology')
    assert.equal(categoryLabel(''), 'All categories')
  })
})
