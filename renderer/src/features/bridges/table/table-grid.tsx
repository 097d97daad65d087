import type { Table } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import { useFirstScreenFacts, useHydrating } from '../../../lib/first-screen.ts'
import { navigate } from '../../../lib/router.ts'
import { useWords } from '../../../lib/words.tsx'
import { useListPlace, useNextPageNearEnd, type NextPage } from '../list-paging.ts'
import type { ClickKeys, RowSelection } from './row-selection.ts'
import { rowMinWidth } from './column-style.ts'
import { TableHeader } from './table-header.tsx'
import { TableRow } from './table-row.tsx'

/** Row height in px: denser than the list, one line per bridge. */
export const TABLE_ROW_HEIGHT = 36
const PAGE_ROWS = 10

/** Props of TableGrid. */
export interface TableGridProps extends NextPage {
  table: Table<BridgeSummary>
  /** The loaded bridges, in the table's sort order. */
  rows: readonly BridgeSummary[]
  selection: RowSelection
  /** A click on a row (with its modifier keys). */
  onRowClick: (id: string, keys: ClickKeys) => void
  /** The keyboard moved the active row by `step` (Shift extends the selection). */
  onMove: (step: number, extend: boolean) => void
  onSelectAll: () => void
  /** Ctrl/Cmd+C on the grid. */
  onCopy: () => void
  /** Right-click or the context-menu key on a row; x/y in viewport px. */
  onContextMenu: (id: string, x: number, y: number) => void
}

