import type { Table } from '@tanstack/react-table'
import { useEffect, useRef, useState, type ReactElement } from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import { useWords } from '../../../lib/words.tsx'
import { columnLabel } from './columns.tsx'
import { movedColumn } from './table-state.ts'

/**
 * "Columns": show or hide each column and move it left or right (the keyboard's way to reorder), or go back to
 * the table's own columns. A disclosure with checkboxes, so every control is a native one.
 */
export function ColumnMenu({
  table,
  onReset,
}: {
  table: Table<BridgeSummary>
  onReset: () => void
}): ReactElement {
  const { t } = useWords()
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  // Opened, the panel takes the keyboard's focus (its first box), as a disclosure that holds controls does (WAI-ARIA
  // Authoring Practices, disclosure pattern); Escape closes it and gives focus back to "Columns".
  useEffect(() => {
    if (open)
      ref.current
        ?.querySelector<HTMLElement>('.column-menu-panel input:not(:disabled), .column-menu-panel button')
        ?.focus()
  }, [open])
  useEffect(() => {
    if (!open) return
    const away = (e: PointerEvent): void => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false)
    }
    window.addEventListener('pointerdown', away, true)
    return () => window.removeEventListener('pointerdown', away, true)
  }, [open])
  const columns = table.getAllLeafColumns()
  const hidden = columns.filter((c) => !c.getIsVisible()).map((c) => c.id)
  const visibleCount = columns.length - hidden.length
  return (
    <div
      ref={ref}
      className="column-menu"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault()
          setOpen(false)
          ref.current?.querySelector<HTMLElement>('.column-menu-toggle')?.focus()
        }
      }}
    >
      <button
        type="button"
        className="button button-small column-menu-toggle"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {t('table.columns')}
      </button>
      {open && (
        <div className="column-menu-panel" role="group" aria-label={t('table.columns')}>
          <ul className="column-menu-list">
            {table.getState().columnOrder.map((id, i, order) => {
              const column = table.getColumn(id)
              if (column === undefined) return null
              const label = columnLabel(t, column, id)
              return (
                <li key={id} className="column-menu-item">
                  <label className="column-menu-check">
                    <input
                      type="checkbox"
                      checked={column.getIsVisible()}
                      // The last visible column stays: a table of no columns shows nothing to click.
                      disabled={column.getIsVisible() && visibleCount === 1}
                      onChange={column.getToggleVisibilityHandler()}
                    />
                    {label}
                  </label>
                  <button
                    type="button"
                    className="button button-small button-icon"
                    aria-label={t('table.move-start', { column: label })}
                    disabled={i === 0}
                    onClick={() => table.setColumnOrder((o) => movedColumn(o, id, -1, []))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button-small button-icon"
                    aria-label={t('table.move-end', { column: label })}
                    disabled={i === order.length - 1}
                    onClick={() => table.setColumnOrder((o) => movedColumn(o, id, 1, []))}
                  >
                    ↓
                  </button>
                </li>
              )
            })}
          </ul>
          <button type="button" className="button button-small" onClick={onReset}>
            {t('table.reset-columns')}
          </button>
        </div>
      )}
    </div>
  )
}
