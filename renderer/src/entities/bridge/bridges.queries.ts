import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { cancellable } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import type { ListFilters } from './filters.ts'
import { nextCursor } from './list-end.ts'

/** Rows per request: half the API's maximum keeps the first screen quick and the request count low. */
export const PAGE_SIZE = 50
/** At most this many pages stay in memory (20,000 rows); older pages are dropped first. */
export const MAX_PAGES = 400

/** Query keys of bridges, from general to specific. */
export const bridgeKeys = {
  all: ['bridges'] as const,
  lists: () => ['bridges', 'list'] as const,
  list: (filters: ListFilters) => ['bridges', 'list', filters] as const,
  detail: (slug: string) => ['bridges', 'detail', slug] as const,
}

/** The cursor-paginated list of bridges matching `filters`. */
export function bridgeListOptions(filters: ListFilters) {
  return infiniteQueryOptions({
    queryKey: bridgeKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      cancellable(signal, (requestId) =>
        getExplorer().listBridges({
          requestId,
          limit: PAGE_SIZE,
          cursor: pageParam ?? undefined,
          q: filters.q === '' ? undefined : filters.q,
          category: filters.category === '' ? undefined : filters.category,
        }),
      ),
    initialPageParam: null as string | null,
    // Never a cursor already followed (a cycle would spend the key's budget every minute) nor an empty one.
    getNextPageParam: (_last, pages, _param, cursors) => nextCursor(pages, cursors),
    maxPages: MAX_PAGES,
  })
}

/** One bridge by slug. */
export function bridgeDetailOptions(slug: string) {
  return queryOptions({
    queryKey: bridgeKeys.detail(slug),
    queryFn: ({ signal }) => cancellable(signal, (requestId) => getExplorer().getBridge({ requestId, slug })),
  })
}

/**
 * The service's newest bridges, one page of 100 (the API's most): where a bridge published since the catalogue on
 * this computer last read the list is found, as the API has no address by id (docs/api-assumptions.md). Asked
 * anew each time: the user asks it because what is held may be old.
 */
export function newestBridgesOptions() {
  return queryOptions({
    queryKey: [...bridgeKeys.all, 'newest'] as const,
    queryFn: ({ signal }) =>
      cancellable(signal, (requestId) =>
        getExplorer().listBridges({
          requestId,
          limit: 100,
          cursor: undefined,
          q: undefined,
          category: undefined,
        }),
      ),
    staleTime: 0,
  })
}
