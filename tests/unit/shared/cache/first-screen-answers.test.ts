// Which page is drawn with the kept rows (shared/cache/first-screen-answers.ts, drawsKeptList): the unfiltered
// list in any display and columns, since a layout changes how the same answer is shown; never a filtered list,
// whose answer the kept unfiltered one is not, nor another page.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { drawsKeptList } from '../../../../shared/cache/first-screen-answers.ts'

test('the unfiltered list, as the list or the table with any columns, is drawn with the kept rows', () => {
  for (const page of [
    '#/bridges',
    '#/bridges/',
    '#/bridges?display=table',
    '#/bridges?display=table&order=title,passes&hidden=slug,id&widths=title:240&sort=-passes',
  ])
    assert.equal(drawsKeptList(page), true, page)
})

test('a filtered list, another page, or no page is not', () => {
  for (const page of [
    '#/bridges?q=solar',
    '#/bridges?category=Health',
    '#/bridges?q=',
    '#/bridges?display=table&q=solar',
    '#/bridges/some-bridge',
    '#/stats',
    'https://example.com/#/bridges',
    '',
    null,
  ])
    assert.equal(drawsKeptList(page), false, String(page))
})
