import { useState, type ReactElement } from 'react'
import { categoryLabel, categoryOptions } from '../../entities/bridge/filters.ts'

/** Props of CategoryField. */
export interface CategoryFieldProps {
  /** The committed category ('' for all), from the location. */
  category: string
  categories: readonly string[]
  onCategory: (category: string) => void
  /** Every category with its count, once the catalogue holds the whole list: then a choice among them. */
  counts?: { total: number; categories: readonly { category: string; count: number }[] } | undefined
}

const LIST_ID = 'bridge-category-options'

/**
 * The category filter: a text field that offers the categories seen in the data and takes any other. Picking an
 * offered one applies it at once; a typed one applies on Enter or when the field is left.
 */
export function CategoryField({
  category,
  categories,
  onCategory,
  counts,
}: CategoryFieldProps): ReactElement {
  const [draft, setDraft] = useState(category)
  const [seen, setSeen] = useState(category)
  // The location changed under us (back/forward, a link): show its category instead of the old draft.
  if (category !== seen) {
    setSeen(category)
    setDraft(category)
  }
  // With the catalogue complete, every category is offered with its count (a text field still, so any category
  // can be typed, and the rows' labels: "Health (251)").
  const countOf = new Map(counts?.categories.map((c) => [c.category, c.count]))
  // The rows' categories are offered too: the service's answers may hold one the catalogue has not read yet, and
  // a count is shown only where the catalogue has one (never a made-up 0).
  const options = categoryOptions(category, [...categories, ...countOf.keys()])
  const labelOf = (c: string): string => {
    const n = countOf.get(c)
    return n === undefined ? categoryLabel(c) : `${categoryLabel(c)} (${n.toLocaleString('en-US')})`
  }
  const commit = (value: string): void => {
    const next = value.trim()
    if (next !== category) onCategory(next)
  }
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
          if (options.includes(e.target.value)) commit(e.target.value)
        }}
        onBlur={() => commit(draft)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return
          e.preventDefault()
          commit(draft)
        }}
      />
      <datalist id={LIST_ID}>
        {options.map((c) => (
          <option key={c} value={c} label={labelOf(c)}>
            {labelOf(c)}
          </option>
        ))}
      </datalist>
    </label>
  )
}
