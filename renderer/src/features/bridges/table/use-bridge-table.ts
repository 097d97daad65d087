import {
  getCoreRowModel,
  useReactTable,
  type ColumnSizingInfoState,
  type ColumnSizingState,
  type Table,
  type Updater,
} from '@tanstack/react-table'
import { useMemo, useRef, useState } from 'react'
import { useWords } from '../../../lib/words.tsx'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import type { TableLayout } from '../../../../../shared/views/bridge-view.ts'
import { COLUMNS } from './columns.tsx'
import { COLUMN_IDS } from './copy-text.ts'
import { SORTING_OPTIONS, sortColumnsOf, sortRows } from './sorted-rows.ts'
import { layoutOfState, tableStateOf, type TableColumnState } from './table-state.ts'

const apply = <T>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater

const NOT_RESIZING: ColumnSizingInfoState = {
  startOffset: null,
  startSize: null,
  deltaOffset: null,
  deltaPercentage: null,
  isResizingColumn: false,
  columnSizingStart: [],
}

/**
 * The same state object while its content is the same: each location change parses a new layout, and TanStack
 * recomputes (re-sorts 10,000 rows) whenever the sorting array is a new one, so a resize must not make one.
 */
function useStableState(state: TableColumnState): TableColumnState {
  const keys = {
    columnOrder: JSON.stringify(state.columnOrder),
    columnVisibility: JSON.stringify(state.columnVisibility),
    columnSizing: JSON.stringify(state.columnSizing),
    sorting: JSON.stringify(state.sorting),
  }
  const columnOrder = useMemo(
    () => JSON.parse(keys.columnOrder) as TableColumnState['columnOrder'],
    [keys.columnOrder],
  )
  const columnVisibility = useMemo(
    () => JSON.parse(keys.columnVisibility) as TableColumnState['columnVisibility'],
    [keys.columnVisibility],
  )
  const columnSizing = useMemo(
    () => JSON.parse(keys.columnSizing) as TableColumnState['columnSizing'],
    [keys.columnSizing],
  )
  const sorting = useMemo(() => JSON.parse(keys.sorting) as TableColumnState['sorting'], [keys.sorting])
  return { columnOrder, columnVisibility, columnSizing, sorting }
}

/** The table's column state and the rows in its order. */
export interface BridgeTable {
  /** TanStack's table: columns, their order, widths, visibility and sorting, and the header's handlers. */
  table: Table<BridgeSummary>
  /** The loaded bridges in the table's sort order (the same array as loaded when nothing sorts or they come sorted). */
  rows: readonly BridgeSummary[]
}

// TanStack gets no rows: it holds the column state, and the rows are the bridges (sorted-rows.ts says why).
const NO_ROWS: BridgeSummary[] = []

/**
 * TanStack Table for the columns, its state controlled by `layout` (which lives in the location): every sort,
 * move, hide and show becomes a new layout at once; a resize only when the drag ends, so one drag is one change
 * of the location, not one per mouse move. The loaded `rows` come back in the sort order.
 */
export function useBridgeTable(
  rows: readonly BridgeSummary[],
  layout: TableLayout,
  onLayout: (next: TableLayout) => void,
  /** The rows come in the sort order already (the catalogue sorted the whole set): kept as they are. */
  presorted = false,
): BridgeTable {
  const { dir } = useWords().locale
  const base = useStableState(tableStateOf(layout, COLUMN_IDS))
  const [dragSizing, setDragSizing] = useState<ColumnSizingState | null>(null)
  const [sizingInfo, setSizingInfo] = useState(NOT_RESIZING)
  const dragged = useRef<ColumnSizingState | null>(null)
  const state: TableColumnState = { ...base, columnSizing: dragSizing ?? base.columnSizing }
  const commit = (patch: Partial<TableColumnState>): void =>
    onLayout(layoutOfState({ ...state, ...patch }, COLUMN_IDS))

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this build
  const table = useReactTable({
    data: NO_ROWS,
    columns: COLUMNS,
    state: { ...state, columnSizingInfo: sizingInfo },
    onSortingChange: (u) => commit({ sorting: apply(u, state.sorting) }),
    onColumnOrderChange: (u) => commit({ columnOrder: apply(u, state.columnOrder) }),
    onColumnVisibilityChange: (u) => commit({ columnVisibility: apply(u, state.columnVisibility) }),
    onColumnSizingChange: (u) => {
      const next = apply(u, state.columnSizing)
      dragged.current = next
      setDragSizing(next)
    },
    onColumnSizingInfoChange: (u) => {
      const next = apply(u, sizingInfo)
      setSizingInfo(next)
      if (sizingInfo.isResizingColumn !== false && next.isResizingColumn === false && dragged.current) {
        commit({ columnSizing: dragged.current })
        dragged.current = null
        setDragSizing(null)
      }
    },
    columnResizeMode: 'onChange',
    // In a right-to-left row the resize edge is a column's left side: pulling it leftwards widens the column.
    columnResizeDirection: dir,
    ...SORTING_OPTIONS,
    getCoreRowModel: getCoreRowModel(),
  })
  const sorted = useMemo(
    // Sorted once, by one rule: sorting the catalogue's order again here could disagree with it on ties and on
    // how titles collate.
    () => (presorted ? rows : sortRows(rows, base.sorting, sortColumnsOf(table))),
    // The table object is the same for the hook's life; the columns never change.
    [rows, base.sorting, table, presorted],
  )
  return { table, rows: sorted }
}
