import { useQuery } from '@tanstack/react-query'
import { useId, type ReactElement } from 'react'
import { ErrorPanel } from '../../../components/error-panel.tsx'
import { useWords } from '../../../lib/words.tsx'
import { durationWords, statusWords } from '../exchange-words.ts'
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
  const { t, rich } = useWords()
  const titleId = useId()
  const q = useQuery({ ...inspectorQueries.exchange(result.id ?? ''), enabled: result.id !== null })
  return (
    <section className="exchange-sent-again" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {result.keyLabel === null
          ? t('requests.again.title', { status: String(result.status) })
          : rich('requests.again.title-with', {
              status: String(result.status),
              label: <bdi>{result.keyLabel}</bdi>,
              whose:
                result.chosen === true ? t('requests.again.key-chosen') : t('requests.again.key-of-request'),
            })}
      </h3>
      {result.id === null ? (
        <p className="muted">{t('requests.again.not-stored')}</p>
      ) : q.isError ? (
        <ErrorPanel error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data === undefined ? (
        <p className="muted">{t('requests.loading')}</p>
      ) : (
        <>
          <p className="muted">
            {q.data.entry.code === null
              ? rich('requests.again.facts', {
                  status: statusWords(q.data.entry, t),
                  duration: durationWords(q.data.entry.durationMs, t),
                  key: <code dir="ltr">{q.data.entry.keyHint}</code>,
                })
              : rich('requests.again.facts-code', {
                  status: statusWords(q.data.entry, t),
                  code: <code dir="ltr">{q.data.entry.code}</code>,
                  duration: durationWords(q.data.entry.durationMs, t),
                  key: <code dir="ltr">{q.data.entry.keyHint}</code>,
                })}
          </p>
          <ExchangeBody detail={q.data} />
          <button type="button" className="button button-small" onClick={() => onOpen(q.data.entry.id)}>
            {t('requests.again.open')}
          </button>
        </>
      )}
    </section>
  )
}
