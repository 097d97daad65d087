import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactElement } from 'react'
import type { KeyHealth } from '../../../../../shared/ipc/request-log.ts'
import { formatKeyHint } from '../../../../../shared/keys/key-mask.ts'
import { SPAN_MS, type TimeSpan } from '../../../../../shared/time/durations.ts'
import { ErrorPanel } from '../../../components/error-panel.tsx'
import { RelativeTime } from '../../../components/relative-time.tsx'
import { TimeSpanPicker } from '../../../components/time-span-picker.tsx'
import { keysQueries } from '../../../entities/key/keys.queries.ts'
import { ExplorerError, unwrap } from '../../../lib/call.ts'
import { explainError } from '../../../lib/error-text.ts'
import { useWords } from '../../../lib/words.tsx'
import { getExplorer } from '../../../lib/explorer.ts'
import { appInfoOptions } from '../../../lib/app-info.queries.ts'
import { CurrentWindow } from './current-window.tsx'
import { keyHealthQueries } from './key-health.queries.ts'
import { errorName } from './key-health-words.ts'
import './key-health.css'
import { readClock } from '../../../lib/clock.ts'

// The demo service's key is logged under this id (electron/core/session/session-target.ts).
const DEMO_KEY_ID = 'demo'

/**
 * Key health: one key's errors by code × endpoint (each opens its newest exchange in the inspector), latency
 * percentiles per endpoint, the current window with a forecast, and the endpoints it has never called with
 * success. Read from the request log this computer keeps; exported as CSV for a ticket.
 */
export function KeyHealthPanel({
  onOpenExchange,
  say,
}: {
  /** Opens one stored exchange in the request inspector below. */
  onOpenExchange: (id: string) => void
  say: (text: string) => void
}): ReactElement {
  const { t } = useWords()
  const info = useQuery(appInfoOptions())
  const keys = useQuery(keysQueries.list())
  const inUse = info.data?.activeKeyId ?? DEMO_KEY_ID
  const [chosen, setChosen] = useState<string | null>(null)
  const [span, setSpan] = useState<TimeSpan>('1h')
  const saved = keys.data ?? []
  const keyId = chosen !== null && saved.some((k) => k.id === chosen) ? chosen : inUse
  const health = useQuery(keyHealthQueries.health(keyId, span))
  const pickerId = useId()

  const exportCsv = async (): Promise<void> => {
    try {
      const to = readClock()
      const done = await unwrap(
        getExplorer().exportKeyHealth({ keyId, from: to - SPAN_MS[span], to: to + 1 }),
      )
      if (done.file !== null) say(`Saved the key's health (${done.rows} rows) as ${done.file}`)
    } catch (e) {
      say(`Not saved: ${e instanceof ExplorerError ? explainError(e, t).title : String(e)}`)
    }
  }

  return (
    <section className="key-health" aria-labelledby="key-health-title">
      <div className="section-header">
        <h2 id="key-health-title">Key health</h2>
        <div className="key-health-controls">
          {saved.length > 0 && (
            <span className="usage-key-picker">
              <label htmlFor={pickerId}>Key</label>
              <select
                id={pickerId}
                className="input"
                value={keyId}
                onChange={(e) => setChosen(e.target.value)}
              >
                {keyId === DEMO_KEY_ID && <option value={DEMO_KEY_ID}>Demo key</option>}
                {saved.map((k) => (
                  <option key={k.id} value={k.id}>
                    {k.label} ({formatKeyHint(k.prefix, k.last4)}){k.id === inUse ? ' · in use' : ''}
                  </option>
                ))}
              </select>
            </span>
          )}
          <TimeSpanPicker value={span} onChange={setSpan} longest="7d" />
          <button type="button" className="button" onClick={() => void exportCsv()}>
            Export CSV…
          </button>
        </div>
      </div>
      <p className="muted">
        From the request log kept on this computer: nothing is sent anywhere. Requests the app cancelled
        itself are left out.
      </p>
      {health.isError && health.data === undefined ? (
        <ErrorPanel error={health.error} onRetry={() => void health.refetch()} />
      ) : health.data === undefined ? (
        <p className="muted" role="status">
          Reading the request log…
        </p>
      ) : (
        <HealthBody health={health.data} inUse={keyId === inUse} onOpenExchange={onOpenExchange} />
      )}
    </section>
  )
}

