import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  droppedColumn,
  layoutOfState,
  movedColumn,
  resolvedOrder,
  tableStateOf,
} from '../../../../../../renderer/src/features/bridges/table/table-state.ts'

const COLUMNS = ['title', 'category', 'passes', 'score']

test('a layout becomes TanStack state: order completed, hidden as false, widths and sort by column id', () => {
  const state = tableStateOf(
    {
      order: ['passes', 'title'],
      hidden: ['score'],
      widths: { category: 200 },
      sort: [{ column: 'passes', desc: true }],
    },
    COLUMNS,
  )
  assert.deepEqual(state, {
    columnOrder: ['passes', 'title', 'category', 'score'],
    columnVisibility: { score: false },
    columnSizing: { category: 200 },
    sorting: [{ id: 'passes', desc: true }],
  })
})

test('ids the table does not know (a link from another version) are dropped everywhere', () => {
  const state = tableStateOf(
    {
      order: ['gone', 'score'],
      hidden: ['gone'],
      widths: { gone: 90 },
      sort: [{ column: 'gone', desc: false }],
    },
    COLUMNS,
  )
  assert.deepEqual(state.columnOrder, ['score', 'title', 'category', 'passes'])
  assert.deepEqual(state.columnVisibility, {})
  assert.deepEqual(state.columnSizing, {})
  assert.deepEqual(state.sorting, [])
})

test('state goes back to the same layout; the table’s own order is written as none, widths rounded', () => {
  const layout = {
    order: ['score', 'title', 'category', 'passes'],
    hidden: ['category'],
    widths: { title: 240 },
    sort: [
      { column: 'score', desc: false },
      { column: 'title', desc: true },
    ],
  }
  assert.deepEqual(layoutOfState(tableStateOf(layout, COLUMNS), COLUMNS), layout)
  const plain = layoutOfState(
    { columnOrder: COLUMNS, columnVisibility: {}, columnSizing: { passes: 99.6 }, sorting: [] },
    COLUMNS,
  )
  assert.deepEqual(plain, { order: [], hidden: [], widths: { passes: 100 }, sort: [] })
})

test('resolvedOrder keeps the first of a repeated id', () => {
  assert.deepEqual(resolvedOrder(['score', 'score', 'title'], COLUMNS), [
    'score',
    'title',
    'category',
    'passes',
  ])
})

test('moving a column steps over hidden columns and stops at the ends', () => {
  assert.deepEqual(movedColumn(COLUMNS, 'passes', -1, ['category']), ['passes', 'category', 'title', 'score'])
  assert.deepEqual(movedColumn(COLUMNS, 'title', -1, []), COLUMNS)
  assert.deepEqual(movedColumn(COLUMNS, 'score', 1, []), COLUMNS)
})

test('a dropped column lands where the pointer let go: after the target rightwards, before it leftwards', () => {
  assert.deepEqual(droppedColumn(COLUMNS, 'title', 'passes'), ['category', 'passes', 'title', 'score'])
  assert.deepEqual(droppedColumn(COLUMNS, 'score', 'title'), ['score', 'title', 'category', 'passes'])
  assert.deepEqual(droppedColumn(COLUMNS, 'title', 'title'), COLUMNS)
})
