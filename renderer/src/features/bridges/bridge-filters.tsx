import { useEffect, useId, useState, type ReactElement, type ReactNode } from 'react'
import { CategoryField, type CategoryFieldProps } from './category-field.tsx'
import { useDebounced } from '../../lib/use-debounced.ts'

/** Props of BridgeFilters: the committed filters (from the location) and how to change them. */
export interface BridgeFiltersProps {
  q: string
  category: string
  onSearch: (q: string) => void
  onCategory: CategoryFieldProps['onCategory']
  /** Categories seen in the service's answers, offered besides free entry. */
  categories: readonly string[]
  counts?: CategoryFieldProps['counts']
  /** Where the words are matched, when the catalogue offers a choice (SearchPlace). */
  place?: ReactNode
}

const DEBOUNCE_MS = 250

/** The search box and the category field (both debounced alike); both mirror the location, so back/forward restore them. */
export function BridgeFilters({
  q,
  category,
  onSearch,
  onCategory,
  categories,
  counts,
  place,
}: BridgeFiltersProps): ReactElement {
  const [draft, setDraft] = useState(q)
  const [seenQ, setSeenQ] = useState(q)
  // The location changed under us (back/forward, a link): show its search instead of the old draft.
  if (q !== seenQ) {
    setSeenQ(q)
    setDraft(q)
  }
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filtersId = useId()
  const settled = useDebounced(draft, DEBOUNCE_MS)
  useEffect(() => {
    if (settled !== q) onSearch(settled)
    // Only a settled draft sends a search; a change of `q` alone must not send the old draft back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])

  return (
    <form
      className="toolbar"
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(draft)
      }}
    >
      <label className="field">
        <span className="field-label">Search bridges</span>
        <input
          className="input input-search"
          type="search"
          value={draft}
          maxLength={200}
          placeholder="Words to look for"
          onChange={(e) => setDraft(e.target.value)}
        />
      </label>
      {/* In a narrow or short window (layout.css) the pinned search keeps one line: the search box and "Filters",
          which shows the place picker and the category under it. Elsewhere the button is not shown and the
          filters sit on the search's line. */}
      <button
        type="button"
        className="button filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        data-inline-disclosure
        onClick={() => setFiltersOpen((o) => !o)}
      >
        Filters{category.trim() === '' ? '' : ' (1)'}{' '}
        <span aria-hidden="true">{filtersOpen ? '▴' : '▾'}</span>
      </button>
      <div id={filtersId} className="toolbar-filters" data-open={filtersOpen ? '' : undefined}>
        {place}
        <CategoryField
          category={category}
          categories={categories}
          onCategory={onCategory}
          counts={counts}
          settleMs={DEBOUNCE_MS}
        />
      </div>
    </form>
  )
}
