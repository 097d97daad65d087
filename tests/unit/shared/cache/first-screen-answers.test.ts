// Which page is drawn with kept rows, and from which kept answer (shared/cache/first-screen-answers.ts): every
// bridge list in any display and columns (a layout changes how an answer is shown, never the answer), each from
// the answer of its own search and category, found by the very key the renderer keys that list by; another
// page, or no page, never.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { hashKey } from '@tanstack/react-query'
import {
  drawsKeptList,
  firstScreenList,
  keptListFilters,
  listHashOf,
  listKeyOf,
} from '../../../../shared/cache/first-screen-answers.ts'
import { normalizeFilters } from '../../../../shared/views/list-query.ts'
import { parseLocation } from '../../../../renderer/src/lib/route.ts'

test('every bridge list, as the list or the table with any columns, is drawn with kept rows', () => {
  for (const page of [
    '#/bridges',
    '#/bridges/',
    '#/bridges?display=table',
    '#/bridges?display=table&order=title,passes&hidden=slug,id&widths=title:240&sort=-passes',
    '#/bridges?q=solar',
    '#/bridges?category=Health',
    '#/bridges?q=',
    '#/bridges?display=table&q=solar',
  ])
    assert.equal(drawsKeptList(page), true, page)
})

test('another page, or no page, is not', () => {
  for (const page of ['#/bridges/some-bridge', '#/stats', 'https://example.com/#/bridges', '', null])
    assert.equal(drawsKeptList(page), false, String(page))
})

test('main finds a list by the key the renderer gives it, hostile and untidy text included', () => {
  for (const page of [
    '#/bridges',
    '#/bridges?display=table',
    '#/bridges?q=solar+power&category=health',
    '#/bridges?q=++solar+++power++&category=+health+',
    `#/bridges?${new URLSearchParams({ q: '</script>"\\\u202e<!--&amp;', category: '"]}' }).toString()}`,
    `#/bridges?${new URLSearchParams({ q: ` ${'q'.repeat(300)}`, category: 'c'.repeat(300) }).toString()}`,
  ]) {
    const route = parseLocation(page)
    assert.equal(route.name, 'bridges', page)
    if (route.name !== 'bridges') continue
    const rendererKey = ['bridges', 'list', normalizeFilters(route.q, route.category)]
    const filters = keptListFilters(page)
    assert.ok(filters, page)
    assert.deepEqual(listKeyOf(filters), rendererKey, page)
    assert.equal(listHashOf(filters), hashKey(rendererKey), page)
  }
})

test('the kept answer of one list is never found for another', () => {
  const entry = (q: string, category: string): unknown => ({
    queryHash: listHashOf({ q, category }),
    state: {
      data: { pages: [{ value: { data: [], has_more: false, next_cursor: null } }], pageParams: [null] },
      dataUpdatedAt: 1,
    },
  })
  const kept = [entry('', ''), entry('solar', '')]
  assert.equal(
    firstScreenList(kept, { q: 'solar', category: '' })?.queryHash,
    listHashOf({ q: 'solar', category: '' }),
  )
  assert.deepEqual(
    firstScreenList(kept, { q: 'solar', category: '' })?.queryKey,
    listKeyOf({ q: 'solar', category: '' }),
  )
  assert.equal(firstScreenList(kept, { q: 'solar', category: 'health' }), null)
  assert.equal(firstScreenList(kept, { q: 'wind', category: '' }), null)
  assert.equal(firstScreenList(kept)?.queryHash, listHashOf({ q: '', category: '' }))
})

test('a list only the catalogue narrows has no kept answer, whatever the service keeps for its words', () => {
  for (const page of [
    '#/bridges?by=li_berg',
    '#/bridges?q=solar&by=LI_BERG&display=table',
    '#/bridges?suggestors=unverified',
    '#/bridges?q=solar&passes=..100',
    '#/bridges?score=1..2',
    '#/bridges?published=..2025-01-01',
    '#/bridges?category=health&category=transport',
  ]) {
    assert.equal(keptListFilters(page), null, page)
    // Still the bridge list: its frame is drawn.
    assert.equal(drawsKeptList(page), true, page)
  }
  // A by that is no username (hidden characters) is no filter: the list of its words, kept answer and all.
  assert.deepEqual(keptListFilters('#/bridges?q=solar&by=%E2%80%AEx'), { q: 'solar', category: '' })
  assert.deepEqual(keptListFilters('#/bridges?category=health&place=local'), { q: '', category: 'health' })
})
