import { useQuery } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import type { BulkAnswer, BulkRow, BulkTarget } from '../../../../shared/ipc/bulk.ts'
import { CompareChooser } from '../../components/compare-chooser.tsx'
import { explainError } from '../../lib/error-text.ts'
import { formatDate } from '../../lib/format.ts'
import { hrefFor } from '../../lib/router.ts'
import { routeFromTarget } from '../../lib/route.ts'
import { useWords } from '../../lib/words.tsx'
import { bulkQueries, ROWS_SHOWN } from './bulk.queries.ts'

/**
 * Every row's answer, a page of ROWS_SHOWN rows at a time (10,000 rows are never drawn at once), each found or
 * suggested bridge or profile a link to its page.
 */
export function ResultTable({ bulkId }: { bulkId: string }): ReactElement | null {
  const { t } = useWords()
  const [offset, setOffset] = useState(0)
  const { data } = useQuery(bulkQueries.rows(bulkId, offset))
  if (data === undefined) return null
  const total = data.progress.rows
  const last = Math.min(total, offset + ROWS_SHOWN)
  return (
    <section className="bulk-results" aria-label={t('bulk.results')}>
      <h2>{t('bulk.results')}</h2>
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('bulk.col.row')}
              </th>
              <th scope="col">{t('bulk.col.input')}</th>
              <th scope="col">{t('bulk.col.answer')}</th>
              <th scope="col">{t('bulk.col.match')}</th>
              <th scope="col">{t('bulk.col.read')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <ResultRow key={row.row} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      <CompareChooser
        folded
        items={data.rows.flatMap((r) => (r.answer?.status === 'found' ? [found(r.answer.target)] : []))}
      />
      {total > ROWS_SHOWN && (
        <div className="bulk-actions">
          <span className="muted small">{t('bulk.rows-shown', { from: offset + 1, to: last, total })}</span>
          <button
            type="button"
            className="button button-small"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - ROWS_SHOWN))}
          >
            {t('bulk.previous')}
          </button>
          <button
            type="button"
            className="button button-small"
            disabled={last >= total}
            onClick={() => setOffset(offset + ROWS_SHOWN)}
          >
            {t('bulk.next')}
          </button>
        </div>
      )}
    </section>
  )
}

function ResultRow({ row }: { row: BulkRow }): ReactElement {
  const a = row.answer
  const readAt = a !== null && a.status !== 'blank' ? a.readAt : null
  return (
    <tr data-status={a?.status ?? 'waiting'}>
      <td className="num">{row.row + 1}</td>
      <td>
        <bdi>{row.input}</bdi>
      </td>
      <td>
        <AnswerWords answer={a} />
      </td>
      <td>
        <MatchLinks answer={a} />
      </td>
      <td className="small muted">{readAt === null ? null : formatDate(readAt, true)}</td>
    </tr>
  )
}

/** A bridge or profile an answer names, as a link to its page (the one route of a link target: lib/route.ts). */
function TargetLink({ target: named }: { target: BulkTarget }): ReactElement {
  const href = hrefFor(routeFromTarget(named))
  return named.to === 'bridge' ? (
    <a href={href}>
      <bdi>{named.title}</bdi>
    </a>
  ) : (
    <a href={href}>
      <bdi dir="ltr">@{named.username}</bdi>
    </a>
  )
}

/** A found bridge or profile as a link the compare chooser offers. */
function found(named: BulkTarget): { label: string; href: string } {
  const label = named.to === 'bridge' ? named.title : `@${named.username}`
  return { label, href: hrefFor(routeFromTarget(named)) }
}

/** What the answer says, in words. */
function AnswerWords({ answer }: { answer: BulkAnswer | null }): ReactElement {
  const { t } = useWords()
  if (answer === null) return <span className="muted">{t('bulk.status.waiting')}</span>
  switch (answer.status) {
    case 'found':
      return <>{t('bulk.status.found', { from: answer.from })}</>
    case 'did-you-mean':
      return <>{t('bulk.status.did-you-mean')}</>
    case 'ambiguous':
      return <>{t('bulk.status.ambiguous', { n: answer.matches.length })}</>
    case 'not-found':
      return <>{t('bulk.status.not-found')}</>
    case 'refused':
      return <>{t('bulk.status.refused', { why: explainError(answer.error, t).title })}</>
    case 'failed':
      return <>{t('bulk.status.failed', { why: explainError(answer.error, t).title })}</>
    case 'blank':
      return <span className="muted">{t('bulk.status.blank')}</span>
  }
}

/** What the answer leads to: the bridge or profile found, the one suggested, or each of several matches. */
function MatchLinks({ answer }: { answer: BulkAnswer | null }): ReactElement | null {
  const targets =
    answer?.status === 'found'
      ? [answer.target]
      : answer?.status === 'did-you-mean'
        ? [answer.suggestion]
        : answer?.status === 'ambiguous'
          ? answer.matches
          : []
  if (targets.length === 0) return null
  return (
    <ul className="bulk-matches">
      {targets.map((target, i) => (
        <li key={i}>
          <TargetLink target={target} />
        </li>
      ))}
    </ul>
  )
}
