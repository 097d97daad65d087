/**
 * The bridge list's filters as they go into query keys and calls (README.md, Architecture: the first screen drawn
 * before any script): the renderer keys its lists by them, and main finds the kept answer of the list a window
 * opens on by the same key, so both sides must normalise a location's filters alike. Pure.
 */
/** Filters of the bridge list (`GET /bridges` `q` and `category`): the one shape every layer builds on. */
export interface BridgeFilters {
  q?: string
  category?: string
}

/** The list filters as they go into query keys and calls: both present, trimmed, empty meaning "any". */
export type ListFilters = Required<BridgeFilters>

/** Longest search text and category a location carries: the IPC contract's bounds (shared/ipc/common.ts). */
export const MAX_QUERY_CHARS = 200
/** See MAX_QUERY_CHARS. */
export const MAX_CATEGORY_CHARS = 100

/** Trims and bounds the filters (the same bounds as the IPC contract) so equal searches share one cache entry. */
export function normalizeFilters(q: string, category: string): ListFilters {
  return {
    q: q.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_CHARS),
    category: category.trim().slice(0, MAX_CATEGORY_CHARS),
  }
}

/**
 * The filters of the bridge list's location query (`q=…&category=…`), normalised: what the list at that location
 * keys its answer by. The search text and category are read as the router reads them (renderer/src/lib/route.ts).
 */
export function filtersOfQuery(params: URLSearchParams): ListFilters {
  return normalizeFilters(
    (params.get('q') ?? '').slice(0, MAX_QUERY_CHARS),
    (params.get('category') ?? '').slice(0, MAX_CATEGORY_CHARS),
  )
}
