import {
  createColumnHelper,
  type ColumnDef,
  type Row,
  type RowData,
  type SortingFn,
} from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import { Dash } from '../../../components/dash.tsx'
import { formatDate, formatNumber, toEpochMs } from '../../../lib/format.ts'
import { hrefFor } from '../../../lib/router.ts'
import { categoryLabel } from '../filters.ts'
import type { ColumnId } from './copy-text.ts'

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the names must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-aligned, tabular figures. */
    numeric?: boolean
  }
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

// One collator for every text column: 10,000 titles sort in a few milliseconds (localeCompare makes one each time).
const byText: SortingFn<BridgeSummary> = (a, b, id) =>
  collator.compare(String(a.getValue(id) ?? ''), String(b.getValue(id) ?? ''))

// Numbers, and dates as epoch ms (read once per row by the accessor): a value that is not a number sorts as the
// lowest, instead of breaking the order of the others.
const byNumber: SortingFn<BridgeSummary> = (a: Row<BridgeSummary>, b: Row<BridgeSummary>, id) => {
  const x = a.getValue<number>(id)
  const y = b.getValue<number>(id)
  return (Number.isFinite(x) ? x : -Infinity) - (Number.isFinite(y) ? y : -Infinity) || 0
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
    sortingFn: byText,
    cell: (c) => (
      <a
        href={hrefFor({ name: 'bridge', slug: c.row.original.slug })}
        dir="auto"
        tabIndex={-1}
        title={c.getValue()}
      >
        {c.getValue() || <Dash />}
      </a>
    ),
  }),
  col.accessor('category', {
    id: 'category' satisfies ColumnId,
    header: 'Category',
    size: 110,
    sortingFn: byText,
    cell: (c) => (c.getValue() ? categoryLabel(c.getValue()) : <Dash />),
  }),
  col.accessor((b) => toEpochMs(b.published_at) ?? Number.NaN, {
    id: 'published_at' satisfies ColumnId,
    header: 'Published',
    size: 116,
    sortingFn: byNumber,
    sortDescFirst: true,
    cell: (c) => dateCell(c.row.original.published_at),
  }),
  col.accessor('passes', {
    id: 'passes' satisfies ColumnId,
    header: 'Passes',
    size: 84,
    sortingFn: byNumber,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: (c) => numberCell(c.getValue()),
  }),
  col.accessor('score', {
    id: 'score' satisfies ColumnId,
    header: 'Score',
    size: 76,
    sortingFn: byNumber,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: (c) => numberCell(c.getValue()),
  }),
  col.accessor((b) => b.suggestor.username, {
    id: 'suggestor' satisfies ColumnId,
    header: 'Suggestor',
    size: 142,
    sortingFn: byText,
    cell: (c) => (
      <>
        <a
          href={hrefFor({ name: 'profile', username: c.row.original.suggestor.username })}
          dir="auto"
          tabIndex={-1}
          className="ellipsis"
        >
          {c.getValue()}
        </a>
        {c.row.original.suggestor.verified && (
          <span className="table-verified" title="Verified">
            <span aria-hidden="true">✓</span>
            <span className="visually-hidden"> verified</span>
          </span>
        )}
      </>
    ),
  }),
  col.accessor('slug', {
    id: 'slug' satisfies ColumnId,
    header: 'Slug',
    size: 220,
    sortingFn: byText,
    cell: (c) => <code>{c.getValue()}</code>,
  }),
  col.accessor('id', {
    id: 'id' satisfies ColumnId,
    header: 'Id',
    size: 160,
    sortingFn: byText,
    cell: (c) => <code>{c.getValue()}</code>,
  }),
] as ColumnDef<BridgeSummary, never>[]
