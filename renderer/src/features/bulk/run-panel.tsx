import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type ReactElement } from 'react'
import type { BulkKept, BulkPreview, BulkProgress } from '../../../../shared/ipc/bulk.ts'
import { unwrap } from '../../lib/call.ts'
import { explainError } from '../../lib/error-text.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { useWords } from '../../lib/words.tsx'
import { bulkQueries, useBulkProgressEvents } from './bulk.queries.ts'
import { durationWords, STATE_WORDS } from './bulk-words.ts'
import { ExportButtons } from './export-buttons.tsx'
import { ResultTable } from './result-table.tsx'

/** The column and header choice, the estimate, the controls and, once started, the progress and the answers. */
export function RunPanel({ preview, kept }: { preview: BulkPreview; kept?: BulkKept }): ReactElement {
  const { t } = useWords()
  const client = useQueryClient()
  const [column, setColumn] = useState(kept?.column ?? preview.column)
  const [header, setHeader] = useState(kept?.header ?? preview.header)
  const [started, setStarted] = useState(kept !== undefined)
  const [problem, setProblem] = useState<string | null>(null)
  const columnId = useId()
  const { bulkId } = preview
  // Listening from before Start: a run's first answers may come before the page has drawn it as started.
  useBulkProgressEvents(bulkId)
  const estimate = useQuery({ ...bulkQueries.estimate(bulkId, column, header), enabled: !started })
  const rows = useQuery({ ...bulkQueries.rows(bulkId, 0), enabled: started })
  const progress = rows.data?.progress ?? null

  const act = async (call: () => Promise<unknown>): Promise<void> => {
    setProblem(null)
    try {
      await call()
      await client.invalidateQueries({ queryKey: [...bulkQueries.list(bulkId), 'rows'] })
    } catch (e) {
      const why = explainError(e, t)
      setProblem(`${why.title}. ${why.nextStep}`)
    }
  }
  const explorer = getExplorer()

  return (
    <section className="bulk-run" aria-labelledby={columnId}>
      <p className="muted small">
        {t('bulk.read-summary', { rows: preview.rest + 1, columns: preview.columns })}
      </p>
      <div className="bulk-actions">
        <label className="field">
          <span className="field-label" id={columnId}>
            {t('bulk.column-label')}
          </span>
          <select
            className="input"
            value={column}
            disabled={started}
            onChange={(e) => setColumn(Number(e.target.value))}
          >
            {Array.from({ length: preview.columns }, (_, i) => (
              <option key={i} value={i}>
                {t('bulk.column-option', { n: i + 1, name: preview.first[i] ?? '' })}
              </option>
            ))}
          </select>
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={header}
            disabled={started}
            onChange={(e) => setHeader(e.target.checked)}
          />{' '}
          {t('bulk.header')}
        </label>
      </div>
      {!started && estimate.data !== undefined && (
        <p role="status">
          {estimate.data.needService === 0
            ? t('bulk.estimate-catalogue-only', { catalogue: estimate.data.fromCatalogue })
            : t('bulk.estimate', {
                catalogue: estimate.data.fromCatalogue,
                service: estimate.data.needService,
                time: durationWords(t, estimate.data.seconds ?? 0),
              })}
        </p>
      )}
      <div className="bulk-actions">
        {!started ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() =>
              void act(async () => {
                await unwrap(explorer.startBulk({ bulkId, column, header }))
                setStarted(true)
              })
            }
          >
            {t('bulk.start')}
          </button>
        ) : (
          <Controls progress={progress} act={act} bulkId={bulkId} />
        )}
      </div>
      <p role="alert" className="field-problem">
        {problem}
      </p>
      {progress !== null && <ProgressLine progress={progress} />}
      {started && <ResultTable bulkId={bulkId} />}
      {started && <ExportButtons bulkId={bulkId} />}
    </section>
  )
}

function Controls({
  progress,
  act,
  bulkId,
}: {
  progress: BulkProgress | null
  act: (call: () => Promise<unknown>) => Promise<void>
  bulkId: string
}): ReactElement | null {
  const { t } = useWords()
  const explorer = getExplorer()
  const state = progress?.state
  if (state !== 'running' && state !== 'paused') return null
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => void act(() => unwrap(explorer.pauseBulk({ bulkId, paused: state === 'running' })))}
      >
        {state === 'running' ? t('bulk.pause') : t('bulk.resume')}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => void act(() => unwrap(explorer.cancelBulk({ bulkId })))}
      >
        {t('bulk.cancel')}
      </button>
    </>
  )
}

function ProgressLine({ progress }: { progress: BulkProgress }): ReactElement {
  const { t } = useWords()
  const stateWords = STATE_WORDS[progress.state]
  return (
    <p role="status" className="bulk-progress">
      {t('bulk.progress', { answered: progress.answered, rows: progress.rows, left: progress.serviceLeft })}{' '}
      {progress.state === 'running' && progress.secondsLeft !== null && progress.serviceLeft > 0
        ? t('bulk.time-left', { time: durationWords(t, progress.secondsLeft) })
        : null}
      {stateWords !== undefined ? t(stateWords) : null}
    </p>
  )
}
