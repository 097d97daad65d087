import { useEffect, useId, useState, type KeyboardEvent, type ReactElement } from 'react'
import { categoryLabel, categoryOptions } from '../../entities/bridge/filters.ts'
import { useDebounced } from '../../lib/use-debounced.ts'
import { useWords } from '../../lib/words.tsx'
import { categoryFor, matchCategories, namesChosen, pickCategory, typedPart } from './category-match.ts'
import { CategoryOptions, optionId } from './category-options.tsx'

/** Props of CategoryField. */
export interface CategoryFieldProps {
  /** The committed categories (none for all), from the location. */
  chosen: readonly string[]
  categories: readonly string[]
  /** `typing`: the change came from typing (it refines one history entry, as the search does). */
  onCategories: (categories: string[], typing: boolean) => void
  /** True when several may be chosen (the catalogue lists them): picked one after another, or typed apart by commas. */
  several: boolean
  /**
   * Every category with its count, once the catalogue holds the whole list: then a choice among them. The counts
   * follow the rest of the query (catalogue:query-facets).
   */
  counts?: { total: number; categories: readonly { category: string; count: number }[] } | undefined
  /** How long typing must pause before what was typed applies: the search box's own pause. */
  settleMs: number
}

/** The listbox's id (tests read its options). */
const LIST_ID = 'bridge-category-options'

/** The field's text for categories: as the rows show them ("Health, Transport"), empty for all. */
function shownAs(categories: readonly string[]): string {
  return categories.map(categoryLabel).join(', ')
}

const same = (a: readonly string[], b: readonly string[]): boolean => a.join('\n') === b.join('\n')

/**
 * The category filter: a field with the categories offered under it (a combobox with a listbox, WAI-ARIA APG), with
 * their counts once the catalogue holds the whole list, and any other category taken as typed. It applies as the
 * search box does, once typing pauses, and at once when an offered one is picked. It shows a category as the rows
 * do ("Health", not "health"); what is typed is matched to an offered category whatever its case (the API's
 * category filter is case-insensitive, shared/api/openapi.yaml), so the location keeps the service's own value.
 * The options follow what is typed, forgiving typos ("transprt" offers Transport: category-match.ts), and Enter
 * or leaving the field forgives a typo too when it names one category. With the catalogue, several categories are
 * chosen at once: each pick adds one (or, chosen already, drops it) and the list stays open for the next; they
 * may also be typed apart by commas ("health, transport"). The arrows move through the options, Enter picks,
 * Escape closes the list; the focus never leaves the field.
 */
export function CategoryField({
  chosen,
  categories,
  onCategories,
  several,
  counts,
  settleMs,
}: CategoryFieldProps): ReactElement {
  const { t } = useWords()
  const [draft, setDraft] = useState(() => shownAs(chosen))
  const [seen, setSeen] = useState(chosen)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inputId = useId()
  // The location changed under us (back/forward, a link): show its categories instead of the old draft, unless
  // the draft already names them (what was typed stays as typed until the field is left).
  if (!same(chosen, seen)) {
    setSeen(chosen)
    if (draft.trim().toLowerCase() !== shownAs(chosen).toLowerCase()) setDraft(shownAs(chosen))
  }
  const countOf = new Map(counts?.categories.map((c) => [c.category, c.count]))
  // The rows' categories are offered too: the service's answers may hold one the catalogue has not read yet, and
  // a count is shown only where the catalogue has one (never a made-up 0). A category chosen by typing that neither
  // holds is not offered: it would stand first, as typed, above the one it is near.
  const names = categoryOptions('', [...categories, ...countOf.keys()])
  const offered = names.map((category) => ({ category, count: countOf.get(category) }))
  const shownOptions = matchCategories(typedPart(draft, several, names), offered)
  // Each part of the text (one, or several apart by commas) as a category: an offered one whatever its case, else
  // as typed; with `forgive`, a typo of one offered category is that category.
  const valueOf = (text: string, forgive: boolean): string[] => {
    const parts = (several ? text.split(',') : [text]).map((t) => t.trim()).filter((t) => t !== '')
    const named = parts.map((typed) =>
      forgive
        ? categoryFor(typed, offered)
        : (names.find((c) => c.toLowerCase() === typed.toLowerCase()) ?? typed),
    )
    return [...new Set(named)]
  }
  const apply = (next: string[]): void => {
    setDraft(shownAs(next))
    if (!same(next, chosen)) onCategories(next, false)
  }
  // Enter or the field left: applies, and the field shows it as the rows do.
  const commit = (text: string): void => apply(valueOf(text, true))
  // An option picked: with several, the list stays open for the next, every option offered again.
  const pick = (category: string): void => {
    const next = pickCategory(draft, category, several, names)
    apply(next)
    if (several) setActive(matchCategories('', offered).findIndex((o) => o.category === category))
    else setOpen(false)
  }
  const settled = useDebounced(draft, settleMs)
  useEffect(() => {
    // Typing paused: applies, the field left as typed. The location's own categories, as the field shows them,
    // are not applied back (their label could replace the service's spelling).
    if (namesChosen(settled, chosen, several)) return
    const next = valueOf(settled, false)
    if (!same(next, chosen)) onCategories(next, true)
    // Only a settled draft applies; a change of `category` alone must not send the old draft back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])
  const n = shownOptions.length
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (n === 0) return
      e.preventDefault()
      const down = e.key === 'ArrowDown'
      if (!open) setActive(down ? 0 : n - 1)
      else setActive(down ? (active + 1) % n : active <= 0 ? n - 1 : active - 1)
      setOpen(true)
    } else if (e.key === 'Escape' && open) {
      // The list closes; the page's own Escape (going back) is not pressed as well.
      e.preventDefault()
      setOpen(false)
      setActive(-1)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const option = open ? shownOptions[active] : undefined
      if (option !== undefined) pick(option.category)
      else {
        commit(draft)
        setOpen(false)
      }
    }
  }
  const listShown = open && n > 0
  return (
    <div className="field category-field">
      <label className="field-label" htmlFor={inputId}>
        {t('list.category')}
      </label>
      <input
        id={inputId}
        className="input"
        role="combobox"
        aria-expanded={listShown}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={listShown && active >= 0 && active < n ? optionId(LIST_ID, active) : undefined}
        autoComplete="off"
        value={draft}
        maxLength={100}
        placeholder={
          counts ? t('list.all-categories-count', { total: counts.total }) : t('list.all-categories')
        }
        onChange={(e) => {
          setDraft(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onClick={() => setOpen((o) => !o)}
        onBlur={() => {
          setOpen(false)
          setActive(-1)
          commit(draft)
        }}
        onKeyDown={onKeyDown}
      />
      <CategoryOptions
        id={LIST_ID}
        open={listShown}
        options={shownOptions}
        chosen={chosen}
        active={active}
        several={several}
        onPick={pick}
      />
    </div>
  )
}
