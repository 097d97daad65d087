import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { EmptyState } from '../../components/empty-state.tsx'
import { LastFailureNotice } from '../../components/last-failure-notice.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { hrefFor } from '../../lib/router.ts'
import { developerQueries, useRequestLogEvents } from '../../entities/request-log/developer.queries.ts'
import { useKeyInUseRefusal } from '../../entities/key/key-in-use-refusal.ts'
import { LineChart } from '../../components/line-chart.tsx'
import { waitWords } from '../../entities/rate-limit/wait-words.ts'
import { rateLimitQueries } from './rate-limit.queries.ts'
import { RateGauge } from './rate-gauge.tsx'
import { useNow } from '../../components/use-now.ts'
import { useSchedulerState } from '../../entities/rate-limit/use-scheduler-state.ts'
import { formatNumber } from '../../lib/format.ts'
import { useWords } from '../../lib/words.tsx'
import './rate-limit.css'

/** #/rate-limit: live headroom of the active key, what is waiting, and remaining requests over the last hour. */
export function RateLimitView(): ReactElement {
  const { t } = useWords()
  const { state, error } = useSchedulerState()
  // A one-second clock, ticking only while a countdown shows.
  const now = useNow(1000, state !== null && (state.resetAt !== null || state.waitingUntil !== null))
  const history = useQuery(rateLimitQueries.history())
  // The request log says why requests fail (a revoked key, a lockout…): the budget alone cannot.
  useRequestLogEvents()
  const log = useQuery(developerQueries.log())
  // A key the service refused is not sent again (responses/Unauthorized in shared/api/openapi.yaml: never retry a
  // 401), whatever the budget says.
  const refusal = useKeyInUseRefusal()

  return (
    <div className="view rate-limit-view">
      <header className="view-header">
        <h1>{t('page.rate-limit')}</h1>
        <p className="muted">{t('rate.about')}</p>
        <p>
          <a href={hrefFor({ name: 'developer' })}>{t('rate.developer-link')}</a>
        </p>
      </header>
      <LastFailureNotice log={log.data} />
      {error !== null && state === null ? (
        <ErrorPanel error={error} />
      ) : (
        <section className="rate-live" aria-labelledby="rate-live-title">
          <h2 id="rate-live-title">{t('rate.now')}</h2>
          <RateGauge state={state} now={now} />
          <dl className="rate-facts">
            <div>
              <dt>{t('rate.queued')}</dt>
              <dd>{formatNumber(state?.queued ?? 0)}</dd>
            </div>
            <div>
              <dt>{t('rate.in-flight')}</dt>
              <dd>{formatNumber(state?.inFlight ?? 0)}</dd>
            </div>
            <div>
              <dt>{t('rate.status')}</dt>
              <dd>{refusal ?? waitWords(state, now, t)?.text ?? t('rate.flowing')}</dd>
            </div>
          </dl>
          {state === null && <p className="muted">{t('rate.first-request')}</p>}
        </section>
      )}
      <section aria-labelledby="rate-history-title">
        <h2 id="rate-history-title">{t('rate.history')}</h2>
        {history.isError && history.data === undefined ? (
          <ErrorPanel error={history.error} onRetry={() => void history.refetch()} />
        ) : history.isPending ? (
          <p className="muted" role="status">
            {t('rate.loading')}
          </p>
        ) : history.data.length === 0 ? (
          <EmptyState title={t('rate.history-empty')}>
            <p>{t('rate.history-empty-about')}</p>
          </EmptyState>
        ) : (
          <div className="chart-card">
            <LineChart
              title={t('rate.chart')}
              points={history.data.map((p) => ({ at: p.at, value: p.remaining }))}
              valueRange={{ min: 0, max: Math.max(0, ...history.data.map((p) => p.limit)) }}
            />
          </div>
        )}
      </section>
    </div>
  )
}
