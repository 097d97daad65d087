import { useEffect, useState, type ReactElement } from 'react'
import { CopyPath } from '../../components/copy-path.tsx'
import { ShowInFolder } from '../../components/show-in-folder.tsx'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useNow } from '../../components/use-now.ts'
import { isolatedNodes } from '../../lib/isolated-nodes.tsx'
import { useWords } from '../../lib/words.tsx'
import { useListExportPending, useListExportTaken } from '../../store/ui-store.ts'
import { estimateSentence, overrunSentence, savedSentence } from './export-text.ts'
import { sentences } from './catalogue-words.ts'
import { exportCountSentence, type ExportOfList } from './export-query.ts'
import { columnsHeader, type ListColumn } from '../../../../shared/views/list-columns.ts'
import { isolate } from '../../../../shared/i18n/translate.ts'
import { useExport } from './use-export.ts'

/**
 * Export: shows what it will cost first, then saves the matching bridges as CSV or JSON (the desktop app asks
 * where), with progress and Cancel. `matching` is the exact count when the list has loaded every match. With
 * `catalogue`, the question also offers the catalogue on this computer (no request, said with its age and
 * completeness) beside the service. A complete catalogue is the first choice and the question opens at once (the
 * service's cost is asked only if it is chosen); an incomplete one is offered, but the service, which has every
 * row, is chosen first. A list only the catalogue can list as shown (its sort or suggestors filter, or words
 * matched on this computer) is exported from the catalogue only, with that filter and order, and the count of rows
 * is said before anything is written.
 */
