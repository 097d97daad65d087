import { useState, type ReactElement } from 'react'
import { unwrap } from '../../lib/call.ts'
import { explainError } from '../../lib/error-text.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { useWords } from '../../lib/words.tsx'

const FORMATS = [
  { format: 'csv', name: 'CSV', type: 'text/csv' },
  { format: 'tsv', name: 'TSV', type: 'text/tab-separated-values' },
  { format: 'json', name: 'JSON', type: 'application/json' },
] as const

/** Hands a text to the browser (or Electron's download) as a file of that name. */
function download(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const anchor = Object.assign(document.createElement('a'), { href: url, download: fileName })
  anchor.click()
  // The download holds its own copy once the click is handled.
  requestAnimationFrame(() => URL.revokeObjectURL(url))
}

/** The list with its answers as a file: every row and column of the list, then the answer's columns. */
export function ExportButtons({ bulkId }: { bulkId: string }): ReactElement {
  const { t } = useWords()
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <div className="bulk-actions">
      {FORMATS.map(({ format, name, type }) => (
        <button
          key={format}
          type="button"
          className="button"
          onClick={() => {
            setProblem(null)
            unwrap(getExplorer().exportBulk({ bulkId, format }))
              .then((file) => download(file.text, file.fileName, type))
              .catch((e: unknown) => {
                const why = explainError(e, t)
                setProblem(`${why.title}. ${why.nextStep}`)
              })
          }}
        >
          {t('bulk.export', { format: name })}
        </button>
      ))}
      <p role="alert" className="field-problem">
        {problem}
      </p>
    </div>
  )
}
