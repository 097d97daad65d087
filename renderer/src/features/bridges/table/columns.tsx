import { createColumnHelper, type ColumnDef, type RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import { Dash } from '../../../components/dash.tsx'
import { formatDate, formatNumber, toEpochMs } from '../../../lib/format.ts'
import { hrefFor } from '../../../lib/router.ts'
import { categoryLabel } from '../../../entities/bridge/filters.ts'
import type { ColumnId } from './copy-text.ts'

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the names must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-aligned, tabular figures. */
    numeric?: boolean
    /**
     * The cell's content for one row. In place of TanStack's `cell`: rendering through it makes a cell object per
     * row and column, kept on the row, which for 10,000 rows filled the heap and set off long collections.
     */
    render?: (row: TData) => ReactNode
  }
}

const col = createColumnHelper<BridgeSummary>()

const numberCell = (n: number): ReactNode => formatNumber(n) ?? <Dash />

function dateCell(at: string): ReactNode {
  const ms = toEpochMs(at)
  if (ms === null) return <Dash />
  return (
    <time dateTime={new Date(ms).toISOString()} title={formatDate(ms, true) ?? undefined}>
      {formatDate(ms)}
    </time>
  )
}

/** The table's columns: every field of a bridge summary the contract knows. Widths are CSS pixels. */
export const COLUMNS: ColumnDef<BridgeSummary, never>[] = [
  col.accessor('title', {
    id: 'title' satisfies ColumnId,
    header: 'Title',
    size: 300,
    meta: {
      render: (b) => (
        <a href={hrefFor({ name: 'bridge', slug: b.slug })} dir="auto" tabIndex={-1} title={b.title}>
          {b.title || <Dash />}
        </a>
      ),
    },
  }),
  col.accessor('category', {
    id: 'category' satisfies ColumnId,
    header: 'Category',
    size: 110,
    meta: { render: (b) => (b.category ? categoryLabel(b.category) : <Dash />) },
  }),
  col.accessor((b) => toEpochMs(b.published_at) ?? Number.NaN, {
    id: 'published_at' satisfies ColumnId,
    header: 'Published',
    size: 116,
    sortDescFirst: true,
    meta: { sort: 'number', render: (b) => dateCell(b.published_at) },
  }),
  col.accessor('passes', {
    id: 'passes' satisfies ColumnId,
    header: 'Passes',
    size: 84,
    sortDescFirst: true,
    meta: { numeric: true, sort: 'number', render: (b) => numberCell(b.passes) },
  }),
  col.accessor('score', {
    id: 'score' satisfies ColumnId,
    header: 'Score',
    size: 76,
    sortDescFirst: true,
    meta: { numeric: true, sort: 'number', render: (b) => numberCell(b.score) },
  }),
  col.accessor((b) => b.suggestor.username, {
    id: 'suggestor' satisfies ColumnId,
    header: 'Suggestor',
    size: 142,
    meta: {
      render: (b) => (
        <>
          <a
            href={hrefFor({ name: 'profile', username: b.suggestor.username })}
            dir="auto"
            tabIndex={-1}
            className="ellipsis"
          >
            {b.suggestor.username}
          </a>
          {b.suggestor.verified && (
            <span className="table-verified" title="Verified">
              <span aria-hidden="true">✓</span>
              <span className="visually-hidden"> verified</span>
            </span>
          )}
        </>
      ),
    },
  }),
  col.accessor('slug', {
    id: 'slug' satisfies ColumnId,
    header: 'Slug',
    size: 220,
    meta: { render: (b) => <code>{b.slug}</code> },
  }),
  col.accessor('id', {
    id: 'id' satisfies ColumnId,
    header: 'Id',
    size: 160,
    meta: { render: (b) => <code>{b.id}</code> },
  }),
] as ColumnDef<BridgeSummary, never>[]
