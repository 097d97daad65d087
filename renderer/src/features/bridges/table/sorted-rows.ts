/**
 * The table's sorted row model: TanStack Table's sorting state (which columns, which direction, multi-sort, the
 * first direction of each column) applied to the loaded rows in one pass over each column's values.
 *
 * Why not TanStack's own getSortedRowModel: it copies every row object and, for each of the ~130,000 comparisons
 * 10,000 rows take, runs a generic loop that looks up the column and reads both values through the row's value
 * cache. Profiled in Chromium here, that was ~70 ms of a 110 ms sort. This model reads each value once per row,
 * sorts row numbers with a comparison of plain values, and returns the same row objects in the new order. The
 * state, the header's toggles and the column definitions stay TanStack's; only this step is ours, plugged in
 * through the `getSortedRowModel` option meant for it. Unit-tested to give TanStack's own order.
 */
import type { Row, RowData, RowModel, SortingState, Table } from '@tanstack/react-table'

/** How a column's values compare: text by the user's collation (case-insensitive, digits as numbers), or numbers. */
export type SortKind = 'text' | 'number'

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the names must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** How the column sorts; text when unset. */
    sort?: SortKind
  }
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

/** Two texts in the user's collation. */
export const compareText = (a: string, b: string): number => collator.compare(a, b)

/** Two numbers; anything that is not a finite number sorts lowest, and never breaks the order of the others. */
export function compareNumber(a: unknown, b: unknown): number {
  const x = typeof a === 'number' && Number.isFinite(a) ? a : -Infinity
  const y = typeof b === 'number' && Number.isFinite(b) ? b : -Infinity
  return x === y ? 0 : x < y ? -1 : 1
}

type SortColumn = { desc: boolean; kind: SortKind; values: unknown[] }

/** `rows` in the order `sorting` asks for (ties keep the service's order); the same row objects, not copies. */
export function sortRows<T extends RowData>(
  rows: readonly Row<T>[],
  sorting: SortingState,
  kindOf: (columnId: string) => SortKind | null,
): Row<T>[] {
  const columns: SortColumn[] = []
  for (const s of sorting) {
    const kind = kindOf(s.id)
    if (kind === null) continue
    // Each value read once (TanStack keeps it on the row), as text or as it is for numbers.
    const values =
      kind === 'text' ? rows.map((r) => String(r.getValue(s.id) ?? '')) : rows.map((r) => r.getValue(s.id))
    columns.push({ desc: s.desc, kind, values })
  }
  if (columns.length === 0) return rows.slice()
  const order = Array.from(rows.keys())
  order.sort((a, b) => {
    for (const c of columns) {
      const d =
        c.kind === 'text'
          ? compareText(c.values[a] as string, c.values[b] as string)
          : compareNumber(c.values[a], c.values[b])
      if (d !== 0) return c.desc ? -d : d
    }
    return a - b
  })
  return order.map((i) => rows[i] as Row<T>)
}

/**
 * For useReactTable's `getSortedRowModel`: sorts the table's rows by its sorting state, using each column's
 * `meta.sort` kind (text when unset). Recomputed only when the sorting or the rows change.
 */
export function getFastSortedRowModel<T extends RowData>(): (table: Table<T>) => () => RowModel<T> {
  return (table) => {
    let lastSorting: SortingState | null = null
    let lastRows: RowModel<T> | null = null
    let result: RowModel<T> | null = null
    return () => {
      const sorting = table.getState().sorting
      const model = table.getPreSortedRowModel()
      if (result !== null && sorting === lastSorting && model === lastRows) return result
      lastSorting = sorting
      lastRows = model
      const kindOf = (id: string): SortKind | null => {
        const column = table.getColumn(id)
        return column?.getCanSort() ? (column.columnDef.meta?.sort ?? 'text') : null
      }
      if (model.rows.length === 0 || sorting.length === 0) result = model
      else {
        const rows = sortRows(model.rows, sorting, kindOf)
        result = { rows, flatRows: rows, rowsById: model.rowsById }
      }
      return result
    }
  }
}
