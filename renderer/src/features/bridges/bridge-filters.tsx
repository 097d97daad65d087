import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { CategoryField, type CategoryFieldProps } from './category-field.tsx'
import { useDebounced } from '../../lib/use-debounced.ts'
import { wheelScrollsWithin } from './wheel-scrolls-within.ts'
import { useWords } from '../../lib/words.tsx'

/** Props of BridgeFilters: the committed filters (from the location) and how to change them. */
export interface BridgeFiltersProps {
  q: string
  /** The categories chosen, none for all. */
  chosen: readonly string[]
  onSearch: (q: string) => void
  onCategories: CategoryFieldProps['onCategories']
  /** True when several categories may be chosen (the catalogue lists them). */
  several: boolean
  /** Categories seen in the service's answers, offered besides free entry. */
  categories: readonly string[]
  counts?: CategoryFieldProps['counts']
  /** Where the words are matched, when the catalogue offers a choice (SearchPlace). */
  place?: ReactNode
  /** The list's order and Suggestors (list-sort.tsx, suggestors-filter.tsx), after the category. */
  order?: ReactNode
  /** The ranges (range-filters.tsx), under the category. */
  ranges?: ReactNode
  /** How many choices under "Filters" are set, for "Filters (n)" (setUnderFilters). */
  set: number
}

const DEBOUNCE_MS = 250

/** The search box and the category field (both debounced alike); both mirror the location, so back/forward restore them. */
/** A box that scrolls its own content (its overflow auto or scroll), not one that only clips it. */
const scrollsItself = (box: HTMLElement): boolean => /^(auto|scroll)$/.test(getComputedStyle(box).overflowY)

export function BridgeFilters({
  q,
  chosen,
  onSearch,
  onCategories,
  several,
  categories,
  counts,
  place,
  order,
  ranges,
  set,
}: BridgeFiltersProps): ReactElement {
  const { t } = useWords()
  const [draft, setDraft] = useState(q)
  const [seenQ, setSeenQ] = useState(q)
  // The location changed under us (back/forward, a link): show its search instead of the old draft.
  if (q !== seenQ) {
    setSeenQ(q)
    setDraft(q)
  }
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filtersId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  // Opened in a narrow or short window, Filters sits in the pinned search over the list: it closes once the user
  // moves on to the list, by scrolling (the wheel, or a finger moved more than a tap's jitter, anywhere: over the
  // pinned filters too, a swipe scrolls the page) or by moving the focus out of the search. What it set stays,
  // and "Filters (1)" says so.
  useEffect(() => {
    if (!filtersOpen) return
    const close = (): void => {
      // A field of the closing filters keeps no focus: it goes to the button that opens them again.
      if (panelRef.current?.contains(document.activeElement) === true) toggleRef.current?.focus()
      setFiltersOpen(false)
    }
    let touchY: number | null = null
    const onTouchStart = (e: TouchEvent): void => {
      touchY = e.touches[0]?.clientY ?? null
    }
    const onTouchMove = (e: TouchEvent): void => {
      const y = e.touches[0]?.clientY
      if (touchY !== null && y !== undefined && Math.abs(y - touchY) > 16) close()
    }
    const onFocus = (e: FocusEvent): void => {
      if (e.target instanceof Node && formRef.current?.contains(e.target) !== true) setFiltersOpen(false)
    }
    // Over the open filters, the wheel scrolls what is under it there while that has more to show (the filters can
    // fill a small window; the category's options scroll too); past its end, or anywhere else, it moves on.
    const onWheel = (e: WheelEvent): void => {
      const panel = panelRef.current
      const target = e.target instanceof HTMLElement ? e.target : null
      if (
        panel !== null &&
        target !== null &&
        panel.contains(target) &&
        wheelScrollsWithin(target, panel, e.deltaY, scrollsItself)
      )
        return
      close()
    }
    window.addEventListener('wheel', onWheel, { passive: true })
    window.addEventListener('touchstart', onTouchStart, { passive: true })
    window.addEventListener('touchmove', onTouchMove, { passive: true })
    window.addEventListener('focusin', onFocus)
    return () => {
      window.removeEventListener('wheel', onWheel)
      window.removeEventListener('touchstart', onTouchStart)
      window.removeEventListener('touchmove', onTouchMove)
      window.removeEventListener('focusin', onFocus)
    }
  }, [filtersOpen])
  const settled = useDebounced(draft, DEBOUNCE_MS)
  useEffect(() => {
    if (settled !== q) onSearch(settled)
    // Only a settled draft sends a search; a change of `q` alone must not send the old draft back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])

  return (
    <form
      ref={formRef}
      className="toolbar"
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(draft)
      }}
    >
      <label className="field">
        <span className="field-label">{t('list.search-label')}</span>
        <input
          className="input input-search"
          type="search"
          value={draft}
          maxLength={200}
          placeholder={t('list.search-placeholder')}
          onChange={(e) => setDraft(e.target.value)}
        />
      </label>
      {/* In a narrow or short window (layout.css) the pinned search keeps one line: the search box and "Filters",
          which shows the place picker, the category, the sort and Suggestors under it, so the rows come first
          (README.md, Who it is for). Elsewhere the button is not shown and the filters sit on the search's line. */}
      <button
        ref={toggleRef}
        type="button"
        className="button filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        data-inline-disclosure
        onClick={() => setFiltersOpen((o) => !o)}
      >
        {t('list.filters', { set })} <span aria-hidden="true">{filtersOpen ? '▴' : '▾'}</span>
      </button>
      <div ref={panelRef} id={filtersId} className="toolbar-filters" data-open={filtersOpen ? '' : undefined}>
        {place}
        <CategoryField
          chosen={chosen}
          categories={categories}
          onCategories={onCategories}
          several={several}
          counts={counts}
          settleMs={DEBOUNCE_MS}
        />
        {order}
        {ranges}
      </div>
    </form>
  )
}
