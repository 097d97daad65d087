/**
 * A CatalogueFilter as SQL over `bridges b`: the words through the FTS index, categories (any of them, matched as
 * the API matches one, whatever its case, and a misspelt one read as the nearest the catalogue holds), the
 * suggestors' verified mark, one suggestor, and ranges of passes, score and publication day.
 */
import type { StatementSync } from 'node:sqlite'
import type { CatalogueFilter } from '../../../shared/ipc/catalogue.ts'
import { ftsQuery, keyBlock } from './catalogue-rows.ts'
import { closest } from '../../../shared/text/typo.ts'

/** A filter's part of a statement: `from` joins the FTS index when there are words (its MATCH is the first arg). */
export interface FilterSql {
  from: string
  where: string[]
  args: (string | number)[]
  /** Each category asked for and the one matched; absent when none was asked. */
  categories?: { asked: string; matched: string | null }[]
}

/** The categories asked for: `categories`, and `category` (one, as an older link names it). */
export function askedCategories(f: CatalogueFilter): string[] {
  const asked = [...(f.categories ?? []), ...(f.category ? [f.category] : [])]
  return [...new Set(asked.map((c) => c.trim()).filter((c) => c !== ''))]
}

/**
 * The spellings the file holds of each asked category: itself whatever its case (docs/api-assumptions.md row 8),
 * else the nearest held category within typo distance (typo.ts), else none. Read from the small counts table, so
 * the filter on `bridges` keeps its index.
 */
export function resolveCategories(
  st: (sql: string) => StatementSync,
  service: number,
  asked: readonly string[],
): { spellings: string[]; report: { asked: string; matched: string | null }[] } {
  const held = st('SELECT DISTINCT category FROM category_counts WHERE service = ? AND live + gone > 0')
    .all(service)
    .map((r) => String(r['category']))
  const spellings = new Set<string>()
  const report: { asked: string; matched: string | null }[] = []
  for (const a of asked) {
    let same = held.filter((c) => c.toLowerCase() === a.toLowerCase())
    if (same.length === 0) {
      const near = closest(
        a,
        held.map((c) => ({ text: c, weight: 0 })),
        1,
      )[0]
      same = near === undefined ? [] : held.filter((c) => c.toLowerCase() === near.toLowerCase())
    }
    for (const c of same) spellings.add(c)
    report.push({ asked: a, matched: same[0] ?? null })
  }
  return { spellings: [...spellings], report }
}

/** The first instant after a UTC day, as published_at is written (ISO, UTC): the day's upper bound, excluded. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}

/**
 * The column whose condition may lead SQLite's choice of index; every other range is written `+column`, which SQLite
 * never seeks by (https://sqlite.org/optoverview.html#disqualifying_where_clause_terms_for_the_optimizer). Without
 * this, a range of passes was sought by its index and every row of the range read and sorted (seconds at a million
 * rows), where the sort's own index, or the covering index of categories for a count, answers in milliseconds
 * (BENCHMARKS.md, Catalogue).
 */
export type FilterSeek = 'passes' | 'score' | 'k' | 'category' | 'username' | null

/** The column a count should seek by: the categories' covering index, else the first range. */
export function countSeek(f: CatalogueFilter): FilterSeek {
  if (askedCategories(f).length > 0) return 'category'
  if (f.score !== undefined) return 'score'
  if (f.passes !== undefined) return 'passes'
  return 'k'
}

/** The column the page of a sort should seek by: the sort's own index reads rows in order and stops early. */
export function sortSeek(sort: string): FilterSeek {
  return sort === 'passes' || sort === 'score' ? sort : sort === 'newest' ? 'k' : null
}

/** The first key of a UTC day: keys sort like published_at (catalogue-rows.ts), so a range of days is one of keys. */
function dayKey(day: string): number {
  return keyBlock(`${day}T00:00:00Z`, '').from
}

/**
 * The SQL of `f` over `bridges b` of one service (and `fts`, the index the words are matched in). One suggestor's
 * rows (some 50 of a million) are always sought by their username's index (catalogue-username-index.ts), whatever
 * `seek` says: no other index narrows as much, and a sort's own index would read rows until 50 of theirs came.
 */
