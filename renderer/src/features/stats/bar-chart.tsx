import { useState, type ReactElement } from 'react'
import { ChartWithTable } from './chart-with-table.tsx'

/** One bar: its label as people read it and its value. */
export interface Bar {
  label: string
  value: number
}

/**
 * Horizontal bars in plain HTML: each bar carries its number at its end (readable without hovering) and a tooltip
 * with the whole sentence; "Show as a table" puts the same numbers in a table, which screen readers always have.
 */
export function BarChart({
  title,
  bars,
  unit,
}: {
  title: string
  bars: readonly Bar[]
  /** Singular and plural of what is counted, for the tooltip and the table's header. */
  unit: [string, string]
}): ReactElement {
  const [asTable, setAsTable] = useState(false)
  const max = Math.max(1, ...bars.map((b) => b.value))
  const number = (n: number): string => n.toLocaleString('en-US')
  const words = (n: number): string => `${number(n)} ${n === 1 ? unit[0] : unit[1]}`
  return (
    <figure className="bar-chart">
      <ChartWithTable
        title={title}
        rowHeader={title.split(' by ')[1] ?? 'Item'}
        unit={unit}
        rows={bars}
        format={number}
        asTable={asTable}
        onAsTable={setAsTable}
      >
        <ol className="bar-list" aria-hidden="true">
          {bars.map((b) => (
            <li key={b.label} className="bar-row" title={`${b.label}: ${words(b.value)}`}>
              <span className="bar-label ellipsis" dir="auto">
                {b.label}
              </span>
              <span className="bar-track">
                <span className="bar-fill" style={{ inlineSize: `${(b.value / max) * 100}%` }} />
              </span>
              <span className="bar-value numeric">{number(b.value)}</span>
            </li>
          ))}
        </ol>
      </ChartWithTable>
    </figure>
  )
}
