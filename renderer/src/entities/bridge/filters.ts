/** Filters of the bridge list: the categories to offer and the normalised form sent to main; pure. */
// The normalised form is shared with main, which finds the kept answer of a filtered list by its key.
export { normalizeFilters, type ListFilters } from '../../../../shared/views/list-query.ts'

/**
 * The category options to offer: the categories seen in the service's answers (the API leaves the set open, so no
 * fixed list is right for every service), plus the current one, in alphabetical order. Any other can be typed.
 */
export function categoryOptions(current: string, seen: Iterable<string>): string[] {
  const all = new Set([...seen].filter((c) => c !== ''))
  if (current !== '') all.add(current)
  return [...all].sort((a, b) => a.localeCompare(b))
}

/** Every category of the rows of `pages`. */
export function categoriesOf(pages: Iterable<readonly { category: string }[]>): Set<string> {
  const out = new Set<string>()
  for (const page of pages) for (const row of page) out.add(row.category)
  return out
}

/** "Technology" for "technology": a label for a category value. */
export function categoryLabel(category: string): string {
  return category === '' ? 'All categories' : category.charAt(0).toUpperCase() + category.slice(1)
}
