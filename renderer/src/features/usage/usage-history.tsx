import { formatNumber, numberFormat } from '../../../../shared/i18n/format.ts'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactElement } from 'react'
import type { KeyInfo } from '../../../../shared/ipc/keys.ts'
import type { UsageHistory, UsageMark } from '../../../../shared/ipc/usage.ts'
import { formatKeyHint } from '../../../../shared/keys/key-mask.ts'
import type { TimeSpan } from '../../../../shared/time/durations.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { LineChart } from '../../components/line-chart.tsx'
import { TimeSpanPicker } from '../../components/time-span-picker.tsx'
import { describeReason, formatCountdown } from '../../entities/rate-limit/rate-format.ts'
import { UsageBreakdown } from './usage-breakdown.tsx'
import { usageQueries } from './usage.queries.ts'

/** A mark's tooltip: "2 waits for the rate limit", "1 error: service_unavailable". */
function markWords(m: UsageMark): string {
  if (m.kind === 'wait') {
    const reason = describeReason(m.label as Parameters<typeof describeReason>[0])
    return `${m.count} ${m.count === 1 ? 'wait' : 'waits'} ${reason}`
  }
  return `${m.count} ${m.count === 1 ? 'error' : 'errors'}: ${m.label}`
}

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
  const [chosen, setChosen] = useState<string | null>(null)
  const [span, setSpan] = useState<TimeSpan>('1h')
  const keyId = chosen !== null && keys.some((k) => k.id === chosen) ? chosen : inUse
  const usage = useQuery(usageQueries.history(keyId, span))
  const pickerId = useId()

  return (
    <section className="usage-history" aria-labelledby="usage-history-title">
      <div className="section-header">
        <h2 id="usage-history-title">Requests per minute</h2>
        <div className="usage-controls">
          {keys.length > 0 && (
            <span className="usage-key-picker">
              <label htmlFor={pickerId}>Key</label>
              <select
                id={pickerId}
                className="input"
                value={keyId ?? ''}
                onChange={(e) => setChosen(e.target.value)}
              >
                {keyId === null && <option value="">Demo key</option>}
                {keys.map((k) => (
                  <option key={k.id} value={k.id}>
                    {k.label} ({formatKeyHint(k.prefix, k.last4)}){k.id === inUse ? ' · in use' : ''}
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
          Loading usage…
        </p>
      ) : usage.data.totals.requests === 0 && usage.data.totals.waits === 0 ? (
        <EmptyState title="No requests with this key in this span">
          <p>Each request the app sends with the key is counted here, by minute, with the view that asked.</p>
        </EmptyState>
      ) : (
        <UsageChart usage={usage.data} />
      )}
    </section>
  )
}

function UsageChart({ usage }: { usage: UsageHistory }): ReactElement {
  const { totals } = usage
  const peak = Math.max(0, ...usage.points.map((p) => p.peak))
  const bucket = usage.bucketMinutes === 1 ? 'each minute' : `mean of each ${usage.bucketMinutes} minutes`
  return (
    <>
      <dl className="usage-totals">
        <div>
          <dt>Requests</dt>
          <dd>{formatNumber(totals.requests)}</dd>
        </div>
        <div>
          <dt>Busiest minute</dt>
          <dd>{formatNumber(peak)} requests</dd>
        </div>
        <div>
          <dt>429 answers</dt>
          <dd className={totals.throttled > 0 ? 'tone-bad' : 'tone-good'}>
            {totals.throttled === 0 ? '0 (as it should be)' : `${totals.throttled}: the budget was overrun`}
          </dd>
        </div>
        <div>
          <dt>Waits for the limit</dt>
          <dd>
            {formatNumber(totals.waits)}
            {totals.waits > 0 && ` (about ${formatCountdown(totals.waitMs)} in all)`}
          </dd>
        </div>
        <div>
          <dt>Errors</dt>
          <dd className={totals.errors > 0 ? 'tone-warn' : undefined}>{formatNumber(totals.errors)}</dd>
        </div>
      </dl>
      <div className="chart-card usage-chart">
        <h3 className="chart-card-title">
          Requests per minute <span className="muted small">({bucket})</span>
        </h3>
        <LineChart
          title="Requests per minute"
          points={usage.points.map((p) => ({ at: p.at, value: p.perMinute }))}
          formatValue={perMinute}
          // Whole requests in one-minute buckets: an axis to at least 4 keeps its ticks whole (not 0.5, 1.5).
          valueRange={{ min: 0, max: usage.bucketMinutes === 1 ? 4 : 1 }}
          marks={usage.marks.map((m) => ({ at: m.at, kind: m.kind, label: markWords(m) }))}
        />
        {usage.marks.length > 0 && (
          <p className="usage-legend small muted">
            <span className="usage-legend-wait" aria-hidden="true">
              ▼
            </span>{' '}
            a wait for the rate limit or a retry ·{' '}
            <span className="usage-legend-error" aria-hidden="true">
              ✕
            </span>{' '}
            a failed request (point at a mark for the detail)
          </p>
        )}
      </div>
      <UsageBreakdown usage={usage} />
    </>
  )
}
