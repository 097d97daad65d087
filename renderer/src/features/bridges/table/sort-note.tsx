import type { Table } from '@tanstack/react-table'
import type { ReactElement } from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import { plural } from '../../../lib/format.ts'

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
  const sorting = table.getState().sorting
  if (sorting.length === 0) {
    return (
      <span className="muted small sort-note">
        Newest first, as the service sends them. Click a heading to sort.
      </span>
    )
  }
  const by = sorting
    .map((s) => {
      const column = table.getColumn(s.id)
      return `${String(column?.columnDef.header ?? s.id)} (${direction(s.id, column?.columnDef.meta?.numeric === true, s.desc)})`
    })
    .join(', then ')
  return (
    <span className="small sort-note" role="note">
      {over !== null ? (
        <>
          Sorted by {by} {over}.
        </>
      ) : (
        <>
          Sorted by {by} among the {plural(loaded, 'bridge', 'bridges')} loaded
          {more
            ? ' so far; the service has no sort of its own, so rows still to load may come before these.'
            : '.'}
        </>
      )}{' '}
      <button type="button" className="link-button" onClick={() => table.resetSorting(true)}>
        Newest first
      </button>
    </span>
  )
}

function direction(id: string, numeric: boolean, desc: boolean): string {
  if (id === 'published_at') return desc ? 'newest first' : 'oldest first'
  if (numeric) return desc ? 'highest first' : 'lowest first'
  return desc ? 'Z to A' : 'A to Z'
}
