import type { ReactElement } from 'react'
import { numberFormat } from '../../../../shared/i18n/format.ts'
import { categoryLabel } from '../../entities/bridge/filters.ts'

const WORDS = {
  label: 'Categories of these bridges',
  count: (n: number) => numberFormat().format(n),
  choose: (name: string, n: number) => `${name}: ${numberFormat().format(n)} bridges; show only these`,
  drop: (name: string, n: number) =>
    `${name}: ${numberFormat().format(n)} bridges, chosen; show all categories again`,
}

/**
 * The facet counts of the list ("Environment 212 · Health 97 …", as Datasette shows them): the count of each
 * category among the bridges the rest of the query matches, most first. Each is a button that filters the list
 * to it (again: back to all); it says its state (aria-pressed) and its whole meaning (aria-label).
 */
export function FacetLine({
  counts,
  chosen,
  onCategory,
}: {
  counts: readonly { category: string; count: number }[]
  chosen: readonly string[]
  onCategory: (category: string) => void
}): ReactElement | null {
  if (counts.length === 0) return null
  const isChosen = (c: string): boolean => chosen.some((x) => x.toLowerCase() === c.toLowerCase())
  return (
    <nav className="facet-line small" aria-label={WORDS.label}>
      <ul>
        {counts.map(({ category, count }) => {
          const on = isChosen(category)
          const name = categoryLabel(category)
          return (
            <li key={category}>
              <button
                type="button"
                className="facet"
                aria-pressed={on}
                aria-label={on ? WORDS.drop(name, count) : WORDS.choose(name, count)}
                onClick={() => onCategory(category)}
              >
                {name} <span className="facet-count">{WORDS.count(count)}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
