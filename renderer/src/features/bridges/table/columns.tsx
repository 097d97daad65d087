import { createColumnHelper, type ColumnDef, type RowData } from '@tanstack/react-table'
import type { ReactElement, ReactNode } from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import type { MessageId } from '../../../../../shared/i18n/catalogues/en.ts'
import { msg } from '../../../../../shared/i18n/translate.ts'
import { Dash } from '../../../components/dash.tsx'
import { formatDate, formatNumber, toEpochMs } from '../../../lib/format.ts'
import { hrefFor } from '../../../lib/router.ts'
import { categoryLabel } from '../../../entities/bridge/filters.ts'
import { useWords } from '../../../lib/words.tsx'
import type { ColumnId } from './copy-text.ts'

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the names must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's heading, a message id: the header, the Columns menu and the sort note word it. */
    label?: MessageId
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

/** A suggestor's ✓, named for screen readers (components.verified is the tooltip's word, as on the badge). */
function VerifiedMark(): ReactElement {
  const { t } = useWords()
  return (
    <span className="table-verified" title={t('components.verified')}>
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden"> {t('table.verified')}</span>
    </span>
  )
}

/** The words of a column's heading (its id when it has none). */
export function columnLabel(
  t: (id: MessageId) => string,
  column: { id: string; columnDef: { meta?: { label?: MessageId } } } | undefined,
  id: string,
): string {
  const label = column?.columnDef.meta?.label
  return label === undefined ? id : t(label)
}

/** The table's columns: every field of a bridge summary the contract knows. Widths are CSS pixels. */
export const COLUMNS: ColumnDef<BridgeSummary, unknown>[] = [
  col.accessor('title', {
    id: 'title' satisfies ColumnId,
    size: 300,
    meta: {
      label: msg('table.column.title'),
      render: (b) => (
        <a href={hrefFor({ name: 'bridge', slug: b.slug })} dir="auto" tabIndex={-1} title={b.title}>
          {b.title || <Dash />}
        </a>
      ),
    },
  }),
  col.accessor('category', {
    id: 'category' satisfies ColumnId,
    size: 110,
    meta: {
      label: msg('table.column.category'),
      render: (b) => (b.category ? categoryLabel(b.category) : <Dash />),
    },
  }),
  col.accessor((b) => toEpochMs(b.published_at) ?? Number.NaN, {
    id: 'published_at' satisfies ColumnId,
    size: 116,
    sortDescFirst: true,
    meta: { label: msg('table.column.published'), sort: 'number', render: (b) => dateCell(b.published_at) },
  }),
  col.accessor('passes', {
    id: 'passes' satisfies ColumnId,
    size: 84,
    sortDescFirst: true,
    meta: {
      label: msg('table.column.passes'),
      numeric: true,
      sort: 'number',
      render: (b) => numberCell(b.passes),
    },
  }),
  col.accessor('score', {
    id: 'score' satisfies ColumnId,
    size: 76,
    sortDescFirst: true,
    meta: {
      label: msg('table.column.score'),
      numeric: true,
      sort: 'number',
      render: (b) => numberCell(b.score),
    },
  }),
  col.accessor((b) => b.suggestor.username, {
    id: 'suggestor' satisfies ColumnId,
    size: 142,
    meta: {
      label: msg('table.column.suggestor'),
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
          {b.suggestor.verified && <VerifiedMark />}
        </>
      ),
    },
  }),
  col.accessor('slug', {
    id: 'slug' satisfies ColumnId,
    size: 220,
    meta: { label: msg('table.column.slug'), render: (b) => <code>{b.slug}</code> },
  }),
  col.accessor('id', {
    id: 'id' satisfies ColumnId,
    size: 160,
    meta: { label: msg('table.column.id'), render: (b) => <code>{b.id}</code> },
  }),
] as ColumnDef<BridgeSummary, unknown>[]
