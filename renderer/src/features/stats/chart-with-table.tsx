import { useId, type ReactElement, type ReactNode } from 'react'
import type { Translate } from '../../../../shared/i18n/translate.ts'
import { useWords } from '../../lib/words.tsx'

/** What a chart of Insights counts. */
export type Counted = 'bridges' | 'passes'

/** "1 bridge", "2,000 passes": a count of what a chart counts, in the language's plural. */
export function countWords(t: Translate, unit: Counted, n: number): string {
  return unit === 'bridges' ? t('stats.count-bridges', { n }) : t('stats.count-passes', { n })
}

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
  /** What is counted; its name heads the numbers. */
  unit: Counted
  rows: readonly { label: string; value: number }[]
  format: (n: number) => string
  asTable: boolean
  onAsTable: (asTable: boolean) => void
  /** The picture, drawn while the table is not shown. */
  children: ReactNode
}): ReactElement {
  const { t } = useWords()
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
              {unit === 'bridges' ? t('stats.bridges') : t('stats.passes')}
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
        {asTable ? t('stats.show-chart') : t('stats.show-table')}
      </button>
    </>
  )
}
