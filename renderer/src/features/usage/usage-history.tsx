import { formatNumber, numberFormat } from '../../../../shared/i18n/format.ts'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactElement } from 'react'
import type { KeyInfo } from '../../../../shared/ipc/keys.ts'
import type { UsageHistory } from '../../../../shared/ipc/usage.ts'
import { formatKeyHint } from '../../../../shared/keys/key-mask.ts'
import type { TimeSpan } from '../../../../shared/time/durations.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { LineChart } from '../../components/line-chart.tsx'
import { TimeSpanPicker } from '../../components/time-span-picker.tsx'
import { formatCountdown } from '../../entities/rate-limit/rate-format.ts'
import { useWords } from '../../lib/words.tsx'
import { markWords } from './usage-words.ts'
import { UsageBreakdown } from './usage-breakdown.tsx'
import { usageQueries } from './usage.queries.ts'

const perMinute = (n: number): string => numberFormat({ maximumFractionDigits: 1 }).format(n)

/** A key's requests per minute over the last hour, 24 hours or 7 days, with waits and errors marked. */
export function UsageHistorySection({
  keys,
  inUse,
}: {
  keys: readonly KeyInfo[]
  /** The key in use (null in demo mode, where the demo key's usage is shown). */
  inUse: string | null
}): ReactElement {
  const { t } = useWords()
  const [chosen, setChosen] = useState<string | null>(null)
  const [span, setSpan] = useState<TimeSpan>('1h')
  const keyId = chosen !== null && keys.some((k) => k.id === chosen) ? chosen : inUse
  const usage = useQuery(usageQueries.history(keyId, span))
  const pickerId = useId()

  return (
    <section className="usage-history" aria-labelledby="usage-history-title">
      <div className="section-header">
        <h2 id="usage-history-title">{t('usage.history.title')}</h2>
        <div className="usage-controls">
          {keys.length > 0 && (
            <span className="usage-key-picker">
              <label htmlFor={pickerId}>{t('usage.history.key')}</label>
              <select
                id={pickerId}
                className="input"
                value={keyId ?? ''}
                onChange={(e) => setChosen(e.target.value)}
              >
                {keyId === null && <option value="">{t('usage.history.demo-key')}</option>}
                {keys.map((k) => (
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
        </div>
      </div>
      {usage.isError && usage.data === undefined ? (
        <ErrorPanel error={usage.error} onRetry={() => void usage.refetch()} />
      ) : usage.isPending ? (
        <p className="muted" role="status">
          {t('usage.history.loading')}
        </p>
      ) : usage.data.totals.requests === 0 && usage.data.totals.waits === 0 ? (
        <EmptyState title={t('usage.history.empty')}>
          <p>{t('usage.history.empty-about')}</p>
        </EmptyState>
      ) : (
        <UsageChart usage={usage.data} />
      )}
    </section>
  )
}

function UsageChart({ usage }: { usage: UsageHistory }): ReactElement {
  const { t } = useWords()
  const { totals } = usage
  const peak = Math.max(0, ...usage.points.map((p) => p.peak))
  const bucket = t('usage.bucket', { minutes: usage.bucketMinutes })
  return (
    <>
      <dl className="usage-totals">
        <div>
          <dt>{t('usage.totals.requests')}</dt>
          <dd>{formatNumber(totals.requests)}</dd>
        </div>
        <div>
          <dt>{t('usage.totals.busiest')}</dt>
          <dd>{t('usage.totals.busiest-value', { n: peak })}</dd>
        </div>
        <div>
          <dt>{t('usage.totals.throttled')}</dt>
          <dd className={totals.throttled > 0 ? 'tone-bad' : 'tone-good'}>
            {totals.throttled === 0
              ? t('usage.totals.throttled-none')
              : t('usage.totals.throttled-some', { n: formatNumber(totals.throttled) })}
          </dd>
        </div>
        <div>
          <dt>{t('usage.totals.waits')}</dt>
          <dd>
            {totals.waits > 0
              ? t('usage.totals.waits-time', {
                  n: formatNumber(totals.waits),
                  time: formatCountdown(totals.waitMs, t),
                })
              : formatNumber(totals.waits)}
          </dd>
        </div>
        <div>
          <dt>{t('usage.totals.errors')}</dt>
          <dd className={totals.errors > 0 ? 'tone-warn' : undefined}>{formatNumber(totals.errors)}</dd>
        </div>
      </dl>
      <div className="chart-card usage-chart">
        <h3 className="chart-card-title">
          {t('usage.history.title')} <span className="muted small">{bucket}</span>
        </h3>
        <LineChart
          title={t('usage.history.title')}
          points={usage.points.map((p) => ({ at: p.at, value: p.perMinute }))}
          formatValue={perMinute}
          // Whole requests in one-minute buckets: an axis to at least 4 keeps its ticks whole (not 0.5, 1.5).
          valueRange={{ min: 0, max: usage.bucketMinutes === 1 ? 4 : 1 }}
          marks={usage.marks.map((m) => ({ at: m.at, kind: m.kind, label: markWords(m, t) }))}
        />
        {usage.marks.length > 0 && (
          <p className="usage-legend small muted">
            <span className="usage-legend-wait" aria-hidden="true">
              ▼
            </span>{' '}
            {t('usage.legend.wait')} ·{' '}
            <span className="usage-legend-error" aria-hidden="true">
              ✕
            </span>{' '}
            {t('usage.legend.error')}
          </p>
        )}
      </div>
      <UsageBreakdown usage={usage} />
    </>
  )
}
