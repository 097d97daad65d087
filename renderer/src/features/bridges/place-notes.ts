import { useMemo } from 'react'
import { useWords } from '../../lib/words.tsx'
import { foundInOpenedText } from './opened-text-match.ts'

/**
 * What the count line adds when words are matched on this computer (README.md, "The catalogue"): that word forms
 * match ("libraries" also finds "library"), in its whole sentence; and, shown at every width, how many of the rows
 * listed were found only in a suggestion text opened here, since which bridges were opened changes the answer.
 * Each is a sentence, '' when the words are not matched on this computer.
 */
export function usePlaceNotes(
  q: string,
  rows: readonly { title: string; suggestion?: string | null | undefined }[],
  local: boolean,
): { forms: string; opened: string } {
  const { t } = useWords()
  const searched = local && q.trim() !== ''
  const opened = useMemo(
    () =>
      searched
        ? rows.filter((r) => foundInOpenedText(q, { title: r.title, suggestion: r.suggestion ?? null }))
            .length
        : 0,
    [searched, q, rows],
  )
  return {
    forms: searched ? t('list.place-local-forms') : '',
    opened: opened > 0 ? t('list.found-in-opened', { n: opened }) : '',
  }
}
