// Export reads the list's one query (renderer/src/features/bridges/export-query.ts): the file has the rows and the
// order on screen, from where the screen lists them.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { decodeListQuery } from '../../../../../shared/views/list-query.ts'
import {
  columnsShown,
  exportCountSentence,
  exportOfList,
} from '../../../../../renderer/src/features/bridges/export-query.ts'
import { english } from '../../../../support/words-in.ts'

test('an export of a list sorted and filtered by suggestors asks the catalogue for that filter and order', () => {
  const query = decodeListQuery(
    'q=+rain++gardens&category=health&place=local&suggestors=verified&sort=-passes',
  )
  assert.deepEqual(exportOfList(query, 'passes', true), {
    q: 'rain gardens',
    category: 'health',
    verified: true,
    by: undefined,
    sort: 'passes',
    categories: undefined,
    passes: undefined,
    score: undefined,
    published: undefined,
    only: 'catalogue',
  })
  assert.equal(exportOfList(decodeListQuery('suggestors=unverified'), null, true).verified, false)
})

test('an export of the service’s list asks for its words and category only, and either source may be chosen', () => {
  assert.deepEqual(exportOfList(decodeListQuery('q=rain'), null, false), {
    q: 'rain',
    category: undefined,
    verified: undefined,
    by: undefined,
    sort: undefined,
    categories: undefined,
    passes: undefined,
    score: undefined,
    published: undefined,
    only: null,
  })
})

test('an export of a list with several categories and ranges asks the catalogue for every one of them', () => {
  const query = decodeListQuery(
    'category=health&category=transport&passes=10..500&score=50..&published=..2025-06-30',
  )
  const asked = exportOfList(query, null, true)
  assert.deepEqual(
    [asked.category, asked.categories, asked.passes, asked.score, asked.published, asked.only],
    [
      undefined,
      ['health', 'transport'],
      { min: 10, max: 500 },
      { min: 50 },
      { to: '2025-06-30' },
      'catalogue',
    ],
  )
})

test('an export of one suggestor’s list asks the catalogue for their bridges, in the order on screen', () => {
  const asked = exportOfList(decodeListQuery('by=li_berg&place=local&sort=-score'), 'score', true)
  assert.deepEqual([asked.by, asked.sort, asked.only], ['li_berg', 'score', 'catalogue'])
  // Listed by the service (no catalogue yet), the screen shows everyone's, and so does the file.
  assert.equal(exportOfList(decodeListQuery('by=li_berg'), null, false).by, undefined)
})

test('the dialog says how many rows it writes before writing, when the list knows', () => {
  assert.equal(exportCountSentence(297, english), 'Writes 297 bridges, in the order on screen.')
  assert.match(exportCountSentence(null, english), /known once the service has listed them all/)
})

test('a CSV export has the columns shown, in the order shown, none hidden', () => {
  const table = { order: ['passes', 'title'], hidden: ['score', 'slug'], widths: {}, sort: [] }
  assert.deepEqual(columnsShown(table), ['passes', 'title', 'category', 'published_at', 'suggestor', 'id'])
})
