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

/** The side panel's width beside the table and the gap before it (table.css: .side-panel, .table-area). */
const PANEL_BESIDE_PX = 300 + 12

/** The least width the title keeps when the panel sits beside the table: about 40 characters of a title. */
export const TITLE_BESIDE_PX = 320

/**
 * Whether the side panel goes beside the table in an area `areaWidth` wide: only when every column shown keeps its
 * width and the title at least TITLE_BESIDE_PX (a title the user sized keeps that size); else it goes under the
 * table, which keeps the whole width (at 1280 px the default columns leave no room for it beside).
 */
export function panelBeside(table: Table<BridgeSummary>, areaWidth: number): boolean {
  const title = table.getColumn('title')
  const row =
    flexTitle(table) && title
      ? table.getTotalSize() - title.getSize() + TITLE_BESIDE_PX
      : table.getTotalSize()
  return areaWidth >= row + PANEL_BESIDE_PX
}
