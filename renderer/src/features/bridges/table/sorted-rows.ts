/**
 * The table's rows in the order TanStack Table's sorting state asks for (which columns, which direction,
 * multi-sort, the first direction of each column), read from the column definitions' accessors.
 *
 * TanStack Table holds the column state and the header's toggles, and is given no rows: the rows are the bridges
 * themselves. Its row objects (v8 builds each with a few dozen closures, about 5 KB) made the table's heap 42 MB
 * at 10,000 rows against 9 MB for the list, and the major collections of that heap made scroll frames longer than
 * 50 ms (bench:table; BENCHMARKS.md). Its sorted row model also compared rows through a generic loop and the
 * rows' value caches (~70 ms of a 110 ms sort when profiled). Here each value is read once per row, and row
 * numbers are sorted with a plain text (collator) or number comparison. Unit-tested to give TanStack's own order.
 */
import type { RowData, SortingState, Table } from '@tanstack/react-table'

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

/** What sorting needs of one column: how its values compare, and its value for a row. */
export interface SortColumnDef<T> {
  kind: SortKind
  value: (row: T, index: number) => unknown
}

/**
 * The table's sorting options, in one place: up to three columns with Shift, and the first click on a column
 * sorts ascending unless the column says `sortDescFirst` (numbers and dates do). Said outright because TanStack
 * would otherwise guess each column's first direction from its first row, and the table gives it none.
 */
export const SORTING_OPTIONS = {
  enableMultiSort: true,
  maxMultiSortColCount: 3,
  sortDescFirst: false,
  isMultiSortEvent: (e: unknown): boolean => (e as { shiftKey?: boolean }).shiftKey === true,
} as const

/** A table's sortable columns: each one's kind (`meta.sort`, text when unset) and its accessor; null otherwise. */
export function sortColumnsOf<T extends RowData>(table: Table<T>): (id: string) => SortColumnDef<T> | null {
  return (id) => {
    const column = table.getColumn(id)
    if (!column?.getCanSort() || column.accessorFn === undefined) return null
    return { kind: column.columnDef.meta?.sort ?? 'text', value: column.accessorFn }
  }
}

type SortColumn = { desc: boolean; kind: SortKind; values: unknown[] }

/**
 * `rows` in the order `sorting` asks for (ties keep the service's order): the same row objects, not copies, and
 * the same array when nothing sorts.
 */
export function sortRows<T>(
  rows: readonly T[],
  sorting: SortingState,
  columnOf: (id: string) => SortColumnDef<T> | null,
): readonly T[] {
  const columns: SortColumn[] = []
  for (const s of sorting) {
    const column = columnOf(s.id)
    if (column === null) continue
    // Each value read once, as text or as it is for numbers.
    const values =
      column.kind === 'text'
        ? rows.map((r, i) => String(column.value(r, i) ?? ''))
        : rows.map((r, i) => column.value(r, i))
    columns.push({ desc: s.desc, kind: column.kind, values })
  }
  if (columns.length === 0) return rows
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
  return order.map((i) => rows[i] as T)
}
