import { useQuery } from '@tanstack/react-query'
import { useMemo, type ReactElement } from 'react'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { StaleNotice } from '../../components/stale-notice.tsx'
import type { Counters } from '../../store/stats-slice.ts'
import { StatsCounters } from './stats-counters.tsx'
import { StatsHistory } from './stats-history.tsx'
import { Insights } from './insights.tsx'
import { statsQueries } from './stats.queries.ts'
import { useLastVisitChanges } from './use-last-visit.ts'
import { WaitingWhy } from '../../entities/rate-limit/waiting-for.tsx'
import { useWords } from '../../lib/words.tsx'
import './stats.css'

/** #/stats: the platform counters, their change since the last visit, and charts over time. */
export function StatsView(): ReactElement {
  const { t } = useWords()
  const stats = useQuery(statsQueries.current())
  const value = stats.data?.value
  const counters = useMemo<Counters | null>(
    () =>
      value === undefined
        ? null
        : {
            bridges: value.bridges,
            suggestors: value.suggestors,
            passes: value.passes,
            avgScore: value.avg_score,
          },
    [value],
  )
  const changes = useLastVisitChanges(counters, stats.dataUpdatedAt)

  return (
    <div className="view stats-view">
      <header className="view-header">
        <h1>{t('page.stats')}</h1>
        <p className="muted">{t('stats.intro')}</p>
      </header>
      {stats.isError && counters !== null && (
        <StaleNotice
          updatedAt={stats.dataUpdatedAt}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      )}
      {stats.isError && counters === null ? (
        <ErrorPanel error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <div aria-busy={stats.isPending}>
          {stats.isPending && <WaitingWhy />}
          <StatsCounters counters={counters} changes={changes} />
        </div>
      )}
      <Insights />
      <StatsHistory />
    </div>
  )
}
