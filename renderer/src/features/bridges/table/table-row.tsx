import { flexRender, type Row, type Table } from '@tanstack/react-table'
import { memo, type ReactElement } from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import { columnStyle } from './column-style.ts'

/** Props of TableRow: what it shows, and `columnsKey`, which changes whenever the columns' order, set or widths do. */
export interface TableRowProps {
  table: Table<BridgeSummary>
  row: Row<BridgeSummary>
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
  row,
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
      {row.getVisibleCells().map((cell) => (
        <div
          key={cell.id}
          role="gridcell"
          className={cell.column.columnDef.meta?.numeric ? 'table-cell is-numeric' : 'table-cell'}
          style={columnStyle(table, cell.column)}
          data-column={cell.column.id}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </div>
      ))}
    </div>
  )
})
