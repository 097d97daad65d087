import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { LineChart } from '../../components/line-chart.tsx'
import { useWords } from '../../lib/words.tsx'
import { watchQueries } from './watch.queries.ts'

/** A pinned bridge's passes over time, from the watch list's readings; nothing for a bridge not pinned. */
export function WatchedPasses({ slug }: { slug: string }): ReactElement | null {
  const { t } = useWords()
  const pinned = useQuery(watchQueries.pinned('bridge', slug))
  const points = useQuery({ ...watchQueries.passes(slug), enabled: pinned.data?.pinned === true })
  if (pinned.data?.pinned !== true || points.data === undefined || points.data.length === 0) return null
  return (
    <section className="card watched-passes" aria-labelledby="watched-passes-heading">
      <h2 id="watched-passes-heading">{t('watch.passes-heading')}</h2>
      <LineChart title={t('watch.passes-chart')} points={points.data} />
      <p className="small muted">{t('watch.passes-note')}</p>
    </section>
  )
}
