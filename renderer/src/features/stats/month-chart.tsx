import { useState, type ReactElement } from 'react'
import { niceTicks } from '../../components/chart-scale.ts'
import { useDrawnWidth } from '../../components/use-drawn-width.ts'
import { formatNumber } from '../../lib/format.ts'
import { useWords } from '../../lib/words.tsx'
import { ChartWithTable, countWords, type Counted } from './chart-with-table.tsx'
import { monthName, monthTickLabel, monthTicks, type MonthColumn } from './month-columns.ts'
import './month-chart.css'

// About the width of "Sep 2025" at the axis' 11px with a gap after it, and of the value axis beside the plot.
const LABEL_PX = 64
const VALUE_AXIS_PX = 40

const number = (n: number): string => formatNumber(n) ?? String(n)

/**
 * A count per month as columns: one per month with no month skipped, labels under the axis with their year, a
 * partial month (the first, begun mid-month; the current, not over) hatched and named "(partial)" in its tooltip
 * and in the table, and `note` under the chart saying which and why.
 */
export function MonthChart({
  title,
  columns,
  unit,
  note,
}: {
  title: string
  columns: readonly MonthColumn[]
  unit: Counted
  note: string | null
}): ReactElement {
  const { t } = useWords()
  const [asTable, setAsTable] = useState(false)
  const [figureRef, width] = useDrawnWidth(380, 200)
  const y = niceTicks({ min: 0, max: Math.max(1, ...columns.map((c) => c.count)) }, 2)
  const ticks = monthTicks(
    columns.map((c) => c.month),
    Math.floor((width - VALUE_AXIS_PX) / LABEL_PX),
  )
  const name = (c: MonthColumn): string =>
    c.partial === null ? monthName(c.month) : t('stats.month-partial', { month: monthName(c.month) })
  const share = (n: number): string => `${(n / y.domain.max) * 100}%`
  return (
    <figure className="month-chart" ref={figureRef}>
      <ChartWithTable
        title={title}
        rowHeader={t('stats.row-month')}
        unit={unit}
        rows={columns.map((c) => ({ label: name(c), value: c.count }))}
        format={number}
        asTable={asTable}
        onAsTable={setAsTable}
      >
        <div className="month-chart-picture" aria-hidden="true">
          <div className="month-chart-values">
            {y.ticks.map((t) => (
              <span key={t} style={{ insetBlockEnd: share(t) }}>
                {number(t)}
              </span>
            ))}
          </div>
          <div className="month-chart-plot">
            {y.ticks.map((t) => (
              <span key={t} className="month-chart-grid" style={{ insetBlockEnd: share(t) }} />
            ))}
            <ol
              className="month-chart-columns"
              style={{ gridTemplateColumns: `repeat(${columns.length}, 1fr)` }}
            >
              {columns.map((c) => (
                <li
                  key={c.month}
                  className={c.partial === null ? 'month-column' : 'month-column month-column-partial'}
                  title={t('stats.bar-title', { label: name(c), count: countWords(t, unit, c.count) })}
                >
                  <span className="month-column-fill" style={{ blockSize: share(c.count) }} />
                </li>
              ))}
            </ol>
          </div>
          <div className="month-chart-months">
            {ticks.map((i) => (
              <span key={i} style={{ insetInlineStart: `${(i / columns.length) * 100}%` }}>
                {monthTickLabel(columns[i]?.month ?? '')}
              </span>
            ))}
          </div>
        </div>
      </ChartWithTable>
      {note !== null && <p className="month-chart-note small muted">{note}</p>}
    </figure>
  )
}
