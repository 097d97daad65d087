import { useRef, useState, type ReactElement } from 'react'
import type { ViewsExportResult } from '../../../../shared/ipc/views.ts'
import { explainError } from '../../lib/error-text.ts'
import { useWords } from '../../lib/words.tsx'
import { isolatedNodes } from '../../lib/isolated-nodes.tsx'
import { CopyPath } from '../../components/copy-path.tsx'
import { ShowInFolder } from '../../components/show-in-folder.tsx'
import { useViewChanges } from '../../entities/saved-view/saved-views.queries.ts'
import type { Translate } from '../../../../shared/i18n/translate.ts'
import { importSummaryText } from './view-words.ts'

/** A file larger than this is refused before it is read (the main process refuses it too). */
const MAX_IMPORT_BYTES = 512 * 1024

type Outcome =
  | { kind: 'lines'; lines: string[] }
  | { kind: 'saved'; file: string; count: number }
  | { kind: 'error'; text: string }

/**
 * Export and Import of the saved views as a small JSON file. The desktop app asks with its own save and open
 * dialogs (and can show the file in its folder); the browser preview downloads the file and reads one chosen
 * with a file input.
 */
export function ViewsTransfer({ count }: { count: number }): ReactElement {
  const { t } = useWords()
  const { exportFile, importFile } = useViewChanges()
  const fileInput = useRef<HTMLInputElement>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const desktop = window.explorer !== undefined
  const failed = (e: unknown): void => setOutcome({ kind: 'error', text: explainError(e, t).explanation })
  const imported = (text?: string): void => {
    importFile.mutate(
      { text },
      {
        onSuccess: (r) =>
          setOutcome(
            r.kind === 'cancelled' ? null : { kind: 'lines', lines: importSummaryText(r.summary, t) },
          ),
        onError: failed,
      },
    )
  }

  return (
    <section className="views-transfer" aria-label={t('views.transfer')}>
      <div className="views-transfer-actions">
        <button
          type="button"
          className="button"
          disabled={count === 0 || exportFile.isPending}
          onClick={() =>
            exportFile.mutate(undefined, { onSuccess: (r) => setOutcome(exported(r, t)), onError: failed })
          }
        >
          {t('views.export')}
        </button>
        <button
          type="button"
          className="button"
          disabled={importFile.isPending}
          onClick={() => (desktop ? imported() : fileInput.current?.click())}
        >
          {t('views.import')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label={t('views.import-file')}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file === undefined) return
            if (file.size > MAX_IMPORT_BYTES) {
              setOutcome({ kind: 'error', text: t('views.too-large') })
              return
            }
            file.text().then(imported, failed)
          }}
        />
      </div>
      <div role="status" className="views-transfer-outcome small">
        {outcome?.kind === 'lines' && (
          <ul>
            {outcome.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {outcome?.kind === 'saved' && (
          <p>
            {t('views.exported-to', { count: outcome.count })} <code dir="ltr">{outcome.file}</code>{' '}
            <ShowInFolder path={outcome.file} /> <CopyPath path={outcome.file} />
          </p>
        )}
      </div>
      {outcome?.kind === 'error' && (
        <p className="field-problem" role="alert">
          {isolatedNodes(outcome.text)}
        </p>
      )}
    </section>
  )
}

/** What an export did; in the preview the text is handed to the browser as a download here. */
function exported(result: ViewsExportResult, t: Translate): Outcome | null {
  if (result.kind === 'cancelled') return null
  if (result.kind === 'file') return { kind: 'saved', file: result.file, count: result.count }
  const url = URL.createObjectURL(new Blob([result.text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = result.fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once click() returns; a moment later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0)
  return {
    kind: 'lines',
    lines: [t('views.exported-download', { count: result.count, file: result.fileName })],
  }
}
