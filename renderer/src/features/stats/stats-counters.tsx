import { numberFormat } from '../../../../shared/i18n/format.ts'
import type { ReactElement } from 'react'
import { Dash } from '../../components/dash.tsx'
import { GLOSSARY } from '../../components/glossary.ts'
import type { Counters } from '../../store/stats-slice.ts'
import type { CounterChange } from './last-visit.ts'

const LABELS: readonly { name: keyof Counters; label: string; decimals: number; means: string }[] = [
  { name: 'bridges', label: 'Bridges', decimals: 0, means: GLOSSARY.bridge },
  { name: 'suggestors', label: 'Suggestors', decimals: 0, means: GLOSSARY.suggestors },
  {
    name: 'passes',
    label: 'Passes',
    decimals: 0,
    means: 'Times people have used a bridge, all bridges together.',
  },
  { name: 'avgScore', label: 'Average score', decimals: 2, means: GLOSSARY.avgScore },
]

const format = (n: number, decimals: number): string =>
  numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n)

/** The four platform counters, each with its change since the last visit when there was one. */
export function StatsCounters({
  counters,
  changes,
}: {
  counters: Counters | null
  changes: Record<keyof Counters, CounterChange | null> | null
}): ReactElement {
  return (
    <dl className="stat-cards">
      {LABELS.map(({ name, label, decimals, means }) => {
        const value = counters?.[name]
        const change = changes?.[name]
        return (
          <div key={name} className="stat-card">
            <dt className="stat-card-label">{label}</dt>
            <dd className="stat-card-value">
              {value === undefined || value === null ? <Dash /> : format(value, decimals)}
            </dd>
            {change != null && (
              <dd
                className={`stat-card-change${change.delta > 0 ? ' is-up' : change.delta < 0 ? ' is-down' : ''}`}
              >
                {change.text}
              </dd>
            )}
            <dd className="stat-card-means small muted">{means}</dd>
          </div>
        )
      })}
    </dl>
  )
}
