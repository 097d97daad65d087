import { numberFormat } from '../../../../shared/i18n/format.ts'
import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import type { StatsPoint } from '../../../../shared/ipc/stats.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { LineChart } from '../../components/line-chart.tsx'
import { TimeSpanPicker } from '../../components/time-span-picker.tsx'
import { useStatsSpan, useStatsSpanChosen } from '../../store/ui-store.ts'
import { useWords } from '../../lib/words.tsx'
import { statsQueries } from './stats.queries.ts'
import type { MessageId } from '../../../../shared/i18n/catalogues/en.ts'
import { msg } from '../../../../shared/i18n/translate.ts'

const SERIES: readonly { key: keyof Omit<StatsPoint, 'at'>; title: MessageId; decimals: number }[] = [
  { key: 'bridges', title: msg('stats.bridges'), decimals: 0 },
  { key: 'suggestors', title: msg('stats.suggestors'), decimals: 0 },
  { key: 'passes', title: msg('stats.passes'), decimals: 0 },
  { key: 'avgScore', title: msg('stats.avg-score'), decimals: 2 },
]

/** The counters over time, for the chosen range. */
export function StatsHistory(): ReactElement {
  const { t } = useWords()
  const range = useStatsSpan()
  const rangeChosen = useStatsSpanChosen()
  const history = useQuery(statsQueries.history(range))
  const points = history.data ?? []

  return (
    <section className="stats-history" aria-labelledby="stats-history-title">
      <div className="section-header">
        <h2 id="stats-history-title">{t('stats.over-time')}</h2>
        <TimeSpanPicker value={range} onChange={rangeChosen} />
      </div>
      {history.isError && points.length === 0 ? (
        <ErrorPanel error={history.error} onRetry={() => void history.refetch()} />
      ) : history.isPending ? (
        <p className="muted" role="status">
          {t('stats.loading-history')}
        </p>
      ) : points.length === 0 ? (
        <EmptyState title={t('stats.no-history')}>
          <p>{t('stats.history-builds')}</p>
        </EmptyState>
      ) : (
        <div className="chart-grid">
          {SERIES.map((s) => (
            <div key={s.key} className="chart-card">
              <h3 className="chart-card-title">{t(s.title)}</h3>
              <LineChart
                title={t(s.title)}
                points={points.map((p) => ({ at: p.at, value: p[s.key] }))}
                formatValue={(n) => numberFormat({ maximumFractionDigits: s.decimals }).format(n)}
              />
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