export function filterSql(
  st: (sql: string) => StatementSync,
  service: number,
  f: CatalogueFilter & { includeGone?: boolean | undefined },
  fts: string,
  askedSeek: FilterSeek = null,
): FilterSql {
  const seek: FilterSeek = f.by === undefined ? askedSeek : 'username'
  // Text with no letter or digit holds no word: it narrows nothing, as an empty search box.
  const match = f.q === undefined ? null : ftsQuery(f.q)
  const where = ['b.service = ?']
  const args: (string | number)[] = [service]
  const out: FilterSql = { from: 'bridges b', where, args }
  if (match !== null) {
    out.from = `${fts} f JOIN bridges b ON b.k = f.rowid`
    where.push(`${fts} MATCH ?`)
    args.push(match)
  }
  const asked = askedCategories(f)
  // The covering index of categories holds the score next (catalogue-stem.ts): a count of categories seeks a range
  // of scores inside each category too, instead of reading every entry of the categories.
  const seeks = (name: Exclude<FilterSeek, null>): boolean =>
    seek === name || (seek === 'category' && name === 'score' && asked.length > 0)
  const col = (name: Exclude<FilterSeek, null>): string => `${seeks(name) ? '' : '+'}b.${name}`
  if (asked.length > 0) {
    const { spellings, report } = resolveCategories(st, service, asked)
    out.categories = report
    where.push(
      spellings.length === 0 ? '0' : `${col('category')} IN (${spellings.map(() => '?').join(', ')})`,
    )
    args.push(...spellings)
  }
  if (f.includeGone === false) where.push('b.gone_ms IS NULL')
  if (f.verified !== undefined) {
    where.push('b.verified = ?')
    args.push(f.verified ? 1 : 0)
  }
  // Whatever its case, as the API and Lookup match usernames (docs/api-assumptions.md row 19).
  if (f.by !== undefined) {
    where.push('b.username = ? COLLATE NOCASE')
    args.push(f.by)
  }
  const ranges = rangeTerms(f, { passes: col('passes'), score: col('score'), k: col('k') })
  where.push(...ranges.where)
  args.push(...ranges.args)
  return out
}

/**
 * The ranges of `f` (passes, score, and publication days as a range of keys) as terms over the given columns: the
 * rows' own (filterSql), or the facets table's and the FTS index's rowid (catalogue-facet-rows.ts).
 */
export function rangeTerms(
  f: CatalogueFilter,
  cols: { passes: string; score: string; k: string },
): { where: string[]; args: number[] } {
  const where: string[] = []
  const args: number[] = []
  const between = (column: string, lo: number | undefined, hi: number | undefined): void => {
    if (lo !== undefined) {
      where.push(`${column} >= ?`)
      args.push(lo)
    }
    if (hi !== undefined) {
      where.push(`${column} < ?`)
      args.push(hi)
    }
  }
  const upTo = (max: number | undefined): number | undefined => (max === undefined ? undefined : max + 1)
  between(cols.passes, f.passes?.min, upTo(f.passes?.max))
  between(cols.score, f.score?.min, upTo(f.score?.max))
  const days = keyBounds(f)
  between(cols.k, days.from, days.to)
  return { where, args }
}

/** The publication days of `f` as a range of keys: the first key of its first day, and the first after its last. */
export function keyBounds(f: CatalogueFilter): { from?: number; to?: number } {
  const from = f.published?.from
  const to = f.published?.to
  return {
    ...(from === undefined ? {} : { from: dayKey(from) }),
    ...(to === undefined ? {} : { to: dayKey(dayAfter(to)) }),
  }
}

/**
 * True when the filter needs rows read (words, ranges or one suggestor); else the counts the triggers keep answer
 * it.
 */
export function needsRows(f: CatalogueFilter): boolean {
  return (
    (f.q !== undefined && ftsQuery(f.q) !== null) ||
    f.by !== undefined ||
    f.passes !== undefined ||
    f.score !== undefined ||
    f.published !== undefined
  )
}
