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
  getFastSortedRowModel,
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

function tableOf(data: Item[], sorting: SortingState, fast: boolean) {
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
    getSortedRowModel: fast ? getFastSortedRowModel() : getSortedRowModel(),
  }
  return createTable(options)
}

const order = (data: Item[], sorting: SortingState, fast: boolean): string[] =>
  tableOf(data, sorting, fast)
    .getRowModel()
    .rows.map((r) => r.id)

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

test('the sorted model keeps the same row objects, and is made again only when the sorting or the rows change', () => {
  const data = items(50, 11)
  const table = tableOf(data, [{ id: 'title', desc: false }], true)
  const first = table.getRowModel()
  const byId = table.getCoreRowModel().rowsById
  for (const row of first.rows) assert.equal(row, byId[row.id])
  assert.equal(table.getRowModel(), first)
  table.setOptions((o) => ({ ...o, state: { ...o.state, sorting: [{ id: 'title', desc: true }] } }))
  const second = table.getRowModel()
  assert.notEqual(second, first)
  assert.deepEqual(
    second.rows.map((r) => r.id),
    order(data, [{ id: 'title', desc: true }], false),
  )
})
