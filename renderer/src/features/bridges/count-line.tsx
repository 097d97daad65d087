import type { ReactElement, ReactNode } from 'react'
import { isolatedNodes } from '../../lib/isolated-nodes.tsx'
import { useWords } from '../../lib/words.tsx'
import { sentences, type ShortCount } from './catalogue-words.ts'

/**
 * The list's count line: the whole sentence, and in a narrow or short window (features.css) its fewer words in two
 * lines at most, each ending with an ellipsis rather than wrapping; there the whole sentence stays the status's
 * text, which screen readers read and announce (at 320 px it took four or five lines above the list). Both are
 * drawn from the same facts and the stylesheet chooses, so the server's drawing and the page agree at any width.
 * The search words and categories in it are isolated (catalogue-words.ts), drawn as <bdi>.
 */
export function CountLine({
  full,
  short,
  by = null,
  notes,
}: {
  full: string
  short: ShortCount | null
  /** The sentence of one suggestor's bridges ("Only bridges by li_berg."), as elements: shown whole at every width. */
  by?: ReactNode
  /** Sentences added after the count (rows sent twice, a list read again), shown whole at every width. */
  notes: string
}): ReactElement {
  const { t } = useWords()
  return (
    <div className="count-line" data-short={short === null ? undefined : ''}>
      <p className="muted small count-line-full" role="status" aria-live="polite" data-testid="list-count">
        {by === null ? (
          isolatedNodes(sentences(full, notes, t))
        ) : (
          <>
            {isolatedNodes(full)} {by}
            {notes !== '' && <> {isolatedNodes(notes)}</>}
          </>
        )}
      </p>
      {short !== null && (
        <p className="muted small count-line-short" aria-hidden="true">
          <span className="count-line-piece">{isolatedNodes(short.head)}</span>
          {short.tail !== null && <span className="count-line-piece">{isolatedNodes(short.tail)}</span>}
          {by !== null && <span className="count-line-notes">{by}</span>}
          {notes !== '' && <span className="count-line-notes">{isolatedNodes(notes)}</span>}
        </p>
      )}
    </div>
  )
}
