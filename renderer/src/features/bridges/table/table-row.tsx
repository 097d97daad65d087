import type { Column, Table } from '@tanstack/react-table'
import { memo, type ReactElement } from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import { columnStyle } from './column-style.ts'

/** Props of TableRow: what it shows, and `columnsKey`, which changes whenever the columns' order, set or widths do. */
export interface TableRowProps {
  table: Table<BridgeSummary>
  /** The columns shown, in order (TanStack keeps the same array while they do not change). */
  columns: Column<BridgeSummary>[]
  bridge: BridgeSummary
  index: number
  /** Offset from the top of the body, in px. */
  top: number
  selected: boolean
  active: boolean
  domId: string
  columnsKey: string
}

/**
 * One data row. Memoized: a scroll re-renders the grid every frame, and only rows that enter the view, or whose
 * selection changed, render again (the grid handles clicks for all rows, so rows take no handlers).
 */
export const TableRow = memo(function TableRow({
  table,
  columns,
  bridge,
  index,
  top,
  selected,
  active,
  domId,
}: TableRowProps): ReactElement {
  const classes = ['table-row']
  if (selected) classes.push('is-selected')
  if (active) classes.push('is-active')
  return (
    <div
      id={domId}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-row-index={index}
      className={classes.join(' ')}
      style={{ transform: `translateY(${top}px)` }}
    >
      {columns.map((column) => (
        <div
          // By column: a row that shows another bridge keeps its cells and changes their content.
          key={column.id}
          role="gridcell"
          className={column.columnDef.meta?.numeric ? 'table-cell is-numeric' : 'table-cell'}
          style={columnStyle(table, column)}
          data-column={column.id}
        >
          {column.columnDef.meta?.render?.(bridge)}
        </div>
      ))}
    </div>
  )
})