function HealthBody({
  health,
  inUse,
  onOpenExchange,
}: {
  health: KeyHealth
  inUse: boolean
  onOpenExchange: (id: string) => void
}): ReactElement {
  const never = health.coverage.filter((c) => c.succeeded === 0)
  return (
    <div className="key-health-grid">
      {/* A card scrolls sideways when its table is wider than a narrow window: focusable, so the keyboard can scroll it (axe scrollable-region-focusable). */}
      <div className="key-health-card" role="region" aria-label="Current window" tabIndex={0}>
        <h3>Current window</h3>
        {inUse ? (
          <CurrentWindow lastMinute={health.lastMinute} />
        ) : (
          <p className="muted">
            Shown for the key in use only: the service tells the budget with each answer.
          </p>
        )}
      </div>
      <div className="key-health-card" role="region" aria-label="Errors" tabIndex={0}>
        <h3>Errors</h3>
        <p>
          {health.failed} of {health.attempts} {health.attempts === 1 ? 'request' : 'requests'} failed
        </p>
        {health.errors.length > 0 && (
          <table className="key-health-table">
            <thead>
              <tr>
                <th scope="col">Error</th>
                <th scope="col">Endpoint</th>
                <th scope="col" className="num">
                  Count
                </th>
                <th scope="col">Last</th>
              </tr>
            </thead>
            <tbody>
              {health.errors.map((e) => (
                <tr key={`${e.status}-${e.code}-${e.endpoint}`}>
                  <td>{errorName(e)}</td>
                  <td>
                    <code>{e.endpoint}</code>
                  </td>
                  <td className="num">{e.count}</td>
                  <td>
                    {/* The visible time first, so the button's name starts with what it shows (WCAG 2.5.3). */}
                    <button type="button" className="link-button" onClick={() => onOpenExchange(e.lastId)}>
                      <RelativeTime at={e.lastAt} recorded />
                      <span className="visually-hidden">
                        {`: open the last ${errorName(e)} on ${e.endpoint} in the request inspector`}
                      </span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="key-health-card" role="region" aria-label="Latency" tabIndex={0}>
        <h3>Latency</h3>
        {health.latency.length === 0 ? (
          <p className="muted">No answers in this span.</p>
        ) : (
          <table className="key-health-table">
            <thead>
              <tr>
                <th scope="col">Endpoint</th>
                <th scope="col" className="num">
                  Answers
                </th>
                <th scope="col" className="num">
                  p50<span className="visually-hidden"> in milliseconds</span>
                </th>
                <th scope="col" className="num">
                  p95<span className="visually-hidden"> in milliseconds</span>
                </th>
                <th scope="col" className="num">
                  p99<span className="visually-hidden"> in milliseconds</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {health.latency.map((l) => (
                <tr key={l.endpoint} data-endpoint={l.endpoint}>
                  <td>
                    <code>{l.endpoint}</code>
                  </td>
                  <td className="num">{l.count}</td>
                  <td className="num">{l.p50}</td>
                  <td className="num" data-p95={l.p95}>
                    {l.p95}
                  </td>
                  <td className="num">{l.p99}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {/* The unit once, under the table: " ms" in every cell made the five columns wider than a 320 px window
            once answers took a second or more. */}
        <p className="small muted">
          Times in milliseconds. p95: 95 of every 100 answers came at least this fast.
        </p>
      </div>
      <div
        className="key-health-card"
        role="region"
        aria-label="Endpoints never called with success"
        tabIndex={0}
      >
        <h3>Endpoints never called with success</h3>
        {never.length === 0 ? (
          <p>This key has had a successful answer from every endpoint.</p>
        ) : (
          <ul className="key-health-never">
            {never.map((c) => (
              <li key={c.endpoint}>
                <code className="wrap-anywhere">{c.endpoint}</code>{' '}
                <span className="muted">
                  {c.tried === 0
                    ? 'never tried'
                    : `tried ${c.tried} ${c.tried === 1 ? 'time' : 'times'}, last answer ${c.lastStatus ?? 'none'}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
