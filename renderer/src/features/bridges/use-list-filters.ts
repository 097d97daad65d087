import { useQuery } from '@tanstack/react-query'
import type { CatalogueFilter } from '../../../../shared/ipc/catalogue.ts'
import {
  categoriesOf,
  needsCatalogue,
  setUnderFilters,
  type ListQuery,
} from '../../../../shared/views/list-query.ts'
import { catalogueQueries } from '../../entities/catalogue/catalogue.queries.ts'
import type { Ranges } from './range-filters.tsx'

/** What the catalogue must know of the list's state. */
export interface ListFiltersInput {
  generation: string
  /** The catalogue holds bridges for the key in use. */
  held: boolean
  /** Its walk is complete: its counts are the whole service's. */
  complete: boolean
  verified: boolean | undefined
  /** Changes the one query (the location carries it); `replace` refines the current history entry. */
  go: (change: Partial<ListQuery>, replace: boolean) => void
}

/**
 * The list's categories, ranges and one suggestor (`by`): read from the one query (shared/views/list-query.ts), changed through it,
 * applied by the catalogue when they need it (several categories, a range), with facet counts that follow the
 * rest of the query (catalogue:query-facets).
 */
export function useListFilters(query: ListQuery, i: ListFiltersInput) {
  const chosen = categoriesOf(query)
  const ranges: Ranges = { passes: query.passes, score: query.score, published: query.published }
  const filter: CatalogueFilter = {
    ...(query.q.trim() === '' ? {} : { q: query.q }),
    ...(chosen.length === 0 ? {} : { categories: [...chosen] }),
    ...(i.verified === undefined ? {} : { verified: i.verified }),
    ...(query.by === undefined ? {} : { by: query.by }),
    ...(query.passes ? { passes: query.passes } : {}),
    ...(query.score ? { score: query.score } : {}),
    ...(query.published ? { published: query.published } : {}),
  }
  // Without any filter the whole catalogue's facets answer (catalogue:facets, drawn with the first screen).
  const filtered = Object.keys(filter).length > 0
  const facets = useQuery({
    ...catalogueQueries.queryFacets(i.generation, filter),
    enabled: i.complete && filtered,
  })
  const setCategories = (next: readonly string[], replace: boolean): void =>
    i.go({ category: next[0] ?? '', categories: next.length > 1 ? next : undefined }, replace)
  const isChosen = (c: string): boolean => chosen.some((x) => x.toLowerCase() === c.toLowerCase())
  return {
    /** The query's filter as the catalogue takes it (words, categories, verified, ranges). */
    filter,
    chosen,
    /** Several categories at once need the catalogue. */
    several: i.held,
    /** The query narrows by what only the catalogue applies, and the catalogue can. */
    fromCatalogue: i.held && needsCatalogue(query),
    /** The catalogue's share of the query, for its list. */
    more: {
      categories: chosen.length > 1 ? [...chosen] : undefined,
      by: query.by,
      passes: query.passes,
      score: query.score,
      published: query.published,
    },
    ranges,
    /**
     * The facets of a filtered query; undefined without a filter (the whole catalogue's apply) and once the
     * catalogue no longer answers (counts kept from before, placeholder data, are not shown).
     */
    facets: i.complete && filtered ? facets.data : undefined,
    /** How many choices sit under "Filters (n)": categories, ranges, Suggestors and a sort. */
    set: setUnderFilters(query),
    setCategories,
    /** A facet clicked: filters to it, or, chosen already, drops it. */
    toggleCategory: (c: string): void =>
      setCategories(
        isChosen(c)
          ? chosen.filter((x) => x.toLowerCase() !== c.toLowerCase())
          : i.held
            ? [...chosen, c]
            : [c],
        false,
      ),
    setRanges: (next: Ranges): void => i.go(next, false),
    /** The chip of one suggestor removed: every suggestor's bridges again. */
    removeBy: (): void => i.go({ by: undefined }, false),
  }
}
