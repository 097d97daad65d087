import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { LineChart } from '../../components/line-chart.tsx'
import { CatalogueStatusLine } from '../../entities/catalogue/catalogue-status-line.tsx'
import { catalogueAnswers, catalogueQueries } from '../../entities/catalogue/catalogue.queries.ts'
import { useCatalogueStatus } from '../../entities/catalogue/use-catalogue-status.ts'
import { categoryLabel } from '../../entities/bridge/filters.ts'
import { BarChart } from './bar-chart.tsx'

/** "2025-03" as the first day of that month (UTC), for the line chart's time axis. */
function monthStart(month: string): number {
  const [y, m] = month.split('-').map(Number)
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, 1)
}

/**
 * Figures over the whole list of bridges, from the catalogue on this computer (no request): how bridges and
 * passes spread over categories, publishing over time, the top suggestors and the spread of score. While the
 * catalogue is still being built, they cover what it holds so far, and the status line says how much that is.
 */
export function Insights(): ReactElement {
  const { status, generation } = useCatalogueStatus()
  const held = catalogueAnswers(status) && status.rows > 0
  const insights = useQuery({ ...catalogueQueries.insights(generation), enabled: held })
  const i = insights.data
  return (
    <section className="insights" aria-labelledby="insights-title" data-testid="insights">
      <div className="section-header">
        <h2 id="insights-title">Insights</h2>
      </div>
      <CatalogueStatusLine />
      {!held || i === undefined ? (
        <p className="muted">
          {status?.state === 'off'
            ? 'The catalogue is turned off in Settings, so there is nothing to show here.'
            : status?.withheld
              ? 'Nothing to show for the key in use: the line above says why.'
              : 'The catalogue is reading the list of bridges; the charts appear as soon as it holds some.'}
        </p>
      ) : (
        <>
          {!status?.complete && (
            <p className="muted small">
              These figures cover the {status?.rows.toLocaleString('en-US')} bridges read so far, not all of
              them yet.
            </p>
          )}
          <div className="chart-grid insights-grid">
            <div className="chart-card">
              <h3 className="chart-card-title">Bridges by category</h3>
              <BarChart
                title="Bridges by category"
                unit={['bridge', 'bridges']}
                bars={i.byCategory.map((c) => ({ label: categoryLabel(c.category), value: c.bridges }))}
              />
            </div>
            <div className="chart-card">
              <h3 className="chart-card-title">Passes by category</h3>
              <BarChart
                title="Passes by category"
                unit={['pass', 'passes']}
                bars={[...i.byCategory]
                  .sort((a, b) => b.passes - a.passes)
                  .map((c) => ({ label: categoryLabel(c.category), value: c.passes }))}
              />
            </div>
            <div className="chart-card">
              <h3 className="chart-card-title">Bridges published per month</h3>
              <LineChart
                title="Bridges published per month"
                points={i.perMonth.map((m) => ({ at: monthStart(m.month), value: m.count }))}
              />
            </div>
            <div className="chart-card">
              <h3 className="chart-card-title">Spread of score</h3>
              <BarChart
                title="Bridges by score"
                unit={['bridge', 'bridges']}
                bars={i.scoreHistogram.map((h) => ({ label: `${h.from} to ${h.to - 1}`, value: h.count }))}
              />
            </div>
            <div className="chart-card">
              <h3 className="chart-card-title">Top suggestors by passes</h3>
              <BarChart
                title="Passes by suggestor"
                unit={['pass', 'passes']}
                bars={i.topByPasses.map((s) => ({ label: s.username, value: s.passes }))}
              />
            </div>
            <div className="chart-card">
              <h3 className="chart-card-title">Top suggestors by bridges</h3>
              <BarChart
                title="Bridges by suggestor"
                unit={['bridge', 'bridges']}
                bars={i.topByBridges.map((s) => ({ label: s.username, value: s.bridges }))}
              />
            </div>
          </div>
        </>
      )}
    </section>
  )
}
