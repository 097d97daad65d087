import { numberFormat } from '../../../../shared/i18n/format.ts'
import { useState, type ReactElement } from 'react'
import { ChartWithTable } from './chart-with-table.tsx'

/** One bar: its label as people read it and its value, and where the bridges it counts are listed, if anywhere. */
export interface Bar {
  label: string
  value: number
  href?: string
  /** What following `href` does, after the bar's words ("list them", the default). */
  goes?: string
}

/**
 * Horizontal bars in plain HTML: each bar carries its number at its end (readable without hovering) and a tooltip
 * with the whole sentence; "Show as a table" puts the same numbers in a table, which screen readers always have.
 * A bar with an `href` is a link to the list filtered to what it counts, so a chart is never a dead end; its
 * picture is then read too, since a link must be reachable by everyone.
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
  const number = (n: number): string => numberFormat().format(n)
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
        <ol className="bar-list" aria-hidden={bars.some((b) => b.href !== undefined) ? undefined : 'true'}>
          {bars.map((b) => (
            <li key={b.label} className="bar-row" title={`${b.label}: ${words(b.value)}`}>
              {b.href === undefined ? (
                <span className="bar-label ellipsis" dir="auto">
                  {b.label}
                </span>
              ) : (
                <a
                  className="bar-label ellipsis"
                  dir="auto"
                  href={b.href}
                  aria-label={`${b.label}: ${words(b.value)}; ${b.goes ?? 'list them'}`}
                >
                  {b.label}
                </a>
              )}
              <span className="bar-track" aria-hidden="true">
                <span className="bar-fill" style={{ inlineSize: `${(b.value / max) * 100}%` }} />
              </span>
              <span className="bar-value numeric" aria-hidden="true">
                {number(b.value)}
              </span>
            </li>
          ))}
        </ol>
      </ChartWithTable>
    </figure>
  )
}
