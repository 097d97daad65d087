/**
 * The table's core row model: TanStack Table's row objects, one per loaded bridge, built only once per bridge.
 *
 * TanStack's own getCoreRowModel builds a row object (with its few dozen methods) for every bridge whenever the
 * data changes. The list loads 50 bridges a page, so at 10,000 rows each page that arrived rebuilt 10,000 row
 * objects: the long tasks while loading the table (up to 225 ms). This model keeps the row of each bridge that is
 * still the same object at the same place, and builds rows only for the others; the rows are TanStack's own
 * (createRow), plugged in through the `getCoreRowModel` option. Unit-tested against TanStack's model.
 */
import { createRow, type Row, type RowData, type RowModel, type Table } from '@tanstack/react-table'

/** For useReactTable's `getCoreRowModel`: flat rows (no sub-rows), rebuilt only where the data changed. */
export function getAppendingCoreRowModel<T extends RowData>(): (table: Table<T>) => () => RowModel<T> {
  return (table) => {
    let lastData: readonly T[] | null = null
    let model: RowModel<T> | null = null
    return () => {
      const data = table.options.data
      if (model !== null && data === lastData) return model
      const before = model?.rows ?? []
      const rows: Row<T>[] = []
      const rowsById: Record<string, Row<T>> = {}
      for (let i = 0; i < data.length; i++) {
        const original = data[i] as T
        const kept = before[i]
        const row =
          kept !== undefined && kept.original === original
            ? kept
            : createRow(table, table._getRowId(original, i), original, i, 0)
        rows.push(row)
        rowsById[row.id] = row
      }
      lastData = data
      model = { rows, flatRows: rows, rowsById }
      return model
    }
  }
}
