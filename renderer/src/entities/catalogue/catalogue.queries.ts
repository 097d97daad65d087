/**
 * Query options of the local catalogue (electron/core/catalogue/): answers from a SQLite file on this computer,
 * so they spend no request and work offline (networkMode 'always'). Every answer over the catalogue's rows is
 * keyed by the catalogue's `generation`, which moves when enough rows arrive or a walk completes: a page showing
 * facets or insights refreshes with the catalogue at a bounded rate, never on every status event.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { CatalogueFilter, CatalogueSort, CatalogueStatus } from '../../../../shared/ipc/catalogue.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'

/** What catalogue:search takes. */
export interface CatalogueSearchParams extends CatalogueFilter {
  sort?: CatalogueSort
  offset?: number
  limit?: number
}

/** A filter as the catalogue's channels take it: every field named, absent ones undefined. */
export function filterRequest(f: CatalogueFilter) {
  return {
    q: f.q,
    category: f.category,
    categories: f.categories === undefined ? undefined : [...f.categories],
    verified: f.verified,
    by: f.by,
    passes: f.passes,
    score: f.score,
    published: f.published === undefined ? undefined : { from: f.published.from, to: f.published.to },
  }
}

/** Rows per step while building before the answers over the rows are read again. */
const ROWS_PER_GENERATION = 500

/**
 * The version of the catalogue's contents a status describes (a walk's completion, or every 500 rows), and
 * whether it answers the key in use at all: answers kept from before a refusal are never shown after it.
 */
export function catalogueGeneration(s: CatalogueStatus | undefined): string {
  if (!s) return 'none'
  const held = s.complete ? `done:${s.completedAt ?? 0}` : `rows:${Math.floor(s.rows / ROWS_PER_GENERATION)}`
  return `${s.service ?? ''}|${held}|${s.gone}|${s.withheld?.reason ?? 'answers'}`
}

/** True when the catalogue answers for the key in use (the key may read public data: the status says why not). */
export function catalogueAnswers(s: CatalogueStatus | undefined): s is CatalogueStatus {
  return s !== undefined && s.withheld === null
}

const local = { networkMode: 'always', placeholderData: keepPreviousData } as const

/** Query keys and options of the catalogue, from general to specific. */
export const catalogueQueries = {
  all: () => ['catalogue'] as const,
  status: () =>
    queryOptions({
      queryKey: ['catalogue', 'status'] as const,
      queryFn: () => unwrap(getExplorer().getCatalogueStatus()),
      networkMode: 'always',
    }),
  search: (generation: string, p: CatalogueSearchParams) =>
    queryOptions({
      queryKey: ['catalogue', 'search', generation, p] as const,
      queryFn: () =>
        unwrap(
          getExplorer().searchCatalogue({
            ...filterRequest(p),
            sort: p.sort,
            offset: p.offset,
            limit: p.limit,
            // A bridge the last full walk no longer saw is not listed (catalogue:get still finds it).
            includeGone: false,
          }),
        ),
      ...local,
    }),
  get: (generation: string, by: { id?: string; slug?: string }) =>
    queryOptions({
      queryKey: ['catalogue', 'get', generation, by] as const,
      queryFn: () => unwrap(getExplorer().getCatalogueBridge({ id: by.id, slug: by.slug })),
      networkMode: 'always',
    }),
  lookup: (generation: string, text: string) =>
    queryOptions({
      queryKey: ['catalogue', 'lookup', generation, text] as const,
      queryFn: () => unwrap(getExplorer().lookupCatalogue({ text })),
      networkMode: 'always',
    }),
  facets: (generation: string) =>
    queryOptions({
      queryKey: ['catalogue', 'facets', generation] as const,
      queryFn: () => unwrap(getExplorer().getCatalogueFacets()),
      ...local,
    }),
  /** Facets that follow a filter (category counts without its categories, the verified split, its total). */
  queryFacets: (generation: string, f: CatalogueFilter) =>
    queryOptions({
      queryKey: ['catalogue', 'query-facets', generation, f] as const,
      queryFn: () => unwrap(getExplorer().getCatalogueQueryFacets(filterRequest(f))),
      ...local,
    }),
  /** Insights over the bridges a filter matches (catalogue:query-insights). */
  queryInsights: (generation: string, f: CatalogueFilter) =>
    queryOptions({
      queryKey: ['catalogue', 'query-insights', generation, f] as const,
      queryFn: () => unwrap(getExplorer().getCatalogueQueryInsights(filterRequest(f))),
      ...local,
    }),
  titles: (generation: string, slugs: readonly string[]) =>
    queryOptions({
      queryKey: ['catalogue', 'titles', generation, slugs] as const,
      queryFn: () => unwrap(getExplorer().getCatalogueTitles({ slugs: slugs.slice(0, 1000) })),
      ...local,
    }),
}
