import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  createColumnHelper,
  createTable,
  getCoreRowModel,
  getSortedRowModel,
  type ColumnDef,
  type SortingState,
  type TableOptionsResolved,
  type TableState,
} from '@tanstack/react-table'
import {
  compareNumber,
  compareText,
  SORTING_OPTIONS,
  sortColumnsOf,
  sortRows,
} from '../../../../../../renderer/src/features/bridges/table/sorted-rows.ts'

type Item = { id: string; title: string; passes: number | null; score: number; user: string }

// A fixed pseudo-random sequence, so a failure can be replayed.
function random(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const WORDS = [
  'Bridge',
  'bridge',
  'Élan',
  'elan',
  'zeta',
  'Zeta',
  'item 2',
  'item 10',
  '',
  '  ',
  'ß',
  'ä',
  'a',
]

function items(n: number, seed: number): Item[] {
  const r = random(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T
  return Array.from({ length: n }, (_, i) => ({
    id: `row-${i}`,
    title: `${pick(WORDS)} ${pick(WORDS)}`.trim(),
    passes: r() < 0.1 ? null : r() < 0.05 ? Number.NaN : Math.floor(r() * 50),
    score: Math.round(r() * 10) / 2,
    user: pick(['ann', 'Bob', 'bob', 'cy', 'Ann']),
  }))
}

const col = createColumnHelper<Item>()
// TanStack's own sorting functions, with the same comparisons, for the reference order.
const text = (a: { getValue: (id: string) => unknown }, b: typeof a, id: string): number =>
  compareText(String(a.getValue(id) ?? ''), String(b.getValue(id) ?? ''))
const num = (a: { getValue: (id: string) => unknown }, b: typeof a, id: string): number =>
  compareNumber(a.getValue(id), b.getValue(id))
const COLUMNS = [
  col.accessor('title', { id: 'title', sortingFn: text }),
  col.accessor('passes', { id: 'passes', sortingFn: num, meta: { sort: 'number' } }),
  col.accessor('score', { id: 'score', sortingFn: num, meta: { sort: 'number' } }),
  col.accessor('user', { id: 'user', sortingFn: text }),
  col.accessor('id', { id: 'id', sortingFn: text, enableSorting: false }),
] as ColumnDef<Item, unknown>[]

/** A TanStack table with TanStack's own sorted row model: the reference order. */
function tableOf(data: Item[], sorting: SortingState) {
  const state = {
    sorting,
    columnOrder: [],
    columnVisibility: {},
    columnSizing: {},
    columnPinning: {},
    rowPinning: {},
    expanded: {},
    grouping: [],
    columnFilters: [],
    rowSelection: {},
    pagination: { pageIndex: 0, pageSize: 10 },
  } as unknown as TableState
  const options: TableOptionsResolved<Item> = {
    data,
    columns: COLUMNS,
    state,
    onStateChange: () => {},
    renderFallbackValue: null,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...SORTING_OPTIONS,
  }
  return createTable(options)
}

/** The ids in the order TanStack's own model gives (`fast` false), or in sortRows' order over a table with no rows. */
function order(data: Item[], sorting: SortingState, fast: boolean): string[] {
  if (!fast)
    return tableOf(data, sorting)
      .getRowModel()
      .rows.map((r) => r.id)
  return sortRows(data, sorting, sortColumnsOf(tableOf([], sorting))).map((d) => d.id)
}

test('every sort gives the order TanStack’s own sorted row model gives, ties in the service’s order', () => {
  const data = items(1500, 7)
  const cases: SortingState[] = [
    [{ id: 'title', desc: false }],
    [{ id: 'title', desc: true }],
    [{ id: 'passes', desc: true }],
    [{ id: 'passes', desc: false }],
    [
      { id: 'score', desc: true },
      { id: 'user', desc: false },
    ],
    [
      { id: 'user', desc: true },
      { id: 'score', desc: false },
      { id: 'title', desc: false },
    ],
  ]
  for (const sorting of cases) {
    const expected = order(data, sorting, false)
    assert.notDeepEqual(
      expected,
      data.map((d) => d.id),
      `the data must not already be in order for ${JSON.stringify(sorting)}`,
    )
    assert.deepEqual(order(data, sorting, true), expected, JSON.stringify(sorting))
  }
})

test('values that are not numbers sort lowest in a number column, and a column that cannot sort is ignored', () => {
  const data = items(300, 3)
  const ascending = order(data, [{ id: 'passes', desc: false }], true)
  const firstReal = ascending.findIndex((id) => Number.isFinite(data[Number(id.slice(4))]!.passes))
  assert.ok(firstReal > 0, 'some rows have no number')
  assert.ok(ascending.slice(firstReal).every((id) => Number.isFinite(data[Number(id.slice(4))]!.passes)))
  // "id" has sorting turned off: the order stays the service's.
  assert.deepEqual(
    order(data, [{ id: 'id', desc: true }], true),
    data.map((d) => d.id),
  )
})

test('sortRows returns the same row objects, and the same array when nothing sorts', () => {
  const data = items(50, 11)
  const columns = sortColumnsOf(tableOf([], []))
  const sorted = sortRows(data, [{ id: 'title', desc: false }], columns)
  assert.notEqual(sorted, data)
  for (const row of sorted) assert.ok(data.includes(row))
  assert.equal(sortRows(data, [], columns), data)
  assert.equal(sortRows(data, [{ id: 'id', desc: true }], columns), data)
})

test('with no rows given to TanStack, a text column sorts ascending first and a number column as it says', () => {
  const columns = [
    col.accessor('title', { id: 'title' }),
    col.accessor('passes', { id: 'passes', sortDescFirst: true, meta: { sort: 'number' } }),
  ] as ColumnDef<Item, unknown>[]
  const table = createTable({ ...tableOf([], []).options, columns })
  // TanStack would otherwise guess from the first row, and with none it guesses "descending" for text too.
  assert.equal(table.getColumn('title')?.getFirstSortDir(), 'asc')
  assert.equal(table.getColumn('title')?.getNextSortingOrder(), 'asc')
  assert.equal(table.getColumn('passes')?.getNextSortingOrder(), 'desc')
})
