import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactElement } from 'react'
import { DAY_MS } from '../../../../shared/time/durations.ts'
import { useCatalogueStatus } from '../../entities/catalogue/use-catalogue-status.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { readClock } from '../../lib/clock.ts'
import { formatDate } from '../../lib/format.ts'
import { useWords } from '../../lib/words.tsx'
import { ChangeCounts } from './change-counts.tsx'
import { ChangedRows } from './changed-rows.tsx'
import { changesQueries, EVERY_CHANGE, type ChangeDrill } from './changes.queries.ts'
import { lastWeek, rangeOf, type DayRange } from './date-range.ts'
import './changes.css'

/**
 * What changed: the catalogue between two days (a week ago to today at first), counted per category, each count
 * a button that shows its bridges, each bridge a link to its page, and the file out. The resolution of the
 * history is said beside the set (docs/catalogue-changes.md).
 */
export function ChangesView(): ReactElement {
  const { t } = useWords()
  const problemId = useId()
  // The time the days were chosen: "today" ends there, and the range stays one query key until they change.
  const [asOf, setAsOf] = useState(readClock)
  const [days, setDays] = useState<DayRange>(() => lastWeek(asOf))
  const [drill, setDrill] = useState<ChangeDrill>(EVERY_CHANGE)
  const range = rangeOf(days, asOf)
  const ok = 'from' in range
  const summary = useQuery({
    ...changesQueries.summary(ok ? range.from : 0, ok ? range.to : 0),
    enabled: ok,
  })
  const refreshDays = Math.max(
    1,
    Math.round((useCatalogueStatus().status?.refreshIntervalMs ?? 7 * DAY_MS) / DAY_MS),
  )
  const choose = (next: DayRange): void => {
    setDays(next)
    setAsOf(readClock())
    setDrill(EVERY_CHANGE)
  }
  const s = summary.data
  return (
    <div className="changes">
      <div className="page-header">
        <h1>{t('changes.nav')}</h1>
      </div>
      <p className="muted">{t('changes.intro')}</p>
      <div className="changes-dates">
        {(['from', 'to'] as const).map((end) => (
          <label key={end} className="field">
            <span className="field-label">{end === 'from' ? t('changes.from') : t('changes.to')}</span>
            <input
              className="input"
              type="date"
              value={days[end]}
              {...(end === 'from' ? { max: days.to } : { min: days.from })}
              aria-invalid={!ok}
              aria-describedby={ok ? undefined : problemId}
              onChange={(e) => choose({ ...days, [end]: e.target.value })}
            />
          </label>
        ))}
      </div>
      <p id={problemId} role="alert" className="field-problem">
        {ok
          ? null
          : range.problem === 'backwards'
            ? t('changes.problem.backwards')
            : t('changes.problem.not-a-day')}
      </p>
      <div className="changes-notes small">
        <p>{t('changes.resolution', { days: refreshDays })}</p>
        <p className="muted">
          {t('changes.kept', { days: s?.keepDays ?? 90 })}{' '}
          {s !== undefined &&
            (s.keptSince === null
              ? t('changes.none-yet')
              : s.keptSince > s.from &&
                t('changes.kept-since', { date: formatDate(s.keptSince, true) ?? '' }))}
        </p>
      </div>
      {summary.isError && <ErrorPanel error={summary.error} onRetry={() => void summary.refetch()} />}
      {ok && s !== undefined && (
        <>
          <ChangeCounts summary={s} drill={drill} onDrill={setDrill} />
          {s.totals.added + s.totals.removed + s.totals.changed === 0 ? (
            <p>{t('changes.none')}</p>
          ) : (
            <ChangedRows
              key={`${drill.category ?? ''}|${drill.kind ?? ''}`}
              range={range}
              drill={drill}
              onAll={() => setDrill(EVERY_CHANGE)}
            />
          )}
        </>
      )}
    </div>
  )
}
