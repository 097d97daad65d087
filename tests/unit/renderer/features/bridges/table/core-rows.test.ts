import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  createColumnHelper,
  createTable,
  getCoreRowModel,
  type ColumnDef,
  type Table,
  type TableOptionsResolved,
  type TableState,
} from '@tanstack/react-table'
import { getAppendingCoreRowModel } from '../../../../../../renderer/src/features/bridges/table/core-rows.ts'

type Item = { id: string; title: string }
const col = createColumnHelper<Item>()
const COLUMNS = [col.accessor('title', { id: 'title' })] as ColumnDef<Item, unknown>[]
const items = (from: number, to: number): Item[] =>
  Array.from({ length: to - from }, (_, i) => ({ id: `b${from + i}`, title: `Bridge ${from + i}` }))

function tableOf(data: Item[], appending: boolean): Table<Item> {
  const options: TableOptionsResolved<Item> = {
    data,
    columns: COLUMNS,
    state: { sorting: [], columnOrder: [], columnVisibility: {}, columnSizing: {} } as unknown as TableState,
    onStateChange: () => {},
    renderFallbackValue: null,
    getRowId: (row) => row.id,
    getCoreRowModel: appending ? getAppendingCoreRowModel() : getCoreRowModel(),
  }
  return createTable(options)
}

const setData = (table: Table<Item>, data: Item[]): void => table.setOptions((o) => ({ ...o, data }))

test('the rows are those TanStack’s own core model makes: same ids, order, indexes and values', () => {
  const data = items(0, 120)
  const ours = tableOf(data, true).getCoreRowModel()
  const theirs = tableOf(data, false).getCoreRowModel()
  const shape = (rows: typeof ours.rows) => rows.map((r) => [r.id, r.index, r.depth, r.getValue('title')])
  assert.deepEqual(shape(ours.rows), shape(theirs.rows))
  assert.deepEqual(Object.keys(ours.rowsById), Object.keys(theirs.rowsById))
  assert.equal(ours.flatRows.length, 120)
})

test('a page appended keeps every row object already built and builds only the new ones', () => {
  const first = items(0, 100)
  const table = tableOf(first, true)
  const before = table.getCoreRowModel()
  const same = table.getCoreRowModel()
  assert.equal(same, before, 'unchanged data: the same model')
  setData(table, [...first, ...items(100, 150)])
  const after = table.getCoreRowModel()
  assert.equal(after.rows.length, 150)
  for (let i = 0; i < 100; i++) assert.equal(after.rows[i], before.rows[i], `row ${i} kept`)
  assert.equal(after.rows[120]?.id, 'b120')
  assert.equal(after.rowsById['b149'], after.rows[149])
})

test('a bridge that is a new object, or at another place, gets a new row; a removed one leaves the model', () => {
  const data = items(0, 10)
  const table = tableOf(data, true)
  const before = table.getCoreRowModel()
  const changed = { ...data[3]!, title: 'Renamed' }
  setData(table, [data[1]!, data[0]!, data[2]!, changed, ...data.slice(4, 9)])
  const after = table.getCoreRowModel()
  assert.notEqual(after.rows[0], before.rows[1], 'moved: a row with its new index')
  assert.equal(after.rows[0]?.index, 0)
  assert.equal(after.rows[2], before.rows[2], 'same object, same place: kept')
  assert.equal(after.rows[3]?.getValue('title'), 'Renamed')
  assert.equal(after.rows.length, 9)
  assert.equal(after.rowsById['b9'], undefined)
})
