import type { Column, Table } from '@tanstack/react-table'
import type { CSSProperties } from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import { TITLE_MIN_PX } from './table-state.ts'

/**
 * Until the user sizes it, the title column takes the width the others leave (down to TITLE_MIN_PX, when the
 * side panel is open); every other column, and a sized title, has its width exactly.
 */
function flexTitle(table: Table<BridgeSummary>): boolean {
  return (
    table.getState().columnSizing['title'] === undefined && table.getColumn('title')?.getIsVisible() === true
  )
}

/** The style of a column's header and body cells. */
export function columnStyle(table: Table<BridgeSummary>, column: Column<BridgeSummary>): CSSProperties {
  const size = column.getSize()
  return column.id === 'title' && flexTitle(table)
    ? { flex: `1 1 ${size}px`, minWidth: TITLE_MIN_PX }
    : { width: size }
}

/** The least width of a row: the sum of the widths, the flexible title counted at its minimum. */
export function rowMinWidth(table: Table<BridgeSummary>): number {
  const total = table.getTotalSize()
  const title = table.getColumn('title')
  return flexTitle(table) && title ? total - title.getSize() + TITLE_MIN_PX : total
}
