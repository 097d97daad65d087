import type { ReactElement } from 'react'
import { useWords } from '../../lib/words.tsx'
import './by-suggestor-chip.css'

/**
 * The list's filter to one suggestor (the list query's `by`) as a chip beside the other filters: "Bridges by
 * li_berg", the name isolated (docs/i18n.md), and × to show every suggestor's bridges again. Removing it moves the
 * focus to the search box, so a keyboard user is not left on a button that is gone. Until the catalogue holds
 * bridges the filter cannot apply, and says so under it rather than listing everyone silently.
 */
export function BySuggestorChip({
  name,
  onRemove,
  waiting,
}: {
  name: string
  onRemove: () => void
  /** True while the catalogue holds no bridge: the list shows every suggestor's. */
  waiting: boolean
}): ReactElement {
  const { t, rich } = useWords()
  return (
    <div className="by-suggestor" data-testid="by-suggestor">
      <p className="filter-chip">
        <span className="filter-chip-words">{rich('by-suggestor.chip', { name: <bdi>{name}</bdi> })}</span>
        <button
          type="button"
          className="filter-chip-remove"
          aria-label={t('by-suggestor.remove')}
          title={t('by-suggestor.remove')}
          onClick={(e) => {
            e.currentTarget.closest('form')?.querySelector<HTMLInputElement>('input[type="search"]')?.focus()
            onRemove()
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </p>
      {waiting && <p className="muted small by-suggestor-waiting">{t('by-suggestor.waiting')}</p>}
    </div>
  )
}
