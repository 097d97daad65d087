// "Copy link to this page" (renderer/src/features/command-palette/page-link.ts) reads the list's one query.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { DEFAULT_VIEW_LAYOUT, type ViewLayout } from '../../../../../shared/views/bridge-view.ts'
import { decodeListQuery } from '../../../../../shared/views/list-query.ts'
import { pageLink } from '../../../../../renderer/src/features/command-palette/page-link.ts'
import { parseLocation, routeFromDeepLink } from '../../../../../renderer/src/lib/route.ts'

const TABLE: ViewLayout = { ...DEFAULT_VIEW_LAYOUT, display: 'table' }

test('the list’s link carries its whole query (place, suggestors, sort) and opens the same list', () => {
  const hash = '#/bridges?q=rain&category=health&place=local&suggestors=verified&display=list&sort=-passes'
  const link = pageLink(parseLocation(hash), TABLE, `http://x/${hash}`)
  assert.equal(link, `bridge-explorer://bridges?${hash.split('?')[1]}`)
  const query = link.split('?')[1] ?? ''
  assert.deepEqual(routeFromDeepLink({ view: 'bridges', id: query }), parseLocation(hash))
  assert.deepEqual(decodeListQuery(query).suggestors, 'verified')
})

test('without a layout in the address, the link has the look shown and no sort; another page’s is its address', () => {
  const remembered: ViewLayout = {
    ...TABLE,
    table: { ...TABLE.table, sort: [{ column: 'score', desc: true }] },
  }
  assert.equal(
    pageLink(parseLocation('#/bridges?suggestors=unverified'), remembered, 'http://x/#/bridges'),
    'bridge-explorer://bridges?suggestors=unverified&display=table',
  )
  assert.equal(pageLink(parseLocation('#/stats'), remembered, 'http://x/#/stats'), 'http://x/#/stats')
})
