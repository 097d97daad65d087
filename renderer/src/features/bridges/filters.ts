/** Filters of the bridge list: the known categories and the normalised form sent to main; pure. */
import { REFERENCE_CATEGORIES } from '../../../../shared/api/categories.ts'
import type { BridgeFilters } from '../../../../shared/ipc/dto.ts'

/** The categories the reference service uses; the API's set is open, so others are tolerated. */
export const KNOWN_CATEGORIES = REFERENCE_CATEGORIES

/** The list filters as they go into query keys and calls: both present, trimmed, empty meaning "any". */
export type ListFilters = Required<BridgeFilters>

/** Trims and bounds the filters (the same bounds as the IPC contract) so equal searches share one cache entry. */
export function normalizeFilters(q: string, category: string): ListFilters {
  return { q: q.trim().replace(/\s+/g, ' ').slice(0, 200), category: category.trim().slice(0, 100) }
}

/** The category options to offer: the known ones, plus the current one when it is not among them. */
export function categoryOptions(current: string): string[] {
  const known: readonly string[] = KNOWN_CATEGORIES
  return current !== '' && !known.includes(current) ? [...known, current] : [...known]
}

/** "Technology" for "technology": a label for a category value. */
export function categoryLabel(category: string): string {
  return category === '' ? 'All categories' : category.charAt(0).toUpperCase() + category.slice(1)
}
