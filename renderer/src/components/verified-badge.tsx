import type { ReactElement } from 'react'
import { useWords } from '../lib/words.tsx'

/** "Verified" as a word and a mark, never as colour alone. */
export function VerifiedBadge(): ReactElement {
  const { t } = useWords()
  return (
    <span className="badge badge-verified">
      <span aria-hidden="true">✓</span> {t('components.verified')}
    </span>
  )
}
