import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  listEnd,
  listEndNotice,
  MAX_EMPTY_PAGES,
  nextCursor,
  type PageLike,
} from '../../../../../renderer/src/entities/bridge/list-end.ts'
import { english } from '../../../../support/words-in.ts'

/** The line under a list that ended so, in English. */
const notice = (end: Parameters<typeof listEndNotice>[0]): string | null => {
  const id = listEndNotice(end)
  return id === null ? null : english(id, { n: MAX_EMPTY_PAGES })
}

const page = (rows: number, has_more: boolean, next_cursor: string | null): PageLike => ({
  value: { data: Array.from({ length: rows }, (_, i) => ({ id: String(i) })), has_more, next_cursor },
})

test('the list follows next_cursor while has_more, and ends when has_more is false', () => {
  assert.equal(nextCursor([page(2, true, 'c2')], [null]), 'c2')
  assert.equal(listEnd([page(2, false, null)], [null]), 'complete')
  assert.equal(nextCursor([page(2, false, 'ignored')], [null]), undefined)
})

test('a cursor already followed stops the list instead of cycling, and says it may be incomplete', () => {
  const pages = [page(2, true, 'c2'), page(2, true, 'c3'), page(2, true, 'c2')]
  assert.equal(listEnd(pages, [null, 'c2', 'c3']), 'repeated_cursor')
  assert.equal(nextCursor(pages, [null, 'c2', 'c3']), undefined)
  assert.match(notice('repeated_cursor') ?? '', /may be incomplete/)
})

test('has_more without next_cursor is not "that is all": the list says it may be incomplete', () => {
  for (const cursor of [null, '']) {
    assert.equal(listEnd([page(3, true, cursor)], [null]), 'missing_cursor')
    assert.equal(nextCursor([page(3, true, cursor)], [null]), undefined)
  }
  assert.match(notice('missing_cursor') ?? '', /may be incomplete/)
  assert.equal(notice('complete'), null)
})

test('an empty page that says has_more is followed, up to a bound on empty pages in a row', () => {
  assert.equal(nextCursor([page(0, true, 'c2')], [null]), 'c2')
  const empties = Array.from({ length: MAX_EMPTY_PAGES }, (_, i) => page(0, true, `c${i + 2}`))
  const cursors = [null, ...empties.slice(0, -1).map((p) => p.value.next_cursor)]
  assert.equal(listEnd(empties, cursors), 'empty_pages')
  assert.equal(listEnd([page(1, true, 'x'), ...empties.slice(1)], cursors), 'more')
})
