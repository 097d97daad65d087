import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { Dataset } from '../../../electron/service/dataset.ts'
import { fold, matchesAll, queryWords } from '../../../electron/service/fold.ts'

describe('q folding and matching (assumptions row 7)', () => {
  test('folding removes accents and case', () => {
    assert.equal(fold('Café ÀÉÎÕÜ Łódź'), 'cafe aeiou łodz')
  })

  test('cafe finds Café, and CAFÉ finds cafe', () => {
    assert.ok(matchesAll(fold('Repair Café'), queryWords('cafe')))
    assert.ok(matchesAll(fold('repair cafe'), queryWords('CAFÉ')))
  })

  test('every word must occur; one missing word excludes the bridge', () => {
    const hay = fold('Repair Café in the old town')
    assert.ok(matchesAll(hay, queryWords('  repair   town ')))
    assert.equal(matchesAll(hay, queryWords('repair harbour')), false)
  })

  test('white space only is no query', () => {
    assert.deepEqual(queryWords(' \t '), [])
  })

  test('a dataset search returns only bridges whose title or suggestion holds every word', () => {
    const data = new Dataset(1, 2000)
    const words = queryWords('cafe repair')
    const { items } = data.page({ category: null, words }, null, 100)
    assert.ok(items.some((b) => b.title.includes('Café')))
    for (const b of items) assert.ok(matchesAll(fold(`${b.title}\n${b.suggestion}`), words))
    const expected = data
      .published()
      .filter((b) => matchesAll(fold(`${b.title}\n${b.suggestion}`), words)).length
    assert.equal(items.length, Math.min(100, expected))
  })

  test('a category filter returns only that category, and an unknown one returns nothing', () => {
    const data = new Dataset(1, 500)
    const { items } = data.page({ category: 'health', words: [] }, null, 100)
    assert.ok(items.length > 0)
    assert.ok(items.every((b) => b.category === 'health'))
    assert.deepEqual(data.page({ category: 'astronomy', words: [] }, null, 10), { items: [], hasMore: false })
  })
})
