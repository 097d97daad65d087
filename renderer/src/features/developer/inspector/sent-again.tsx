import { useQuery } from '@tanstack/react-query'
import { useId, type ReactElement } from 'react'
import { ErrorPanel } from '../../../components/error-panel.tsx'
import { formatDuration, statusText } from '../../../entities/request-log/developer-feed.ts'
import { ExchangeBody } from './exchange-body.tsx'
import { inspectorQueries } from './inspector.queries.ts'

/** What Send again answered: where it went, with which key, and the new answer, next to the exchange it repeats. */
export interface SentAgainResult {
  /** The exchange that was sent again. */
  from: string
  /** The new exchange (null when it was not stored: history paused). */
  id: string | null
  status: number
  /** The saved key it went with: the key of the exchange (null: the demo key). */
  keyLabel: string | null
  /** True when the user chose the key (a request logged before each request noted its key). */
  chosen?: boolean
}

/** The new answer of a Send again, beside the old one: status, key, duration and body. */
export function SentAgain({
  result,
  onOpen,
}: {
  result: SentAgainResult
  onOpen: (id: string) => void
}): ReactElement {
  const titleId = useId()
  const q = useQuery({ ...inspectorQueries.exchange(result.id ?? ''), enabled: result.id !== null })
  return (
    <section className="exchange-sent-again" aria-labelledby={titleId}>
      <h3 id={titleId}>
        New answer: {result.status}
        {result.keyLabel !== null && (
          <>
            {' '}
            with “{result.keyLabel}”,{' '}
            {result.chosen === true ? 'the key you chose' : 'the key of this request'}
          </>
        )}
      </h3>
      {result.id === null ? (
        <p className="muted">The new request was not stored (the request log is paused).</p>
      ) : q.isError ? (
        <ErrorPanel error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data === undefined ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          <p className="muted">
            {statusText(q.data.entry)}
            {q.data.entry.code !== null && (
              <>
                {' '}
                <code>{q.data.entry.code}</code>
              </>
            )}{' '}
            · {formatDuration(q.data.entry.durationMs)} · key <code>{q.data.entry.keyHint}</code>
          </p>
          <ExchangeBody detail={q.data} />
          <button type="button" className="button button-small" onClick={() => onOpen(q.data.entry.id)}>
            Open the new request
          </button>
        </>
      )}
    </section>
  )
}
