import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactElement } from 'react'
import { formatDate } from '../../lib/format.ts'
import { useWords } from '../../lib/words.tsx'
import { compareQueries } from './compare.queries.ts'
import { changeWords, readingsInOrder, type Reading } from './over-time.ts'
import { useWording } from './use-wording.ts'

/** A reading as a choice or a row: its date and time in the region's formats. */
const when = (r: Reading): string => formatDate(r.at, true) ?? ''

/**
 * One bridge over time: its passes and score at each time the app read it (history-source.ts, and the reading
 * shown now), as a table, and the change between two chosen readings in words.
 */
export function OverTime({ slug, id, now }: { slug: string; id: string; now: Reading | null }): ReactElement {
  const { t } = useWords()
  const w = useWording()
  const past = useQuery(compareQueries.readings({ slug, id }))
  const all = readingsInOrder([past.data ?? [], now === null ? [] : [now]])
  const [fromAt, setFromAt] = useState<number | null>(null)
  const [toAt, setToAt] = useState<number | null>(null)
  const from = all.find((r) => r.at === fromAt) ?? all[0]
  const to = all.find((r) => r.at === toAt) ?? all[all.length - 1]
  const headingId = useId()
  const pick = (label: string, value: Reading | undefined, set: (at: number) => void): ReactElement => (
    <label className="field">
      <span className="field-label">{label}</span>
      <select className="input" value={value?.at ?? ''} onChange={(e) => set(Number(e.target.value))}>
        {all.map((r) => (
          <option key={r.at} value={r.at}>
            {when(r)}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    // Not a landmark of its own: the table's scroll box below is the one region named after the heading.
    <section className="card compare-over-time">
      <h2 id={headingId}>{t('compare.over-time.heading')}</h2>
      <p className="muted small">{t('compare.over-time.note')}</p>
      {all.length < 2 || from === undefined || to === undefined ? (
        <p>{t('compare.over-time.few')}</p>
      ) : (
        <>
          <div className="toolbar">
            {pick(t('compare.over-time.from'), from, setFromAt)}
            {pick(t('compare.over-time.to'), to, setToAt)}
          </div>
          <p className="compare-change" aria-live="polite">
            {changeWords(from, to, w)}
          </p>
        </>
      )}
      {all.length > 0 && (
        <div className="compare-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('compare.over-time.read')}</th>
                <th scope="col">{t('compare.over-time.source')}</th>
                <th scope="col" className="num">
                  {t('compare.field.passes')}
                </th>
                <th scope="col" className="num">
                  {t('compare.field.score')}
                </th>
              </tr>
            </thead>
            <tbody>
              {all.map((r) => (
                <tr key={`${r.at}|${r.from}`}>
                  <td>{when(r)}</td>
                  <td>{t('compare.source', { from: r.from })}</td>
                  <td className="num">{r.passes === null ? '—' : w.number(r.passes)}</td>
                  <td className="num">{r.score === null ? '—' : w.number(r.score)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
