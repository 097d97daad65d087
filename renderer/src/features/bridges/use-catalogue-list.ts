import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { CatalogueFilter, CatalogueSort } from '../../../../shared/ipc/catalogue.ts'
import { catalogueQueries, filterRequest } from '../../entities/catalogue/catalogue.queries.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { unwrap } from '../../lib/call.ts'

/** Rows per read of the catalogue: local reads are quick, and the list asks for more near its end. */
const CATALOGUE_PAGE = 200

/**
 * What the list shows from the catalogue: search words (local matching), category, verified, order, and the
 * filters only the catalogue applies (several categories, one suggestor, ranges).
 */
export interface CatalogueListParams {
  q: string
  category: string
  verified: boolean | undefined
  sort: CatalogueSort
  more?: Pick<CatalogueFilter, 'categories' | 'by' | 'passes' | 'score' | 'published'>
}

/** The catalogue's rows for the list and the table, in pages by offset, with the count of every match. */
export function useCatalogueList(generation: string, p: CatalogueListParams, enabled: boolean) {
  const base = catalogueQueries.search(generation, {
    ...(p.q === '' ? {} : { q: p.q }),
    ...(p.category === '' ? {} : { category: p.category }),
    ...(p.verified === undefined ? {} : { verified: p.verified }),
    ...p.more,
    sort: p.sort,
  })
  const query = useInfiniteQuery({
    queryKey: [...base.queryKey, 'pages'] as const,
    queryFn: ({ pageParam }) =>
      unwrap(
        getExplorer().searchCatalogue({
          ...filterRequest({
            ...p.more,
            q: p.q === '' ? undefined : p.q,
            category: p.category === '' ? undefined : p.category,
            verified: p.verified,
          }),
          sort: p.sort,
          offset: pageParam,
          limit: CATALOGUE_PAGE,
          includeGone: false,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.rows.length === CATALOGUE_PAGE && last.offset + CATALOGUE_PAGE < last.total
        ? last.offset + CATALOGUE_PAGE
        : undefined,
    networkMode: 'always',
    enabled,
  })
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.rows) ?? [], [query.data])
  return { query, rows, total: query.data?.pages[0]?.total ?? null }
}