/** The virtualized grid: a sticky header, and only the rows in view (plus a few) in the DOM. */
export function TableGrid(props: TableGridProps): ReactElement {
  const { table, rows, selection, hasNextPage, nextPageFailed } = props
  const { t, locale } = useWords()
  const scrollRef = useRef<HTMLDivElement>(null)
  const domId = useId()
  const { restored, place } = useListPlace(false)
  const count = rows.length + (hasNextPage && !nextPageFailed ? 1 : 0)
  // Drawn before any script and hydrated: the window size the drawing assumed (lib/first-screen.ts).
  const drawn = useFirstScreenFacts()
  const hydrating = useHydrating()
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    // Not while the drawing is being adopted: measured then, the list would be rendered again at once, in the same
    // task as every effect of the hydration (a long task); it is measured in the render after (lib/first-screen.ts).
    getScrollElement: () => (hydrating ? null : scrollRef.current),
    estimateSize: () => TABLE_ROW_HEIGHT,
    overscan: 10,
    initialOffset: restored?.offset ?? 0,
    // The sticky header (one row high) sits above the first row inside the scrolled box.
    scrollMargin: TABLE_ROW_HEIGHT,
    scrollPaddingStart: TABLE_ROW_HEIGHT,
    // The grid cannot be taller than the window: its first render already has the rows for it (as the list's).
    initialRect:
      hydrating && drawn !== null ? drawn.viewport : { width: window.innerWidth, height: window.innerHeight },
  })
  const items = virtualizer.getVirtualItems()
  // Not on every scroll frame: a search through 10,000 rows only when the rows or the active row change.
  const activeIndex = useMemo(
    () => (selection.active === null ? -1 : rows.findIndex((r) => r.id === selection.active)),
    [rows, selection.active],
  )

  useNextPageNearEnd(items[items.length - 1]?.index ?? -1, rows.length, props)

  useEffect(() => {
    // The active row stays in view as the keyboard moves it, and after a sort moves it elsewhere.
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' })
  }, [activeIndex, virtualizer])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.target !== e.currentTarget) return
    const mod = e.ctrlKey || e.metaKey
    const active = rows[activeIndex]
    if (e.key === 'ArrowDown') props.onMove(1, e.shiftKey)
    else if (e.key === 'ArrowUp') props.onMove(-1, e.shiftKey)
    else if (e.key === 'PageDown') props.onMove(PAGE_ROWS, e.shiftKey)
    else if (e.key === 'PageUp') props.onMove(-PAGE_ROWS, e.shiftKey)
    else if (e.key === 'Home') props.onMove(-rows.length, e.shiftKey)
    else if (e.key === 'End') props.onMove(rows.length, e.shiftKey)
    else if (mod && e.key.toLowerCase() === 'a') props.onSelectAll()
    else if (mod && e.key.toLowerCase() === 'c') props.onCopy()
    else if (e.key === 'Enter' && active) navigate({ name: 'bridge', slug: active.slug })
    else if ((e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) && active) {
      const box = scrollRef.current?.querySelector(`#${CSS.escape(rowDomId(domId, activeIndex))}`)
      const rect = box?.getBoundingClientRect()
      props.onContextMenu(active.id, rect ? rect.left + 24 : 0, rect ? rect.bottom : 0)
    } else return
    e.preventDefault()
  }

  // One set of handlers for every row (rows are memoized and take none): the row is found from the event.
  const rowOf = (e: MouseEvent): BridgeSummary | undefined => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-row-index]')
    return el === null ? undefined : rows[Number(el.dataset.rowIndex)]
  }
  const onRowClick = (e: MouseEvent): void => {
    const row = rowOf(e)
    if (row === undefined) return
    // A link in the row does its own thing; a click elsewhere selects (with a modifier, on a link too).
    const onLink = (e.target as HTMLElement).closest('a') !== null
    if (onLink && !e.shiftKey && !e.ctrlKey && !e.metaKey) return
    if (onLink) e.preventDefault()
    props.onRowClick(row.id, e)
    scrollRef.current?.focus({ preventScroll: true })
  }
  const columns = table.getVisibleLeafColumns()
  const state = table.getState()
  // The language and formats too: a row's dates and numbers are worded in them, and rows are memoized.
  const columnsKey = JSON.stringify([
    state.columnOrder,
    state.columnVisibility,
    state.columnSizing,
    locale.language,
    locale.formats,
  ])
  const headerKey = JSON.stringify([columnsKey, state.sorting, state.columnSizingInfo])

  const width = { width: '100%', minWidth: rowMinWidth(table) }
  return (
    <div
      ref={scrollRef}
      className="grid-scroll"
      role="grid"
      aria-label={t('table.grid')}
      aria-rowcount={rows.length + 1}
      aria-colcount={table.getVisibleLeafColumns().length}
      aria-multiselectable="true"
      aria-activedescendant={activeIndex >= 0 ? rowDomId(domId, activeIndex) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onScroll={(e) => {
        place.current.offset = e.currentTarget.scrollTop
      }}
    >
      <div role="rowgroup" className="table-head" style={width}>
        <TableHeader table={table} stateKey={headerKey} />
      </div>
      <div
        role="rowgroup"
        className="table-body"
        style={{ height: virtualizer.getTotalSize(), ...width }}
        onClick={onRowClick}
        onDoubleClick={(e) => {
          const row = rowOf(e)
          if (row !== undefined && (e.target as HTMLElement).closest('a') === null)
            navigate({ name: 'bridge', slug: row.slug })
        }}
        onContextMenu={(e) => {
          const row = rowOf(e)
          if (row === undefined) return
          e.preventDefault()
          props.onContextMenu(row.id, e.clientX, e.clientY)
        }}
      >
        {items.map((item) => {
          const row = rows[item.index]
          const top = item.start - TABLE_ROW_HEIGHT
          if (row === undefined) {
            return (
              <div
                key={item.key}
                role="row"
                className="table-row table-row-loading muted"
                style={{ transform: `translateY(${top}px)` }}
                aria-busy="true"
              >
                <div role="gridcell" className="table-cell">
                  {t('table.loading-more')}
                </div>
              </div>
            )
          }
          return (
            <TableRow
              // By place, not by bridge: after a sort the same elements show other rows (updated, not rebuilt).
              key={item.index}
              table={table}
              columns={columns}
              bridge={row}
              index={item.index}
              top={top}
              selected={selection.selected.has(row.id)}
              active={item.index === activeIndex}
              domId={rowDomId(domId, item.index)}
              columnsKey={columnsKey}
            />
          )
        })}
      </div>
    </div>
  )
}

function rowDomId(base: string, index: number): string {
  return `${base}-row-${index}`
}
