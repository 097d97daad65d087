/** Filters of the bridge list: the categories to offer and the normalised form sent to main; pure. */
import type { BridgeFilters } from '../../../../shared/ipc/common.ts'

/** The list filters as they go into query keys and calls: both present, trimmed, empty meaning "any". */
export type ListFilters = Required<BridgeFilters>

/** Trims and bounds the filters (the same bounds as the IPC contract) so equal searches share one cache entry. */
export function normalizeFilters(q: string, category: string): ListFilters {
  return { q: q.trim().replace(/\s+/g, ' ').slice(0, 200), category: category.trim().slice(0, 100) }
}

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
