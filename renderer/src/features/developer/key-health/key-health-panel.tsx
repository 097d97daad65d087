import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactElement } from 'react'
import type { KeyHealth } from '../../../../../shared/ipc/request-log.ts'
import { formatKeyHint } from '../../../../../shared/keys/key-mask.ts'
import { formatNumber } from '../../../../../shared/i18n/format.ts'
import { isolate } from '../../../../../shared/i18n/translate.ts'
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

// The file format of the export: its name, never translated.
const CSV = 'CSV'

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
  const { t, rich } = useWords()
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
      if (done.file !== null) say(t('health.saved-csv', { rows: done.rows, file: isolate(done.file) }))
    } catch (e) {
      say(t('health.not-saved', { why: e instanceof ExplorerError ? explainError(e, t).title : String(e) }))
    }
  }

  return (
    <section className="key-health" aria-labelledby="key-health-title">
      <div className="section-header">
        <h2 id="key-health-title">{t('health.title')}</h2>
        <div className="key-health-controls">
          {saved.length > 0 && (
            <span className="usage-key-picker">
              <label htmlFor={pickerId}>{t('usage.history.key')}</label>
              <select
                id={pickerId}
                className="input"
                value={keyId}
                onChange={(e) => setChosen(e.target.value)}
              >
                {keyId === DEMO_KEY_ID && <option value={DEMO_KEY_ID}>{t('requests.demo-key')}</option>}
                {saved.map((k) => (
                  <option key={k.id} value={k.id}>
                    {k.id === inUse
                      ? t('usage.history.option-in-use', {
                          label: k.label,
                          hint: formatKeyHint(k.prefix, k.last4),
                        })
                      : t('usage.history.option', { label: k.label, hint: formatKeyHint(k.prefix, k.last4) })}
                  </option>
                ))}
              </select>
            </span>
          )}
          <TimeSpanPicker value={span} onChange={setSpan} longest="7d" />
          <button type="button" className="button" onClick={() => void exportCsv()}>
            {rich('health.export', { format: <bdi dir="ltr">{CSV}</bdi> })}
          </button>
        </div>
      </div>
      <p className="muted">{t('health.about')}</p>
      {health.isError && health.data === undefined ? (
        <ErrorPanel error={health.error} onRetry={() => void health.refetch()} />
      ) : health.data === undefined ? (
        <p className="muted" role="status">
          {t('health.reading')}
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
  const { t, rich } = useWords()
  const never = health.coverage.filter((c) => c.succeeded === 0)
  return (
    <div className="key-health-grid">
      {/* A card scrolls sideways when its table is wider than a narrow window: focusable, so the keyboard can scroll it (axe scrollable-region-focusable). */}
      <div className="key-health-card" role="region" aria-label={t('health.window')} tabIndex={0}>
        <h3>{t('health.window')}</h3>
        {inUse ? (
          <CurrentWindow lastMinute={health.lastMinute} />
        ) : (
          <p className="muted">{t('health.window-other-key')}</p>
        )}
      </div>
      <div className="key-health-card" role="region" aria-label={t('health.errors')} tabIndex={0}>
        <h3>{t('health.errors')}</h3>
        <p>{t('health.failed-of', { failed: health.failed, attempts: health.attempts })}</p>
        {health.errors.length > 0 && (
          <table className="key-health-table">
            <thead>
              <tr>
                <th scope="col">{t('health.col.error')}</th>
                <th scope="col">{t('usage.matrix.endpoint')}</th>
                <th scope="col" className="num">
                  {t('health.col.count')}
                </th>
                <th scope="col">{t('health.col.last')}</th>
              </tr>
            </thead>
            <tbody>
              {health.errors.map((e) => (
                <tr key={`${e.status}-${e.code}-${e.endpoint}`}>
                  <td dir="ltr">{errorName(e, t)}</td>
                  <td>
                    <code dir="ltr">{e.endpoint}</code>
                  </td>
                  <td className="num">{formatNumber(e.count)}</td>
                  <td>
                    {/* The visible time first, so the button's name starts with what it shows (WCAG 2.5.3). */}
                    <button type="button" className="link-button" onClick={() => onOpenExchange(e.lastId)}>
                      <RelativeTime at={e.lastAt} recorded />
                      <span className="visually-hidden">
                        {rich('health.open-last', {
                          error: <bdi dir="ltr">{errorName(e, t)}</bdi>,
                          endpoint: <bdi dir="ltr">{e.endpoint}</bdi>,
                        })}
                      </span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="key-health-card" role="region" aria-label={t('health.latency')} tabIndex={0}>
        <h3>{t('health.latency')}</h3>
        {health.latency.length === 0 ? (
          <p className="muted">{t('health.no-answers')}</p>
        ) : (
          <table className="key-health-table">
            <thead>
              <tr>
                <th scope="col">{t('usage.matrix.endpoint')}</th>
                <th scope="col" className="num">
                  {t('health.col.answers')}
                </th>
                <th scope="col" className="num">
                  p50<span className="visually-hidden"> {t('health.in-ms')}</span>
                </th>
                <th scope="col" className="num">
                  p95<span className="visually-hidden"> {t('health.in-ms')}</span>
                </th>
                <th scope="col" className="num">
                  p99<span className="visually-hidden"> {t('health.in-ms')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {health.latency.map((l) => (
                <tr key={l.endpoint} data-endpoint={l.endpoint}>
                  <td>
                    <code dir="ltr">{l.endpoint}</code>
                  </td>
                  <td className="num">{formatNumber(l.count)}</td>
                  <td className="num">{formatNumber(l.p50)}</td>
                  <td className="num" data-p95={l.p95}>
                    {formatNumber(l.p95)}
                  </td>
                  <td className="num">{formatNumber(l.p99)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {/* The unit once, under the table: " ms" in every cell made the five columns wider than a 320 px window
            once answers took a second or more. */}
        <p className="small muted">{t('health.times-note')}</p>
      </div>
      <div className="key-health-card" role="region" aria-label={t('health.never')} tabIndex={0}>
        <h3>{t('health.never')}</h3>
        {never.length === 0 ? (
          <p>{t('health.all-succeeded')}</p>
        ) : (
          <ul className="key-health-never">
            {never.map((c) => (
              <li key={c.endpoint}>
                <code className="wrap-anywhere" dir="ltr">
                  {c.endpoint}
                </code>{' '}
                <span className="muted">
                  {c.tried === 0
                    ? t('health.never-tried')
                    : c.lastStatus === null
                      ? t('health.tried-no-answer', { n: c.tried })
                      : t('health.tried', { n: c.tried, status: String(c.lastStatus) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
