import assert from 'node:assert/strict'
import { test } from 'node:test'
import { uniqueRows } from '../../../../../renderer/src/features/bridges/unique-rows.ts'

test('a bridge repeated on a later page is kept once, in first-seen order, and the repeat is counted', () => {
  const { rows, repeats } = uniqueRows([
    [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
    [{ id: 'c' }, { id: 'd' }],
    [{ id: 'a' }],
  ])
  assert.deepEqual(
    rows.map((r) => r.id),
    ['a', 'b', 'c', 'd'],
  )
  assert.equal(repeats, 2)
})

test('pages without repeats come back unchanged', () => {
  assert.deepEqual(uniqueRows([[{ id: 'x' }], []]), { rows: [{ id: 'x' }], repeats: 0 })
})

test('an id twice on one page is shown once but is not "sent again on a later page"', () => {
  const { rows, repeats } = uniqueRows([
    [{ id: 'a' }, { id: 'a' }, { id: 'b' }],
    [{ id: 'c' }, { id: 'c' }],
  ])
  assert.deepEqual(
    rows.map((r) => r.id),
    ['a', 'b', 'c'],
  )
  assert.equal(repeats, 0)
})
