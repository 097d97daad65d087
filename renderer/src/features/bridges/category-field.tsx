import { numberFormat } from '../../../../shared/i18n/format.ts'
import { useEffect, useState, type ReactElement } from 'react'
import { categoryLabel, categoryOptions } from '../../entities/bridge/filters.ts'
import { useDebounced } from '../../lib/use-debounced.ts'
import { categoryFor } from './category-match.ts'

/** Props of CategoryField. */
export interface CategoryFieldProps {
  /** The committed categories (none for all), from the location. */
  chosen: readonly string[]
  categories: readonly string[]
  /** `typing`: the change came from typing (it refines one history entry, as the search does). */
  onCategories: (categories: string[], typing: boolean) => void
  /** True when several may be chosen (the catalogue lists them): typed apart by commas. */
  several: boolean
  /**
   * Every category with its count, once the catalogue holds the whole list: then a choice among them. The counts
   * follow the rest of the query (catalogue:query-facets).
   */
  counts?: { total: number; categories: readonly { category: string; count: number }[] } | undefined
  /** How long typing must pause before what was typed applies: the search box's own pause. */
  settleMs: number
}

const LIST_ID = 'bridge-category-options'

/** The field's text for categories: as the rows show them ("Health, Transport"), empty for all. */
function shownAs(categories: readonly string[]): string {
  return categories.map(categoryLabel).join(', ')
}

const same = (a: readonly string[], b: readonly string[]): boolean => a.join('\n') === b.join('\n')

/**
 * The category filter: a text field that offers the categories seen in the data and takes any other. It applies
 * as the search box does, once typing pauses, and at once when an offered one is picked. It shows a category as the
 * rows do ("Health", not "health"); what is typed is matched to an offered category whatever its case (the API's
 * category filter is case-insensitive, shared/api/openapi.yaml), so the location keeps the service's own value.
 * Enter or leaving the field also forgives a typo: "transprt" is Transport when that is the one category it is
 * near (shared/text/typo.ts). With the catalogue, several categories are typed apart by commas
 * ("health, transport"); the facet counts under the count line pick them by click or keyboard too.
 */
export function CategoryField({
  chosen,
  categories,
  onCategories,
  several,
  counts,
  settleMs,
}: CategoryFieldProps): ReactElement {
  const [draft, setDraft] = useState(() => shownAs(chosen))
  const [seen, setSeen] = useState(chosen)
  // The location changed under us (back/forward, a link): show its categories instead of the old draft, unless
  // the draft already names them (what was typed stays as typed until the field is left).
  if (!same(chosen, seen)) {
    setSeen(chosen)
    if (draft.trim().toLowerCase() !== shownAs(chosen).toLowerCase()) setDraft(shownAs(chosen))
  }
  // With the catalogue complete, every category is offered with its count (a text field still, so any category
  // can be typed).
  const countOf = new Map(counts?.categories.map((c) => [c.category, c.count]))
  // The rows' categories are offered too: the service's answers may hold one the catalogue has not read yet, and
  // a count is shown only where the catalogue has one (never a made-up 0).
  const options = categoryOptions(chosen[0] ?? '', [...categories, ...chosen.slice(1), ...countOf.keys()])
  const offered = options.map((category) => ({ category, count: countOf.get(category) }))
  // Each part of the text (one, or several apart by commas) as a category: an offered one whatever its case, else
  // as typed; with `forgive`, a typo of one offered category is that category.
  const valueOf = (text: string, forgive: boolean): string[] => {
    const parts = (several ? text.split(',') : [text]).map((t) => t.trim()).filter((t) => t !== '')
    const named = parts.map((typed) =>
      forgive
        ? categoryFor(typed, offered)
        : (options.find((c) => c.toLowerCase() === typed.toLowerCase()) ?? typed),
    )
    return [...new Set(named)]
  }
  // Picked, or Enter, or the field left: applies, and the field shows it as the rows do.
  const commit = (text: string): void => {
    const next = valueOf(text, true)
    setDraft(shownAs(next))
    if (!same(next, chosen)) onCategories(next, false)
  }
  const settled = useDebounced(draft, settleMs)
  useEffect(() => {
    // Typing paused: applies, the field left as typed.
    const next = valueOf(settled, false)
    if (!same(next, chosen)) onCategories(next, true)
    // Only a settled draft applies; a change of `category` alone must not send the old draft back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])
  return (
    <label className="field">
      <span className="field-label">Category</span>
      <input
        className="input"
        list={LIST_ID}
        value={draft}
        maxLength={100}
        placeholder={counts ? `All categories (${numberFormat().format(counts.total)})` : 'All categories'}
        onChange={(e) => {
          setDraft(e.target.value)
          // A pick from the offered list (its text is an offered category's whole label) applies at once.
          if (options.some((c) => shownAs([c]) === e.target.value)) commit(e.target.value)
        }}
        onBlur={() => commit(draft)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return
          e.preventDefault()
          commit(draft)
        }}
      />
      <datalist id={LIST_ID}>
        {options.map((c) => {
          const n = countOf.get(c)
          return (
            <option
              key={c}
              value={shownAs([c])}
              label={n === undefined ? undefined : `${shownAs([c])} (${numberFormat().format(n)})`}
            />
          )
        })}
      </datalist>
    </label>
  )
}
