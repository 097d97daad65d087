import type { ReactElement } from 'react'
import { useWords } from '../lib/words.tsx'

/** The mark for an absent or null field: an em dash, with a name for screen readers. */
export function Dash(): ReactElement {
  const { t } = useWords()
  return (
    <span className="dash" aria-label={t('components.not-given')} title={t('components.not-given')}>
      —
    </span>
  )
}
