import { useQuery } from '@tanstack/react-query'
import { formatTime } from '../../../../shared/i18n/format.ts'
import type { ReactElement } from 'react'
import { type RequestLogEntry, isFailedAttempt } from '../../../../shared/ipc/request-log.ts'
import { Dash } from '../../components/dash.tsx'
import { keysQueries } from '../../entities/key/keys.queries.ts'
import { formatDuration, statusText } from '../../entities/request-log/developer-feed.ts'
import { useWords } from '../../lib/words.tsx'
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
  const { t } = useWords()
  // The labels as they are now: a row names its key by the saved key's current label.
  const keys = useQuery(keysQueries.list()).data
  const nameOf = (name: KeyName): string =>
    name.kind === 'saved'
      ? name.label
      : name.kind === 'demo'
        ? t('requests.demo-key')
        : t('requests.unsaved-key')
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Request log, scrollable">
      <table className="request-log">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Method</th>
            <th scope="col">Path</th>
            <th scope="col">Status</th>
            <th scope="col">Code</th>
            <th scope="col">Attempt</th>
            <th scope="col">Duration</th>
            <th scope="col">Left / limit</th>
            <th scope="col">{t('requests.key-header')}</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
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
              <td>{e.method}</td>
              <td className="request-log-path" title={e.path}>
                <code>{e.path}</code>
              </td>
              <td>
                {isFailedAttempt(e) ? <span aria-hidden="true">⚠ </span> : null}
                {statusText(e)}
              </td>
              <td>{e.code === null ? <Dash /> : <code>{e.code}</code>}</td>
              <td>{e.attempt}</td>
              <td>{formatDuration(e.durationMs)}</td>
              <td>{e.rateLimit === null ? <Dash /> : `${e.rateLimit.remaining} / ${e.rateLimit.limit}`}</td>
              <td className="request-log-key">
                <KeyCell entry={e} name={keyNameOf(e, keys)} nameOf={nameOf} />
              </td>
              <td className="request-log-actions">
                {onOpen && (
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`Inspect: ${e.method} ${e.path} at ${timeOf(e.at)}`}
                    onClick={(ev) => {
                      ev.stopPropagation()
                      onOpen(e)
                    }}
                  >
                    Inspect
                  </button>
                )}{' '}
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`Copy as curl: ${e.method} ${e.path} at ${timeOf(e.at)}`}
                  onClick={(ev) => {
                    ev.stopPropagation()
                    onCopy(e)
                  }}
                >
                  Copy as curl
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
      <code>{entry.keyHint}</code>
      {entry.host !== undefined && entry.host !== '' && (
        <span className="request-log-host muted">
          <bdi dir="ltr">{entry.host}</bdi>
        </span>
      )}
    </>
  )
}
