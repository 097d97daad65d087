import type { ReactElement } from 'react'
import { numberFormat } from '../../../../shared/i18n/format.ts'
import { categoryLabel } from '../../entities/bridge/filters.ts'
import { useWords } from '../../lib/words.tsx'

/**
 * The facet counts of the list ("Environment 212 · Health 97 …", as Datasette shows them): the count of each
 * category among the bridges the rest of the query matches, most first. Each is a button that filters the list
 * to it (again: back to all); it says its state (aria-pressed) and its whole meaning (aria-label).
 * Its line is drawn before the counts come, saying when they will, and keeps one line's height (filters.css), so
 * the sort and the list below never move when they come or change (BENCHMARKS.md, "Layout shift").
 */
export function FacetLine({
  counts,
  chosen,
  onCategory,
}: {
  /** The counts, undefined until the catalogue is complete. */
  counts: readonly { category: string; count: number }[] | undefined
  chosen: readonly string[]
  onCategory: (category: string) => void
}): ReactElement {
  const { t } = useWords()
  if (counts === undefined)
    return (
      <p className="facet-line facet-line-waiting small" title={t('list.facets-waiting')}>
        {t('list.facets-waiting')}
      </p>
    )
  // No bridge matches (the count line says so): the line keeps its place, empty.
  if (counts.length === 0) return <div className="facet-line" />
  const isChosen = (c: string): boolean => chosen.some((x) => x.toLowerCase() === c.toLowerCase())
  return (
    <nav className="facet-line small" aria-label={t('list.facets')}>
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
                aria-label={
                  on ? t('list.facet-drop', { name, n: count }) : t('list.facet-choose', { name, n: count })
                }
                onClick={() => onCategory(category)}
              >
                <bdi>{name}</bdi> <span className="facet-count">{numberFormat().format(count)}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
