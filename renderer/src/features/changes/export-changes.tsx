import { useState, type ReactElement } from 'react'
import { unwrap } from '../../lib/call.ts'
import { explainError } from '../../lib/error-text.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { useWords } from '../../lib/words.tsx'
import type { ChangeDrill } from './changes.queries.ts'

const FORMATS = [
  { format: 'csv', name: 'CSV', type: 'text/csv' },
  { format: 'json', name: 'JSON', type: 'application/json' },
] as const

/** The changes shown as a file (main writes it: catalogue-changes-export.ts), handed to the browser's download. */
export function ExportChanges({
  range,
  drill,
}: {
  range: { from: number; to: number }
  drill: ChangeDrill
}): ReactElement {
  const { t } = useWords()
  const [problem, setProblem] = useState<string | null>(null)
  const save = (format: 'csv' | 'json', type: string): void => {
    setProblem(null)
    unwrap(getExplorer().exportChanges({ ...range, ...drill, format }))
      .then(({ text, fileName }) => {
        const url = URL.createObjectURL(new Blob([text], { type }))
        Object.assign(document.createElement('a'), { href: url, download: fileName }).click()
        // The download holds its own copy once the click is handled.
        requestAnimationFrame(() => URL.revokeObjectURL(url))
      })
      .catch((e: unknown) => {
        const why = explainError(e, t)
        setProblem(`${why.title}. ${why.nextStep}`)
      })
  }
  return (
    <div className="changes-export">
      {FORMATS.map(({ format, name, type }) => (
        <button key={format} type="button" className="button" onClick={() => save(format, type)}>
          {t('changes.export', { format: name })}
        </button>
      ))}
      <p className="muted small">{t('changes.export.hint')}</p>
      <p role="alert" className="field-problem">
        {problem}
      </p>
    </div>
  )
}
