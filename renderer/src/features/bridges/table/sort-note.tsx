import type { Table } from '@tanstack/react-table'
import type { ReactElement } from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import { useWords } from '../../../lib/words.tsx'
import { columnLabel } from './columns.tsx'
import { sortWords } from './sort-words.ts'

/**
 * What the order of the rows means. The API has no sort parameter: a sort the catalogue keeps runs over the whole
 * set on this computer (`over` says over what), any other orders only the rows loaded so far, and the note says so,
 * with how to go back to the service's order (newest first).
 */
export function SortNote({
  table,
  loaded,
  more,
  over,
}: {
  table: Table<BridgeSummary>
  loaded: number
  more: boolean
  over: string | null
}): ReactElement {
  const { t } = useWords()
  const sorting = table.getState().sorting
  if (sorting.length === 0) {
    return <span className="muted small sort-note">{t('table.sort.none')}</span>
  }
  const by = sortWords(
    sorting.map((s) => {
      const column = table.getColumn(s.id)
      return { column: columnLabel(t, column, s.id), numeric: column?.columnDef.meta?.numeric === true, ...s }
    }),
    t,
  )
  return (
    <span className="small sort-note" role="note">
      {over !== null
        ? t('table.sort.over', { by, over })
        : more
          ? t('table.sort.loaded-more', { by, n: loaded })
          : t('table.sort.loaded', { by, n: loaded })}{' '}
      <button type="button" className="link-button" onClick={() => table.resetSorting(true)}>
        {t('table.sort.reset')}
      </button>
    </span>
  )
}
