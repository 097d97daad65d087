import { useEffect, useState, type ReactElement } from 'react'
import { categoryLabel, categoryOptions } from '../../entities/bridge/filters.ts'
import { useDebounced } from '../../lib/use-debounced.ts'

/** Props of CategoryField. */
export interface CategoryFieldProps {
  /** The committed category ('' for all), from the location. */
  category: string
  categories: readonly string[]
  /** `typing`: the change came from typing (it refines one history entry, as the search does). */
  onCategory: (category: string, typing: boolean) => void
  /** Every category with its count, once the catalogue holds the whole list: then a choice among them. */
  counts?: { total: number; categories: readonly { category: string; count: number }[] } | undefined
  /** How long typing must pause before what was typed applies: the search box's own pause. */
  settleMs: number
}

const LIST_ID = 'bridge-category-options'

/** The field's text for a category: as the rows show it ("Health"), empty for all. */
function shownAs(category: string): string {
  return category === '' ? '' : categoryLabel(category)
}

/**
 * The category filter: a text field that offers the categories seen in the data and takes any other. It applies
 * as the search box does, once typing pauses, and at once when an offered one is picked. It shows a category as the
 * rows do ("Health", not "health"); what is typed is matched to an offered category whatever its case (the API's
 * category filter is case-insensitive, shared/api/openapi.yaml), so the location keeps the service's own value.
 */
export function CategoryField({
  category,
  categories,
  onCategory,
  counts,
  settleMs,
}: CategoryFieldProps): ReactElement {
  const [draft, setDraft] = useState(() => shownAs(category))
  const [seen, setSeen] = useState(category)
  // The location changed under us (back/forward, a link): show its category instead of the old draft, unless the
  // draft already names it (what was typed stays as typed until the field is left).
  if (category !== seen) {
    setSeen(category)
    if (draft.trim().toLowerCase() !== category.toLowerCase()) setDraft(shownAs(category))
  }
  // With the catalogue complete, every category is offered with its count (a text field still, so any category
  // can be typed).
  const countOf = new Map(counts?.categories.map((c) => [c.category, c.count]))
  // The rows' categories are offered too: the service's answers may hold one the catalogue has not read yet, and
  // a count is shown only where the catalogue has one (never a made-up 0).
  const options = categoryOptions(category, [...categories, ...countOf.keys()])
  const valueOf = (text: string): string => {
    const typed = text.trim()
    return options.find((c) => c.toLowerCase() === typed.toLowerCase()) ?? typed
  }
  // Picked, or Enter, or the field left: applies, and the field shows it as the rows do.
  const commit = (text: string): void => {
    const next = valueOf(text)
    setDraft(shownAs(next))
    if (next !== category) onCategory(next, false)
  }
  const settled = useDebounced(draft, settleMs)
  useEffect(() => {
    // Typing paused: applies, the field left as typed.
    const next = valueOf(settled)
    if (next !== category) onCategory(next, true)
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
        placeholder={counts ? `All categories (${counts.total.toLocaleString('en-US')})` : 'All categories'}
        onChange={(e) => {
          setDraft(e.target.value)
          // A pick from the offered list (its text is an offered category's whole label) applies at once.
          if (options.some((c) => shownAs(c) === e.target.value)) commit(e.target.value)
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
              value={shownAs(c)}
              label={n === undefined ? undefined : `${shownAs(c)} (${n.toLocaleString('en-US')})`}
            />
          )
        })}
      </datalist>
    </label>
  )
}
