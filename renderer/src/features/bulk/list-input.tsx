import { useId, useState, type ReactElement } from 'react'
import type { BulkLoaded } from '../../../../shared/ipc/bulk.ts'
import { BULK_MAX_ROWS } from '../../../../shared/ipc/bulk.ts'
import { newRequestId, unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { explainError } from '../../lib/error-text.ts'
import { useWords } from '../../lib/words.tsx'
import { problemWords } from './bulk-words.ts'
import { fileParts, fileTooBig, sendParts, textParts } from './read-list.ts'

/** A new list's id (main keeps each list under its id while the app runs). */
const newBulkId = (): string => `bulk-${newRequestId()}`

/**
 * Where a list comes in: pasted into the box, dropped on it, or chosen with the file button (the keyboard's way to
 * a file). Either way it goes to main in parts (read-list.ts) and comes back read, or refused in words.
 */
export function ListInput({
  onRead,
}: {
  onRead: (loaded: Extract<BulkLoaded, { state: 'ready' }>) => void
}): ReactElement {
  const { t } = useWords()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hintId = useId()
  const problemId = useId()

  const read = async (
    parts: () => AsyncIterable<string> | Iterable<string>,
    early: BulkLoaded | null = null,
  ): Promise<void> => {
    setBusy(true)
    setProblem(null)
    try {
      const bulkId = newBulkId()
      const loaded =
        early ??
        (await sendParts(parts(), (part, partText, last) =>
          unwrap(getExplorer().loadBulk({ bulkId, part, text: partText, last })),
        ))
      if (loaded.state === 'ready') onRead(loaded)
      else if (loaded.state === 'refused') setProblem(problemWords(t, loaded.problem))
    } catch (e) {
      const why = explainError(e, t)
      setProblem(`${why.title}. ${why.nextStep}`)
    } finally {
      setBusy(false)
    }
  }

  const readFile = (file: File | undefined): void => {
    if (file !== undefined) void read(() => fileParts(file), fileTooBig(file))
  }

  return (
    <form
      className="bulk-input"
      onSubmit={(e) => {
        e.preventDefault()
        void read(() => textParts(text))
      }}
    >
      <p className="muted">{t('bulk.intro', { rows: BULK_MAX_ROWS })}</p>
      <label className="field">
        <span className="field-label">{t('bulk.paste-label')}</span>
        <textarea
          className="input bulk-paste"
          rows={8}
          value={text}
          spellCheck={false}
          aria-describedby={problem === null ? hintId : `${problemId} ${hintId}`}
          aria-invalid={problem !== null}
          onChange={(e) => setText(e.target.value)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault()
            readFile(e.dataTransfer.files[0])
          }}
        />
      </label>
      <p id={hintId} className="muted small">
        {t('bulk.paste-hint')}
      </p>
      <div className="bulk-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('bulk.reading') : t('bulk.read')}
        </button>
        <label className="field">
          <span className="field-label">{t('bulk.file-label')}</span>
          <input
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            disabled={busy}
            onChange={(e) => readFile(e.target.files?.[0])}
          />
        </label>
      </div>
      <p id={problemId} role="alert" className="field-problem">
        {problem}
      </p>
    </form>
  )
}
