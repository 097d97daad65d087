import { useId, type ReactElement, type ReactNode } from 'react'

/**
 * A chart of Insights with its numbers as a table: the picture (hidden from screen readers) until "Show as a
 * table", and the table always, visually hidden while the picture shows, since screen readers always need it.
 */
export function ChartWithTable({
  title,
  rowHeader,
  unit,
  rows,
  format,
  asTable,
  onAsTable,
  children,
}: {
  /** The table's caption. */
  title: string
  /** The header of the rows' names ("Category", "Month"). */
  rowHeader: string
  /** Singular and plural of what is counted; the plural heads the numbers. */
  unit: [string, string]
  rows: readonly { label: string; value: number }[]
  format: (n: number) => string
  asTable: boolean
  onAsTable: (asTable: boolean) => void
  /** The picture, drawn while the table is not shown. */
  children: ReactNode
}): ReactElement {
  const tableId = useId()
  return (
    <>
      {!asTable && children}
      <table id={tableId} className={asTable ? 'bar-table' : 'visually-hidden'}>
        <caption className={asTable ? 'visually-hidden' : undefined}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            <th scope="col" className="numeric">
              {unit[1].charAt(0).toUpperCase() + unit[1].slice(1)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row" dir="auto">
                {r.label}
              </th>
              <td className="numeric">{format(r.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="button button-quiet button-small"
        aria-controls={tableId}
        aria-pressed={asTable}
        onClick={() => onAsTable(!asTable)}
      >
        {asTable ? 'Show as a chart' : 'Show as a table'}
      </button>
    </>
  )
}
