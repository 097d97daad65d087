import assert from 'node:assert/strict'
import { test } from 'node:test'
import { decodeListQuery, type ListQuery } from '../../../../../shared/views/list-query.ts'
import { narrowedListHref } from '../../../../../renderer/src/features/stats/insights-links.ts'

const queryOf = (href: string): ListQuery => decodeListQuery(href.slice(href.indexOf('?') + 1))

test('over the whole catalogue, a bar lists what it counts and nothing else', () => {
  assert.equal(narrowedListHref(undefined, { category: 'health' }), '#/bridges?category=health')
  assert.equal(narrowedListHref(undefined, { score: { min: 90, max: 99 } }), '#/bridges?score=90..99')
})

test('scoped to a list, a bar narrows that list’s one query: its words, place, suggestors, ranges and sort stay', () => {
  const scope = decodeListQuery(
    'q=harbour&place=local&suggestors=verified&category=health&category=transport&passes=100..&sort=-passes',
  )
  const byCategory = queryOf(narrowedListHref(scope, { category: 'transport' }))
  assert.deepEqual(
    byCategory,
    decodeListQuery('q=harbour&place=local&suggestors=verified&category=transport&passes=100..&sort=-passes'),
  )
  const byScore = queryOf(narrowedListHref(scope, { score: { min: 50, max: 59 } }))
  assert.deepEqual(byScore, { ...scope, score: { min: 50, max: 59 } })
})

test('a suggestor’s name lists their bridges: the one query’s `by`, alone or narrowing a scoped list', () => {
  assert.equal(narrowedListHref(undefined, { by: 'li_berg' }), '#/bridges?by=li_berg')
  const scope = decodeListQuery('q=harbour&place=local&category=health&passes=100..&sort=-passes')
  assert.deepEqual(queryOf(narrowedListHref(scope, { by: 'Łucja Ørsted' })), { ...scope, by: 'Łucja Ørsted' })
  // The address is the list query's own: the list reads back the same name.
  assert.equal(queryOf(narrowedListHref(undefined, { by: 'a&b=c' })).by, 'a&b=c')
})
