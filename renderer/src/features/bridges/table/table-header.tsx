import type { Header, Table } from '@tanstack/react-table'
import { memo, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import { COLUMN_WIDTH_BOUNDS } from '../../../../../shared/views/bridge-view.ts'
import { useWords } from '../../../lib/words.tsx'
import { columnStyle } from './column-style.ts'
import { columnLabel } from './columns.tsx'
import { droppedColumn, movedColumn } from './table-state.ts'

const RESIZE_STEP_PX = 16
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

/** Props of TableHeader: the table, and `stateKey`, which changes whenever the column state it shows does. */
export interface TableHeaderProps {
  table: Table<BridgeSummary>
  stateKey: string
}

/**
 * The header row: sort by a click (Shift adds a second sort), resize by the edge, reorder by dragging. Memoized
 * on `stateKey` (TanStack keeps one table object): a scroll re-renders the grid every frame, not the header.
 */
export const TableHeader = memo(function TableHeader({ table }: TableHeaderProps): ReactElement {
  const { t, locale } = useWords()
  const [dragging, setDragging] = useState<string | null>(null)
  const [over, setOver] = useState<string | null>(null)
  // A press on a resize edge: pulling it resizes, and must not start dragging the column.
  const onEdge = useRef(false)
  const headers = table.getHeaderGroups()[0]?.headers ?? []
  const hidden = table
    .getAllLeafColumns()
    .filter((c) => !c.getIsVisible())
    .map((c) => c.id)

  const move = (id: string, step: -1 | 1): void =>
    table.setColumnOrder((order) => movedColumn(order, id, step, hidden))

  // Each header is one Tab stop, its sort button: ←/→ there change the column's width (what its edge does for the
  // mouse) and Alt+←/→ move the column (what dragging does), so the keyboard reaches both without a second stop.
  const onSortKey = (e: KeyboardEvent<HTMLButtonElement>, header: Header<BridgeSummary, unknown>): void => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
    if (e.ctrlKey || e.metaKey || e.shiftKey) return
    e.preventDefault()
    // Towards the row's start is narrower (and moves the column earlier): the left arrow, or the right one where the
    // row runs right to left.
    const step = (e.key === 'ArrowLeft') === (locale.dir === 'ltr') ? -1 : 1
    if (!e.altKey) {
      resize(header, step * RESIZE_STEP_PX)
      return
    }
    const button = e.currentTarget
    move(header.column.id, step)
    requestAnimationFrame(() => button.focus())
  }
  const describedBy = useId()

  return (
    <div role="row" aria-rowindex={1} className="table-row table-header-row">
      {headers.map((header) => {
        const id = header.column.id
        const sorted = header.column.getIsSorted()
        const sortIndex = table.getState().sorting.length > 1 ? header.column.getSortIndex() : -1
        const classes = ['table-cell', 'table-header-cell']
        if (header.column.columnDef.meta?.numeric) classes.push('is-numeric')
        if (over === id && dragging !== null && dragging !== id) classes.push('is-drop-target')
        if (dragging === id) classes.push('is-dragging')
        return (
          <div
            key={header.id}
            role="columnheader"
            aria-sort={sorted === false ? undefined : ARIA_SORT[sorted]}
            className={classes.join(' ')}
            style={columnStyle(table, header.column)}
            data-column={id}
            draggable
            onMouseDown={(e) => {
              onEdge.current = (e.target as HTMLElement).closest('.table-resize') !== null
            }}
            onDragStart={(e) => {
              if (onEdge.current) {
                e.preventDefault()
                return
              }
              e.dataTransfer.setData('text/x-bridge-column', id)
              e.dataTransfer.effectAllowed = 'move'
              setDragging(id)
            }}
            onDragOver={(e) => {
              if (dragging === null) return
              e.preventDefault()
              e.dataTransfer.dropEffect = 'move'
              setOver(id)
            }}
            onDragLeave={() => setOver((o) => (o === id ? null : o))}
            onDrop={(e) => {
              e.preventDefault()
              const from = e.dataTransfer.getData('text/x-bridge-column') || dragging
              if (from) table.setColumnOrder((order) => droppedColumn(order, from, id))
              setDragging(null)
              setOver(null)
            }}
            onDragEnd={() => {
              setDragging(null)
              setOver(null)
            }}
          >
            <button
              type="button"
              className="table-sort"
              onClick={header.column.getToggleSortingHandler()}
              onKeyDown={(e) => onSortKey(e, header)}
              // Tab onto a header cut by the grid's right edge: the browser leaves a header it sees a sliver of
              // where it is (at 200 % zoom "Suggestor" had its middle outside the window); all of it is brought
              // into view (WCAG 2.4.11, focus not obscured).
              onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
              aria-describedby={describedBy}
              title={t('table.sort-title')}
            >
              <span className="ellipsis">{columnLabel(t, header.column, id)}</span>
              <span className="table-sort-mark" aria-hidden="true">
                {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                {sortIndex >= 0 && sorted !== false ? <sub>{sortIndex + 1}</sub> : null}
              </span>
            </button>
            <ResizeHandle header={header} />
          </div>
        )
      })}
      <span id={describedBy} hidden>
        {t('table.sort-help')}
      </span>
    </div>
  )
})

function resize(header: Header<BridgeSummary, unknown>, by: number): void {
  const width = Math.min(COLUMN_WIDTH_BOUNDS.max, Math.max(COLUMN_WIDTH_BOUNDS.min, header.getSize() + by))
  header.getContext().table.setColumnSizing((old) => ({ ...old, [header.column.id]: width }))
}

function ResizeHandle({ header }: { header: Header<BridgeSummary, unknown> }): ReactElement {
  return (
    // The mouse's edge; the keyboard resizes from the header's own button (onSortKey), so this is no Tab stop and
    // hidden from screen readers (the button's description says how).
    <div
      aria-hidden="true"
      className={header.column.getIsResizing() ? 'table-resize is-resizing' : 'table-resize'}
      onMouseDown={header.getResizeHandler()}
      onTouchStart={header.getResizeHandler()}
      onDoubleClick={() => header.column.resetSize()}
      onClick={(e) => e.stopPropagation()}
    />
  )
}
