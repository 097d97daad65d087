// The bridge list's filters as they go into query keys (shared/views/list-filters.ts): equal searches share one
// cache entry, within the IPC contract's bounds, and a location's filters read as the router reads them.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { filtersOfQuery, normalizeFilters } from '../../../../shared/views/list-filters.ts'

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

test('a location query gives its normalised filters; what it lacks is "any"', () => {
  assert.deepEqual(filtersOfQuery(new URLSearchParams('q=+solar++power&category=health&display=table')), {
    q: 'solar power',
    category: 'health',
  })
  assert.deepEqual(filtersOfQuery(new URLSearchParams('display=table')), { q: '', category: '' })
})
