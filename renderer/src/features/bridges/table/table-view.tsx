import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import type { TableLayout } from '../../../../../shared/views/bridge-view.ts'
import { FIRST_TABLE_LAYOUT } from '../../../store/bridges-layout-slice.ts'
import { copyText, useCopyStatus } from '../../../components/copy-buttons.tsx'
import type { CopyItem } from '../../../components/copy-items.ts'
import { CompareLink } from '../../../components/compare-link.tsx'
import { ColumnMenu } from './column-menu.tsx'
import { rowsText } from './copy-text.ts'
import {
  allSelected,
  clicked,
  moved,
  NO_SELECTION,
  selectedInOrder,
  type RowSelection,
} from './row-selection.ts'
import { RowMenu } from './row-menu.tsx'
import { SidePanel } from './side-panel.tsx'
import { SortNote } from './sort-note.tsx'
import { TableGrid } from './table-grid.tsx'
import { useBridgeTable } from './use-bridge-table.ts'
import { useRested } from './use-rested.ts'
import { panelBeside } from './column-style.ts'
import { useDrawnWidth } from '../../../components/use-drawn-width.ts'
import { useWords } from '../../../lib/words.tsx'
// Its styles are the first screen's (styles/index.css): a table drawn before any script is painted styled.

/** How long the selection must stay on a row before its detail is asked for (arrow keys pass rows quicker). */
export const REST_MS = 300

/** Props of TableView. */
export interface TableViewProps {
  rows: readonly BridgeSummary[]
  layout: TableLayout
  onLayout: (next: TableLayout) => void
  /** True while the service has more rows than are loaded (sorting then covers only those). */
  more: boolean
  /**
   * Set when the rows come sorted by the catalogue over the whole set (list-sort.tsx catalogueSortOf): what the
   * sort ran over, in words. The table then keeps their order instead of sorting the loaded rows again.
   */
  catalogueOrder: string | null
  hasNextPage: boolean
  isFetchingNextPage: boolean
  nextPageFailed: boolean
  fetchNextPage: () => void
}

/** The bridges as a table: sortable, resizable, reorderable columns, multi-select, copy, and a side panel. */
export function TableView(props: TableViewProps): ReactElement {
  const { rows, layout, onLayout } = props
  const { t } = useWords()
  const { table, rows: shown } = useBridgeTable(rows, layout, onLayout, props.catalogueOrder !== null)
  const [selection, setSelection] = useState<RowSelection>(NO_SELECTION)
  const [panelOpen, setPanelOpen] = useState(true)
  const [menu, setMenu] = useState<{ id: string; x: number; y: number } | null>(null)
  const { status, report } = useCopyStatus()
  const ids = useMemo(() => shown.map((b) => b.id), [shown])
  const byId = useMemo(() => new Map(rows.map((b) => [b.id, b])), [rows])
  const bySlug = useMemo(() => new Map(rows.map((b) => [b.slug, b.title])), [rows])
  const active = selection.active === null ? undefined : byId.get(selection.active)
  const rested = useRested(active?.slug ?? null, REST_MS)
  const selected = useMemo(() => selectedInOrder(shown, selection), [shown, selection])
  const columns = table.getVisibleLeafColumns().map((c) => c.id)

  const copyRows = (format: 'tsv' | 'csv'): void => {
    const text = rowsText(selected, columns, format)
    const what = t('table.copied', { n: selected.length, format: format.toUpperCase() })
    void copyText(text).then((ok) => report(ok, what))
  }
  const copyOne = (item: CopyItem): void => void copyText(item.text).then((ok) => report(ok, item.done))
  const viewRef = useRef<HTMLDivElement>(null)
  const closeMenu = useCallback((back: boolean) => {
    setMenu(null)
    if (back) viewRef.current?.querySelector<HTMLElement>('.grid-scroll')?.focus({ preventScroll: true })
  }, [])
  const menuBridge = menu === null ? undefined : byId.get(menu.id)
  // Beside the table only where every column keeps its width and the title room to be read; else under it.
  const [areaRef, areaWidth] = useDrawnWidth(0, 0)
  const beside = panelBeside(table, areaWidth)

  return (
    <div className="table-view" ref={viewRef}>
      <div className="table-toolbar">
        <ColumnMenu table={table} onReset={() => onLayout({ ...FIRST_TABLE_LAYOUT, sort: layout.sort })} />
        <SortNote table={table} loaded={rows.length} more={props.more} over={props.catalogueOrder} />
        <span className="table-toolbar-end">
          {selected.length > 1 && (
            <span className="muted small" aria-live="polite">
              {t('table.selected', { n: selected.length })}
            </span>
          )}
          {selected.length === 2 && <CompareLink kind="bridges" names={selected.map((b) => b.slug)} />}
          {selected.length > 0 && (
            <>
              <button type="button" className="button button-small" onClick={() => copyRows('tsv')}>
                {t('table.copy-tsv', { n: selected.length })}
              </button>
              <button type="button" className="button button-small" onClick={() => copyRows('csv')}>
                {t('table.copy-csv')}
              </button>
            </>
          )}
          <span className="muted small" role="status">
            {status}
          </span>
        </span>
      </div>
      <div className={beside ? 'table-area' : 'table-area panel-under'} ref={areaRef}>
        <TableGrid
          table={table}
          rows={shown}
          selection={selection}
          onRowClick={(id, keys) => {
            setSelection((s) => clicked(s, ids, id, keys))
            setPanelOpen(true)
          }}
          onMove={(step, extend) => setSelection((s) => moved(s, ids, step, extend))}
          onSelectAll={() => setSelection((s) => allSelected(s, ids))}
          onCopy={() => copyRows('tsv')}
          onContextMenu={(id, x, y) => {
            // A right-click outside the selection selects that row, as file managers do.
            setSelection((s) => (s.selected.has(id) ? s : clicked(s, ids, id, NO_KEYS)))
            setMenu({ id, x, y })
          }}
          hasNextPage={props.hasNextPage}
          isFetchingNextPage={props.isFetchingNextPage}
          nextPageFailed={props.nextPageFailed}
          fetchNextPage={props.fetchNextPage}
        />
        {panelOpen && active !== undefined && (
          <SidePanel
            bridge={active}
            rested={rested === active.slug}
            titleOf={(slug) => bySlug.get(slug)}
            onClose={() => {
              setPanelOpen(false)
              // The panel's controls go with it: the focus returns to the row it showed (the grid's active row).
              viewRef.current?.querySelector<HTMLElement>('.grid-scroll')?.focus({ preventScroll: true })
            }}
          />
        )}
      </div>
      {menu !== null && menuBridge !== undefined && (
        <RowMenu
          bridge={menuBridge}
          selectedCount={selection.selected.has(menu.id) ? selection.selected.size : 1}
          x={menu.x}
          y={menu.y}
          onCopy={copyOne}
          onCopyRows={copyRows}
          onClose={closeMenu}
        />
      )}
    </div>
  )
}

const NO_KEYS = { shiftKey: false, ctrlKey: false, metaKey: false }
