import { useInfiniteQuery } from '@tanstack/react-query'
import { useId, type ReactElement } from 'react'
import type { ChangedBridge, FieldChange } from '../../../../shared/ipc/changes.ts'
import type { Translate } from '../../../../shared/i18n/translate.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { formatDate, formatNumber } from '../../lib/format.ts'
import { hrefFor } from '../../lib/router.ts'
import { msg } from '../../../../shared/i18n/translate.ts'
import { useWords } from '../../lib/words.tsx'
import { changesQueries, type ChangeDrill } from './changes.queries.ts'
import { ExportChanges } from './export-changes.tsx'
import { categoryLabel } from '../../entities/bridge/filters.ts'

const FIELD_WORDS = {
  passes: msg('changes.field.passes'),
  score: msg('changes.field.score'),
  category: msg('changes.field.category'),
  title: msg('changes.field.title'),
}

const KIND_WORDS = {
  added: msg('changes.kind.added'),
  removed: msg('changes.kind.removed'),
  changed: msg('changes.kind.changed'),
}

const shown = (v: string | number): string => (typeof v === 'number' ? (formatNumber(v) ?? String(v)) : v)

function fieldChange(c: FieldChange, t: Translate): string {
  return t('changes.field-change', { field: t(FIELD_WORDS[c.field]), old: shown(c.old), new: shown(c.new) })
}

/** One bridge of the set: what happened to it, its title linking to its page, its id, and each field old → new. */
function ChangedRow({ row }: { row: ChangedBridge }): ReactElement {
  const { t } = useWords()
  return (
    <li className="changes-row" data-kind={row.kind}>
      <span className="changes-kind">{t(KIND_WORDS[row.kind])}</span>{' '}
      {row.slug === null ? (
        <span className="changes-title">{row.title}</span>
      ) : (
        <a className="changes-title" href={hrefFor({ name: 'bridge', slug: row.slug })}>
          {row.title}
        </a>
      )}{' '}
      <span className="muted small">
        <bdi>
          <code>{row.id}</code>
        </bdi>{' '}
        · {categoryLabel(row.category)} · {formatDate(row.at, true)}
      </span>
      {row.fields.length > 0 && (
        <ul className="changes-fields">
          {row.fields.map((c) => (
            <li key={c.field}>{fieldChange(c, t)}</li>
          ))}
        </ul>
      )}
    </li>
  )
}

/** The bridges of a count (or of every change), a hundred at a time, and the file of them. */
export function ChangedRows({
  range,
  drill,
  onAll,
}: {
  range: { from: number; to: number }
  drill: ChangeDrill
  onAll: () => void
}): ReactElement {
  const { t } = useWords()
  const headingId = useId()
  const rows = useInfiniteQuery(changesQueries.rows(range.from, range.to, drill))
  const shownRows = rows.data?.pages.flatMap((p) => p.rows) ?? []
  const total = rows.data?.pages[0]?.total ?? 0
  const drilled = drill.kind !== undefined || drill.category !== undefined
  return (
    <section className="changes-rows" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('changes.rows.heading', {
          kind: drill.kind ?? 'all',
          scope: drill.category === undefined ? 'all' : 'one',
          category: drill.category ?? '',
        })}
      </h2>
      {drilled && (
        <button type="button" className="button button-small" onClick={onAll}>
          {t('changes.show-all')}
        </button>
      )}
      {rows.isError && <ErrorPanel error={rows.error} onRetry={() => void rows.refetch()} />}
      {rows.data !== undefined && (
        <>
          <p className="muted small" aria-live="polite">
            {t('changes.rows.count', { shown: shownRows.length, total })}
          </p>
          <ul className="changes-list">
            {shownRows.map((r) => (
              <ChangedRow key={r.id} row={r} />
            ))}
          </ul>
          {rows.hasNextPage && (
            <button
              type="button"
              className="button"
              disabled={rows.isFetchingNextPage}
              onClick={() => void rows.fetchNextPage()}
            >
              {t('changes.more')}
            </button>
          )}
          <ExportChanges range={range} drill={drill} />
        </>
      )}
    </section>
  )
}
