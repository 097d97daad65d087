import { numberFormat } from '../../../../shared/i18n/format.ts'
import { useState, type ReactElement } from 'react'
import { useWords } from '../../lib/words.tsx'
import { ChartWithTable, countWords, type Counted } from './chart-with-table.tsx'

/** One bar: its label as people read it and its value, and where the bridges it counts are listed, if anywhere. */
export interface Bar {
  label: string
  value: number
  href?: string
  /** What following `href` does, after the bar's words (stats.goes-list, "list them", the default). */
  goes?: string
  /** A second, small link beside the label (a suggestor's profile, beside their name that lists their bridges). */
  aside?: { href: string; text: string; label: string }
}

/**
 * Horizontal bars in plain HTML: each bar carries its number at its end (readable without hovering) and a tooltip
 * with the whole sentence; "Show as a table" puts the same numbers in a table, which screen readers always have.
 * A bar with an `href` is a link to the list filtered to what it counts, so a chart is never a dead end; its
 * picture is then read too, since a link must be reachable by everyone.
 */
export function BarChart({
  title,
  rowHeader,
  bars,
  unit,
}: {
  title: string
  /** The header of the table's names ("Category", "Suggestor"). */
  rowHeader: string
  bars: readonly Bar[]
  /** What is counted, for the tooltip and the table's header. */
  unit: Counted
}): ReactElement {
  const { t } = useWords()
  const [asTable, setAsTable] = useState(false)
  const max = Math.max(1, ...bars.map((b) => b.value))
  const number = (n: number): string => numberFormat().format(n)
  const words = (n: number): string => countWords(t, unit, n)
  return (
    <figure className="bar-chart">
      <ChartWithTable
        title={title}
        rowHeader={rowHeader}
        unit={unit}
        rows={bars}
        format={number}
        asTable={asTable}
        onAsTable={setAsTable}
      >
        <ol className="bar-list" aria-hidden={bars.some((b) => b.href !== undefined) ? undefined : 'true'}>
          {bars.map((b) => (
            <li
              key={b.label}
              className="bar-row"
              title={t('stats.bar-title', { label: b.label, count: words(b.value) })}
            >
              {b.href === undefined ? (
                <span className="bar-label ellipsis" dir="auto">
                  {b.label}
                </span>
              ) : (
                <span className="bar-name">
                  <a
                    className="bar-label ellipsis"
                    dir="auto"
                    href={b.href}
                    aria-label={t('stats.bar-link', {
                      label: b.label,
                      count: words(b.value),
                      goes: b.goes ?? t('stats.goes-list'),
                    })}
                  >
                    {b.label}
                  </a>
                  {b.aside !== undefined && (
                    <a className="bar-aside" href={b.aside.href} aria-label={b.aside.label}>
                      {b.aside.text}
                    </a>
                  )}
                </span>
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