export function ExportPanel({
  list,
  columns,
  matching,
  catalogue,
}: {
  /** The list's query as the screen applies it (export-query.ts). */
  list: ExportOfList
  /** The columns shown, in order: a CSV file has them, or every field when the user asks. */
  columns: readonly ListColumn[]
  matching: number | null
  /** When the catalogue can export this list: how complete and old it is, in words, and whether it is whole. */
  catalogue: { words: string; complete: boolean } | null
}): ReactElement {
  const { t } = useWords()
  const { state, estimate, open, start, cancel, decide, dismiss } = useExport(list)
  const [format, setFormat] = useState<'csv' | 'json'>('csv')
  const [fields, setFields] = useState<'shown' | 'every'>('shown')
  const chosen = fields === 'shown' ? columns : undefined
  const [background, setBackground] = useState(false)
  const [from, setFrom] = useState<'service' | 'catalogue' | null>(null)
  const only = list.only === 'catalogue' && catalogue !== null
  const source =
    catalogue === null
      ? 'service'
      : only
        ? 'catalogue'
        : (from ?? (catalogue.complete ? 'catalogue' : 'service'))
  const busy = state.step === 'estimating' || state.step === 'running'
  const now = useNow()

  const exportPending = useListExportPending()
  const takeExport = useListExportTaken()
  useEffect(() => {
    // The palette's "Export this list…": now, or as soon as this list is on screen. Taken once, so a second
    // run of the effect (StrictMode) does not estimate twice.
    if (exportPending && takeExport()) void open(source === 'catalogue')
    // eslint-disable-next-line react-hooks/exhaustive-deps -- estimate reads the filters of the latest render
  }, [exportPending, takeExport])

  return (
    <div className="export-panel">
      {/* aria-disabled, not disabled: a disabled button drops focus, and focus must come back to it after the dialog. */}
      <button
        type="button"
        className="button"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) void open(source === 'catalogue')
        }}
      >
        {state.step === 'estimating' ? t('list-export.checking-cost') : t('list-export.open')}
      </button>

      <div className="export-status" role="status" aria-live="polite">
        {state.step === 'running' && (
          <span className="row">
            {t('list-export.running', { n: state.rows })}
            <button type="button" className="button button-small" onClick={cancel}>
              {t('list-export.cancel')}
            </button>
          </span>
        )}
        {state.step === 'paused' && (
          <span className="export-question">
            <span>
              {sentences(overrunSentence(state.rows, state.expectedRows, t), t('list-export.paused'), t)}
            </span>
            <span className="row">
              <button type="button" className="button button-small" onClick={() => decide('continue')}>
                {t('list-export.go-on')}
              </button>
              <button type="button" className="button button-small" onClick={() => decide('keep')}>
                {t('list-export.stop-keep', { n: state.rows })}
              </button>
              <button
                type="button"
                className="button button-small button-quiet"
                onClick={() => decide('discard')}
              >
                {t('list-export.stop-discard')}
              </button>
            </span>
          </span>
        )}
        {state.step === 'done' && (
          <span className="row wrap-anywhere">
            {isolatedNodes(savedSentence(state.result, now, t))}
            <ShowInFolder path={state.result.file} />
            <CopyPath path={state.result.file} />
            <button type="button" className="button button-small button-quiet" onClick={dismiss}>
              {t('list-export.dismiss')}
            </button>
          </span>
        )}
        {state.step === 'cancelled' && (
          <span className="row">
            {t('list-export.cancelled', { n: state.rows })}
            <button type="button" className="button button-small button-quiet" onClick={dismiss}>
              {t('list-export.dismiss')}
            </button>
          </span>
        )}
      </div>
      {state.step === 'failed' && <ErrorPanel error={state.error} onRetry={() => void estimate()} />}

      <ConfirmDialog
        open={state.step === 'confirm'}
        title={t('list-export.title')}
        confirmLabel={t('list-export.confirm')}
        onCancel={dismiss}
        onConfirm={() => {
          if (state.step !== 'confirm') return
          if (source === 'catalogue') void start(format, undefined, background, 'catalogue', chosen)
          else if (state.estimate !== null)
            void start(format, matching ?? state.estimate.total, background, 'service', chosen)
        }}
      >
        {state.step === 'confirm' && only && (
          <p>
            {sentences(
              t('list-export.only-catalogue', { catalogue: catalogue.words }),
              exportCountSentence(matching, t),
              t,
            )}
          </p>
        )}
        {state.step === 'confirm' && catalogue !== null && !only && (
          <ExportChoice
            legend={t('list-export.from')}
            name="export-from"
            options={[
              {
                value: 'catalogue',
                label: t('list-export.from-catalogue', { catalogue: catalogue.words }),
              },
              { value: 'service', label: t('list-export.from-service') },
            ]}
            value={source}
            onChange={(chosen) => {
              setFrom(chosen)
              if (chosen === 'service' && state.estimate === null && !state.checking) void estimate(true)
            }}
          />
        )}
        {state.step === 'confirm' && source === 'service' && (
          <p>
            {state.estimate !== null
              ? estimateSentence(state.estimate, matching, t)
              : t('list-export.checking-what')}
          </p>
        )}
        <ExportChoice
          legend={t('list-export.save-as')}
          name="export-format"
          options={[
            // The formats' names are kept as they are, left to right.
            { value: 'csv', label: t('list-export.csv', { format: isolate('CSV') }) },
            { value: 'json', label: t('list-export.json', { format: isolate('JSON') }) },
          ]}
          value={format}
          onChange={setFormat}
        />
        {format === 'csv' && (
          <ExportChoice
            legend={t('list-export.columns')}
            name="export-columns"
            options={[
              {
                value: 'shown',
                // The file's own column names: they keep their direction in right-to-left text.
                label: t('list-export.columns-shown', {
                  columns: isolate(columnsHeader(columns).join(', ')),
                }),
              },
              { value: 'every', label: t('list-export.columns-every') },
            ]}
            value={fields}
            onChange={setFields}
          />
        )}
        <label className="export-background">
          <input type="checkbox" checked={background} onChange={(e) => setBackground(e.target.checked)} />{' '}
          {t('list-export.background')}
          <span className="muted small">
            {' '}
            {/* Read once open: the closed dialog is also drawn by main before any script, where no window is. */}
            {t('list-export.background-note', {
              place: state.step === 'confirm' && window.explorer !== undefined ? 'window' : 'tab',
            })}
          </span>
        </label>
      </ConfirmDialog>
    </div>
  )
}

/** One question of the export dialog as a group of radio buttons, each option's words beside its button. */
function ExportChoice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string
  name: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}): ReactElement {
  return (
    <fieldset className="export-format">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />{' '}
          {isolatedNodes(o.label)}
        </label>
      ))}
    </fieldset>
  )
}
