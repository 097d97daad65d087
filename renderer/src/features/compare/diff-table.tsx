import { useId, type ReactElement, type ReactNode } from 'react'
import { copyText, useCopyStatus } from '../../components/copy-buttons.tsx'
import { useWords } from '../../lib/words.tsx'
import { differing, type CompareValue, type DiffRow } from './compare-rows.ts'
import { comparisonText, differenceText, STATE_MARK, valueText } from './compare-text.ts'
import { useWording } from './use-wording.ts'

/** A value in its cell: a name kept in its own direction (<bdi>), words in theirs. */
function Value({ value }: { value: CompareValue }): ReactElement {
  const w = useWording()
  const text = valueText(value, w)
  if (value.type === 'name' && value.s !== null && value.s !== '') return <bdi>{text}</bdi>
  return <span dir={value.type === 'text' ? 'auto' : undefined}>{text}</span>
}

/**
 * Two bridges or two profiles side by side: one row per field, the two values in columns, and a Difference column
 * that marks each row with a sign and words (not colour alone). Scrolls within its own box in a narrow window;
 * "Copy as text" copies the same table as plain text.
 */
export function DiffTable({
  heads,
  names,
  rows,
}: {
  /** The two columns' headings as shown (links to the two pages). */
  heads: readonly [ReactNode, ReactNode]
  /** The same headings as plain text, for the copied table. */
  names: readonly [string, string]
  rows: readonly DiffRow[]
}): ReactElement {
  const { t } = useWords()
  const w = useWording()
  const { status, report } = useCopyStatus()
  const captionId = useId()
  const copy = (): void =>
    void copyText(comparisonText(names, rows, w)).then((ok) => report(ok, t('compare.copied')))
  return (
    <section className="compare-table-section">
      {/* Focusable so the keyboard can scroll it where it is wider than the window. */}
      <div className="compare-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="table compare-table">
          <caption id={captionId}>{t('compare.summary', { n: differing(rows) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('compare.field')}</th>
              <th scope="col">{heads[0]}</th>
              <th scope="col">{heads[1]}</th>
              <th scope="col">{t('compare.difference')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} data-state={row.state}>
                <th scope="row">{t(row.field)}</th>
                <td className={row.a.type === 'number' ? 'num' : undefined}>
                  <Value value={row.a} />
                </td>
                <td className={row.b.type === 'number' ? 'num' : undefined}>
                  <Value value={row.b} />
                </td>
                <td className="compare-difference">
                  <span className="compare-mark" aria-hidden="true">
                    {STATE_MARK[row.state]}
                  </span>{' '}
                  {differenceText(row, w)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="compare-actions">
        <button type="button" className="button button-small" onClick={copy}>
          {t('compare.copy')}
        </button>
        <span className="muted small" role="status">
          {status}
        </span>
      </div>
    </section>
  )
}
