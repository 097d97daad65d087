/**
 * Facets that follow a query, as Datasette's do (https://docs.datasette.io/en/stable/facets.html): the count of
 * each category among the rows the rest of the filter matches (its own categories left out, so every category
 * stays choosable), and the split by verified suggestors among the rows the rest matches (its own verified mark
 * left out). Rows marked gone are not counted, as the list does not show them. Without words or ranges the counts
 * the triggers keep answer at once; with words, the matches' keys walked along the facets table held in memory
 * (catalogue-facet-keys.ts), or one grouped scan of the matches in the table until it is held
 * (catalogue-facet-rows.ts), never the rows (BENCHMARKS.md, Catalogue); with ranges alone, one of the covering
 * index; with one suggestor, one grouped read of their few rows by the username index. The total is the whole
 * filter's.
 */
import type { StatementSync } from 'node:sqlite'
import type { CatalogueFilter, CatalogueQueryFacets } from '../../../shared/ipc/catalogue.ts'
import { askedCategories, filterSql, needsRows, resolveCategories } from './catalogue-filter.ts'
import { wordFacetGroups } from './catalogue-facet-rows.ts'
import type { FacetKeys } from './catalogue-facet-keys.ts'

type St = (sql: string) => StatementSync

const byCount = (counts: Map<string, number>): { category: string; count: number }[] =>
  [...counts]
    .filter(([, n]) => n > 0)
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0))

type Group = { category: string; verified: number; n: number }

/** The live rows `f` matches by category and verified, without the facets table: the kept counts or a scan. */
function scannedGroups(st: St, service: number, f: CatalogueFilter, fts: string): Group[] {
  const read = (sql: string, args: (string | number)[]): Group[] =>
    st(sql)
      .all(...args)
      .map((r) => ({ category: String(r['category']), verified: Number(r['verified']), n: Number(r['n']) }))
  if (!needsRows(f))
    return read('SELECT category, verified, live AS n FROM category_counts WHERE service = ?', [service])
  const s = filterSql(
    st,
    service,
    { ...f, includeGone: false, category: undefined, categories: undefined, verified: undefined },
    fts,
    // No category is asked here: every range is then left to the covering index of categories (catalogue-stem.ts).
    'category',
  )
  return read(
    `SELECT b.category AS category, b.verified AS verified, count(*) AS n FROM ${s.from}
     WHERE ${s.where.join(' AND ')} GROUP BY b.category, b.verified`,
    s.args,
  )
}

/**
 * The facets of the live rows `f` matches in one service; `fts` is the index the words are matched in, and
 * `facetRows` whether the facets table is whole (until then the rows are read, as before it).
 */
export function queryFacets(
  st: St,
  service: number,
  f: CatalogueFilter,
  fts: string,
  facetRows: boolean,
  keys?: FacetKeys,
): CatalogueQueryFacets {
  const asked = askedCategories(f)
  const chosen = asked.length === 0 ? null : new Set(resolveCategories(st, service, asked).spellings)
  // One scan (or the kept counts) grouped by category and verified answers both the categories and the split.
  const groups =
    (facetRows ? wordFacetGroups(st, service, f, fts, keys) : null) ?? scannedGroups(st, service, f, fts)
  const categories = new Map<string, number>()
  const bridges = [0, 0]
  for (const g of groups) {
    if (f.verified === undefined || g.verified === (f.verified ? 1 : 0))
      categories.set(g.category, (categories.get(g.category) ?? 0) + g.n)
    if (chosen === null || chosen.has(g.category)) bridges[g.verified === 1 ? 1 : 0]! += g.n
  }
  const share = (v: 0 | 1): number =>
    f.verified === undefined || f.verified === (v === 1) ? (bridges[v] ?? 0) : 0
  return {
    categories: byCount(categories),
    verified: { bridges: bridges[1] ?? 0 },
    unverified: { bridges: bridges[0] ?? 0 },
    total: share(0) + share(1),
  }
}
