import { useId, useState, type ReactElement } from 'react'

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
  const tableId = useId()
  const max = Math.max(1, ...bars.map((b) => b.value))
  const words = (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? unit[0] : unit[1]}`
  return (
    <figure className="bar-chart">
      {!asTable && (
        <ol className="bar-list" aria-hidden="true">
          {bars.map((b) => (
            <li key={b.label} className="bar-row" title={`${b.label}: ${words(b.value)}`}>
              <span className="bar-label ellipsis" dir="auto">
                {b.label}
              </span>
              <span className="bar-track">
                <span className="bar-fill" style={{ inlineSize: `${(b.value / max) * 100}%` }} />
              </span>
              <span className="bar-value numeric">{b.value.toLocaleString('en-US')}</span>
            </li>
          ))}
        </ol>
      )}
      <table id={tableId} className={asTable ? 'bar-table' : 'visually-hidden'}>
        <caption className={asTable ? 'visually-hidden' : undefined}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{title.split(' by ')[1] ?? 'Item'}</th>
            <th scope="col" className="numeric">
              {unit[1].charAt(0).toUpperCase() + unit[1].slice(1)}
            </th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <th scope="row" dir="auto">
                {b.label}
              </th>
              <td className="numeric">{b.value.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="button button-quiet button-small"
        aria-controls={tableId}
        aria-pressed={asTable}
        onClick={() => setAsTable((t) => !t)}
      >
        {asTable ? 'Show as a chart' : 'Show as a table'}
      </button>
    </figure>
  )
}
