import { useQuery } from '@tanstack/react-query'
import { formatNumber, formatTime } from '../../../../shared/i18n/format.ts'
import { isolate } from '../../../../shared/i18n/translate.ts'
import type { ReactElement } from 'react'
import { type RequestLogEntry, isFailedAttempt } from '../../../../shared/ipc/request-log.ts'
import { Dash } from '../../components/dash.tsx'
import { keysQueries } from '../../entities/key/keys.queries.ts'
import { useWords } from '../../lib/words.tsx'
import { CURL, durationWords, statusWords } from './exchange-words.ts'
import { keyNameOf, type KeyName } from './request-log-key.ts'

const rowClass = (e: RequestLogEntry, open: boolean): string | undefined =>
  [isFailedAttempt(e) ? 'is-failed' : '', open ? 'is-open' : ''].filter(Boolean).join(' ') || undefined

const timeOf = (at: number): string => formatTime(at) ?? ''

/** The request log as a table, newest first, with "Inspect" and "Copy as curl" per row. */
export function RequestLogTable({
  entries,
  onCopy,
  onOpen,
  openId = null,
}: {
  entries: readonly RequestLogEntry[]
  onCopy: (entry: RequestLogEntry) => void
  /** Opens the row's exchange; a click anywhere on the row does too. */
  onOpen?: (entry: RequestLogEntry) => void
  openId?: string | null
}): ReactElement {
  const { t, rich } = useWords()
  // The labels as they are now: a row names its key by the saved key's current label.
  const keys = useQuery(keysQueries.list()).data
  const nameOf = (name: KeyName): string =>
    name.kind === 'saved'
      ? name.label
      : name.kind === 'demo'
        ? t('requests.demo-key')
        : t('requests.unsaved-key')
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('requests.table.region')}>
      <table className="request-log">
        <thead>
          <tr>
            <th scope="col">{t('requests.col.time')}</th>
            <th scope="col">{t('requests.col.method')}</th>
            <th scope="col">{t('requests.col.path')}</th>
            <th scope="col">{t('requests.col.status')}</th>
            <th scope="col">{t('requests.col.code')}</th>
            <th scope="col">{t('requests.col.attempt')}</th>
            <th scope="col">{t('requests.col.duration')}</th>
            <th scope="col">{t('requests.col.left')}</th>
            <th scope="col">{t('requests.key-header')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('requests.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr
              key={e.id}
              className={rowClass(e, e.id === openId)}
              aria-current={e.id === openId ? 'true' : undefined}
              onClick={onOpen ? () => onOpen(e) : undefined}
            >
              <td>
                <time dateTime={new Date(e.at).toISOString()}>{timeOf(e.at)}</time>
              </td>
              <td dir="ltr">{e.method}</td>
              <td className="request-log-path" title={e.path} dir="ltr">
                <code>{e.path}</code>
              </td>
              <td>
                {isFailedAttempt(e) ? <span aria-hidden="true">⚠ </span> : null}
                {statusWords(e, t)}
              </td>
              <td>{e.code === null ? <Dash /> : <code>{e.code}</code>}</td>
              <td>{formatNumber(e.attempt)}</td>
              <td>{durationWords(e.durationMs, t)}</td>
              <td>
                {e.rateLimit === null ? (
                  <Dash />
                ) : (
                  `${formatNumber(e.rateLimit.remaining) ?? ''} / ${formatNumber(e.rateLimit.limit) ?? ''}`
                )}
              </td>
              <td className="request-log-key">
                <KeyCell entry={e} name={keyNameOf(e, keys)} nameOf={nameOf} />
              </td>
              <td className="request-log-actions">
                {onOpen && (
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={t('requests.inspect-label', {
                      request: isolate(`${e.method} ${e.path}`),
                      time: timeOf(e.at),
                    })}
                    onClick={(ev) => {
                      ev.stopPropagation()
                      onOpen(e)
                    }}
                  >
                    {t('requests.inspect')}
                  </button>
                )}{' '}
                <button
                  type="button"
                  className="button button-small"
                  aria-label={t('requests.copy-curl-label', {
                    request: isolate(`${e.method} ${e.path}`),
                    time: timeOf(e.at),
                  })}
                  onClick={(ev) => {
                    ev.stopPropagation()
                    onCopy(e)
                  }}
                >
                  {rich('requests.copy-curl', { curl: <bdi dir="ltr">{CURL}</bdi> })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The key by its name and last 4 characters, and the host the request went to (each on its own line). */
function KeyCell({
  entry,
  name,
  nameOf,
}: {
  entry: RequestLogEntry
  name: KeyName | null
  nameOf: (name: KeyName) => string
}): ReactElement {
  return (
    <>
      {name !== null && <span className="request-log-key-name">{nameOf(name)} </span>}
      <code dir="ltr">{entry.keyHint}</code>
      {entry.host !== undefined && entry.host !== '' && (
        <span className="request-log-host muted">
          <bdi dir="ltr">{entry.host}</bdi>
        </span>
      )}
    </>
  )
}
