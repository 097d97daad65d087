import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  categoryLabel,
  categoryOptions,
  KNOWN_CATEGORIES,
  normalizeFilters,
} from '../../../../../renderer/src/features/bridges/filters.ts'

describe('bridge filters', () => {
  test('searches that differ only in spacing share one cache entry', () => {
    assert.deepEqual(normalizeFilters('  solar   power ', ' health '), {
      q: 'solar power',
      category: 'health',
    })
  })

  test('filters are bounded to what main accepts', () => {
    const f = normalizeFilters('q'.repeat(300), 'c'.repeat(300))
    assert.equal(f.q.length, 200)
    assert.equal(f.category.length, 100)
  })

  test('an unknown category from a link is offered so the control can show it', () => {
    assert.deepEqual(categoryOptions(''), [...KNOWN_CATEGORIES])
    assert.equal(categoryOptions('space').at(-1), 'space')
    assert.equal(categoryOptions('health').length, KNOWN_CATEGORIES.length)
  })

  test('category labels are capitalised and "any" reads as All categories', () => {
    assert.equal(categoryLabel('technology'), 'Technology')
    assert.equal(categoryLabel(''), 'All categories')
  })
})
