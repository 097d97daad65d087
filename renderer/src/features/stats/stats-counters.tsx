import { numberFormat } from '../../../../shared/i18n/format.ts'
import type { ReactElement } from 'react'
import { Dash } from '../../components/dash.tsx'
import type { MessageId } from '../../../../shared/i18n/catalogues/en.ts'
import { msg } from '../../../../shared/i18n/translate.ts'
import { useWords } from '../../lib/words.tsx'
import type { Counters } from '../../store/stats-slice.ts'
import type { CounterChange } from './last-visit.ts'

const LABELS: readonly { name: keyof Counters; label: MessageId; decimals: number; means: MessageId }[] = [
  { name: 'bridges', label: msg('stats.bridges'), decimals: 0, means: msg('stats.means.bridges') },
  {
    name: 'suggestors',
    label: msg('stats.suggestors'),
    decimals: 0,
    means: msg('stats.means.suggestors'),
  },
  { name: 'passes', label: msg('stats.passes'), decimals: 0, means: msg('stats.means.passes') },
  { name: 'avgScore', label: msg('stats.avg-score'), decimals: 2, means: msg('stats.means.avg-score') },
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
  const { t } = useWords()
  return (
    <dl className="stat-cards">
      {LABELS.map(({ name, label, decimals, means }) => {
        const value = counters?.[name]
        const change = changes?.[name]
        return (
          <div key={name} className="stat-card">
            <dt className="stat-card-label">{t(label)}</dt>
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
            <dd className="stat-card-means small muted">{t(means)}</dd>
          </div>
        )
      })}
    </dl>
  )
}
