/**
 * The catalogue's reads: search (FTS5 over titles and the suggestions seen), lookup by id or slug, facets and
 * insights from the counts the triggers keep, and titles for a profile's slugs.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type {
  CatalogueBridge,
  CatalogueFacets,
  CatalogueFilter,
  CatalogueQueryFacets,
  CatalogueInsights,
  CatalogueSearchResult,
  CatalogueSort,
  CatalogueSuggestor,
} from '../../../shared/ipc/catalogue.ts'
import { ftsQuery, toBridge } from './catalogue-rows.ts'
import { KEY_COLUMN, KEYSET, positionOf } from './catalogue-keyset.ts'
import { queryFacets } from './catalogue-facets.ts'
import { scopedInsights } from './catalogue-insights.ts'
import { STEM_FTS, stemWhole } from './catalogue-stem.ts'
import { facetRowsWhole, wordCount } from './catalogue-facet-rows.ts'
import { FacetKeys } from './catalogue-facet-keys.ts'
import {
  askedCategories,
  countSeek,
  filterSql,
  needsRows,
  resolveCategories,
  sortSeek,
} from './catalogue-filter.ts'

/** A search of one service's rows: a filter, an order and a page. */
export interface SearchRequest extends CatalogueFilter {
  sort?: CatalogueSort | undefined
  offset?: number | undefined
  limit?: number | undefined
  includeGone?: boolean | undefined
}

/** The index of the words as typed: searched until the porter index is whole (catalogue-stem.ts). */
const TYPED_FTS = 'bridges_fts'

const ORDER: Record<CatalogueSort, string> = {
  newest: 'b.k DESC',
  passes: 'b.passes DESC, b.k DESC',
  score: 'b.score DESC, b.k DESC',
  title: 'b.title COLLATE NOCASE, b.k',
}

/** Reads of the catalogue file. */
export class CatalogueReader {
  readonly #db: DatabaseSync
  readonly #cache = new Map<string, StatementSync>()
  /** True while the file holds one service: counts then need no per-service filter. */
  readonly #single: () => boolean
  /** Set once the porter index is whole; it stays whole (its triggers keep it in step). */
  #stemmed = false
  /** Set once the facets table is whole (catalogue-facet-rows.ts); it stays whole too. */
  #facetRows = false
  /** The facets table held in memory once whole, for counts of words' matches without a lookup each. */
  readonly #keys: FacetKeys

  constructor(db: DatabaseSync, single: () => boolean) {
    this.#db = db
    this.#single = single
    this.#keys = new FacetKeys(db)
  }

  /**
   * Reads the facets table into memory now (catalogue-facet-keys.ts) rather than after the first search that
   * needs it; true when it is held. The bench and tests wait for it; the app lets the first search start it.
   */
  holdFacetKeys(): Promise<boolean> {
    return this.#facetRowsWhole() ? this.#keys.refresh() : Promise.resolve(false)
  }

  /** Lets the facets held in memory go: the file is closing. */
  close(): void {
    this.#keys.close()
  }

  /** The index searched: the porter one (word forms) once whole, else the one of the words as typed. */
  #fts(): string {
    if (!this.#stemmed) this.#stemmed = stemWhole(this.#db)
    return this.#stemmed ? STEM_FTS : TYPED_FTS
  }

  /** True once the facets table is whole (read until it is; it stays whole). */
  #facetRowsWhole(): boolean {
    if (!this.#facetRows) this.#facetRows = facetRowsWhole(this.#db)
    return this.#facetRows
  }

  #st(sql: string): StatementSync {
    let st = this.#cache.get(sql)
    if (!st) this.#cache.set(sql, (st = this.#db.prepare(sql)))
    return st
  }

  /** A statement of this file, prepared once: the change history's reads take it (catalogue-change-set.ts). */
  prepared(sql: string): StatementSync {
    return this.#st(sql)
  }

  /** One page of matches and the count of all of them. */
  search(service: number, r: SearchRequest): CatalogueSearchResult {
    const limit = r.limit ?? 50
    const offset = r.offset ?? 0
    const sort = r.sort ?? 'newest'
    const fts = this.#fts()
    const st = (sql: string): StatementSync => this.#st(sql)
    const f = filterSql(st, service, r, fts, sortSeek(sort))
    const words = f.from !== 'bridges b'
    const report = f.categories === undefined ? {} : { categories: f.categories }
    // Newest first is the rowid order of the FTS index: SQLite walks it backwards and stops at the first screen.
    const order = words && sort === 'newest' ? 'f.rowid DESC' : ORDER[sort]
    const rows = this.#st(
      `SELECT b.* FROM ${f.from} WHERE ${f.where.join(' AND ')} ORDER BY ${order} LIMIT ? OFFSET ?`,
    ).all(...f.args, limit, offset)
    const asked = askedCategories(r).length > 0
    const ranged = needsRows({ ...r, q: undefined })
    let total: number
    if (!words && !ranged) total = this.#countAll(service, r)
    else if (
      words &&
      !ranged &&
      this.#single() &&
      !asked &&
      r.includeGone !== false &&
      r.verified === undefined
    )
      total = Number(
        this.#st(`SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ?`).get(ftsQuery(r.q ?? ''))?.['n'] ??
          0,
      )
    else total = this.#countMatches(service, r, fts, words)
    return { total, offset, rows: rows.map(toBridge), ...report }
  }

  /** The count of a search that reads its matches: words, or ranges. */
  #countMatches(service: number, r: SearchRequest, fts: string, words: boolean): number {
    const st = (sql: string): StatementSync => this.#st(sql)
    // The list asks for live rows only: the facets table counts the matches of words without reading a row
    // (catalogue-facet-rows.ts), where a common word's 50,000 rows were read one by one.
    const counted =
      words && r.includeGone === false && this.#facetRowsWhole()
        ? wordCount(st, service, r, fts, this.#keys)
        : null
    if (counted !== null) return counted
    const c = filterSql(st, service, r, fts, countSeek(r))
    const sql = `SELECT count(*) AS n FROM ${c.from} WHERE ${c.where.join(' AND ')}`
    return Number(this.#st(sql).get(...c.args)?.['n'] ?? 0)
  }

  /** The facets of the live rows a filter matches (catalogue-facets.ts). */
  queryFacets(service: number, f: CatalogueFilter): CatalogueQueryFacets {
    const whole = this.#facetRowsWhole()
    return queryFacets((sql) => this.#st(sql), service, f, this.#fts(), whole, whole ? this.#keys : undefined)
  }

  /** Insights over the rows a filter matches; the whole catalogue's (from the kept counts) without one. */
  queryInsights(service: number, f: CatalogueFilter): CatalogueInsights {
    const narrowed = needsRows(f) || askedCategories(f).length > 0 || f.verified !== undefined
    return narrowed ? scopedInsights((sql) => this.#st(sql), service, f, this.#fts()) : this.insights(service)
  }

  /** A count from the kept counts: no words and no ranges. */
  #countAll(service: number, r: SearchRequest): number {
    const cols = r.includeGone === false ? 'live' : 'live + gone'
    const sql = `SELECT coalesce(sum(${cols}), 0) AS n FROM category_counts WHERE service = ?`
    const args: (string | number)[] = [service]
    let where = ''
    const asked = askedCategories(r)
    if (asked.length > 0) {
      const { spellings } = resolveCategories((q) => this.#st(q), service, asked)
      where += spellings.length === 0 ? ' AND 0' : ` AND category IN (${spellings.map(() => '?').join(', ')})`
      args.push(...spellings)
    }
    if (r.verified !== undefined) {
      where += ' AND verified = ?'
      args.push(r.verified ? 1 : 0)
    }
    const row = this.#st(sql + where).get(...args)
    return Number(row?.['n'] ?? 0)
  }

  byId(service: number, id: string): CatalogueBridge | null {
    const r = this.#st('SELECT * FROM bridges WHERE service = ? AND id = ?').get(service, id)
    return r ? toBridge(r) : null
  }

  bySlug(service: number, slug: string): CatalogueBridge | null {
    const r = this.#st(
      'SELECT * FROM bridges WHERE service = ? AND slug = ? COLLATE NOCASE ORDER BY gone_ms IS NOT NULL LIMIT 1',
    ).get(service, slug)
    return r ? toBridge(r) : null
  }

  /** A suggestor's name as the catalogue spells it, matched case-insensitively (assumptions row 19). */
  username(service: number, name: string): string | null {
    const r = this.#st(
      'SELECT username FROM suggestors WHERE service = ? AND username = ? COLLATE NOCASE AND bridges > 0 LIMIT 1',
    ).get(service, name)
    return r ? String(r['username']) : null
  }

  /** Usernames of a length near `length`, with their bridge counts, for typo suggestions. */
  usernamesNear(service: number, length: number, spread: number): { text: string; weight: number }[] {
    return this.#st(
      `SELECT username, bridges FROM suggestors WHERE service = ? AND bridges > 0
       AND length(username) BETWEEN ? AND ?`,
    )
      .all(service, length - spread, length + spread)
      .map((r) => ({ text: String(r['username']), weight: Number(r['bridges']) }))
  }

  /** Indexed words of a length near `length`, with the rows holding them. */
  wordsNear(length: number, spread: number): { text: string; weight: number }[] {
    return this.#st('SELECT term, doc FROM bridges_vocab WHERE length(term) BETWEEN ? AND ?')
      .all(length - spread, length + spread)
      .map((r) => ({ text: String(r['term']), weight: Number(r['doc']) }))
  }

  /** True when the word is indexed at all. */
  hasWord(word: string): boolean {
    return this.#st('SELECT 1 FROM bridges_vocab WHERE term = ?').get(word) !== undefined
  }

  facets(service: number): CatalogueFacets {
    const categories = this.#st(
      `SELECT category, sum(live) AS n FROM category_counts WHERE service = ? GROUP BY category
       HAVING n > 0 ORDER BY n DESC, category`,
    )
      .all(service)
      .map((r) => ({ category: String(r['category']), count: Number(r['n']) }))
    const bridges = this.#st(
      'SELECT verified, sum(live) AS n FROM category_counts WHERE service = ? GROUP BY verified',
    ).all(service)
    const people = this.#st('SELECT verified, n FROM suggestor_counts WHERE service = ?').all(service)
    const pick = (rows: Record<string, unknown>[], v: number): number =>
      Number(rows.find((r) => r['verified'] === v)?.['n'] ?? 0)
    return {
      categories,
      verified: { bridges: pick(bridges, 1), suggestors: pick(people, 1) },
      unverified: { bridges: pick(bridges, 0), suggestors: pick(people, 0) },
    }
  }

  insights(service: number, top = 10): CatalogueInsights {
    const byCategory = this.#st(
      `SELECT category, sum(live) AS n, sum(passes) AS p FROM category_counts WHERE service = ?
       GROUP BY category HAVING n > 0 ORDER BY n DESC, category`,
    )
      .all(service)
      .map((r) => ({ category: String(r['category']), bridges: Number(r['n']), passes: Number(r['p']) }))
    // Each month's earliest time comes with it (one scan): the first month's says whether that month is whole.
    const months = this.#st(
      `SELECT substr(published_at, 1, 7) AS m, count(*) AS n, min(published_at) AS first FROM bridges
       WHERE service = ? AND gone_ms IS NULL GROUP BY m ORDER BY m`,
    ).all(service)
    const perMonth = months.map((r) => ({ month: String(r['m']), count: Number(r['n']) }))
    const people = (col: 'passes' | 'bridges'): CatalogueSuggestor[] =>
      this.#st(
        `SELECT username, verified, bridges, passes FROM suggestors WHERE service = ? AND bridges > 0
         ORDER BY ${col} DESC, username LIMIT ?`,
      )
        .all(service, top)
        .map((r) => ({
          username: String(r['username']),
          verified: r['verified'] === 1,
          bridges: Number(r['bridges']),
          passes: Number(r['passes']),
        }))
    // Bins of 10 that also floor negative scores (SQLite's % truncates toward zero).
    const scoreHistogram = this.#st(
      `SELECT score - (((score % 10) + 10) % 10) AS lo, count(*) AS n FROM bridges
       WHERE service = ? AND gone_ms IS NULL GROUP BY lo ORDER BY lo`,
    )
      .all(service)
      .map((r) => ({ from: Number(r['lo']), to: Number(r['lo']) + 10, count: Number(r['n']) }))
    return {
      byCategory,
      perMonth,
      firstPublishedAt: months[0] === undefined ? null : String(months[0]['first']),
      topByPasses: people('passes'),
      topByBridges: people('bridges'),
      scoreHistogram,
    }
  }

  /** The title of each slug the catalogue holds, keyed by the slug as asked. */
  titles(service: number, slugs: readonly string[]): Record<string, string> {
    const found: [string, string][] = []
    for (const slug of slugs) {
      const b = this.bySlug(service, slug)
      if (b) found.push([slug, b.title])
    }
    // fromEntries: a slug named `__proto__` becomes a key like any other.
    return Object.fromEntries(found)
  }

  /**
   * The rows listed now (not gone) in the list's order `f.sort` (newest first by default) with its filters, after
   * the position `after` (`next` of the page before; null: from the first), for an export: keyed on (sort key,
   * row), not by offset, so rows the walk adds or marks gone meanwhile never shift a page and lose a row, and the
   * order is exactly the one `search` gives the screen (ORDER, ties by row).
   */
  listedAfter(
    service: number,
    f: ExportFilters,
    after: string | null,
    limit: number,
  ): { rows: CatalogueBridge[]; next: string | null } {
    const sort = f.sort ?? 'newest'
    // The screen's own filter (filterSql: words, categories read as the list reads them, verified, ranges), so the
    // file holds exactly the rows the list shows; listed now only.
    const st = (sql: string): StatementSync => this.#st(sql)
    const filter = filterSql(st, service, { ...f, includeGone: false }, this.#fts())
    const where = [...filter.where]
    const args = [...filter.args]
    const at = positionOf(sort, after)
    if (at !== null) {
      const past = KEYSET[sort]
      where.push(past.sql)
      args.push(...past.args(at))
    }
    const rows = this.#st(
      `SELECT b.* FROM ${filter.from} WHERE ${where.join(' AND ')} ORDER BY ${ORDER[sort]} LIMIT ?`,
    ).all(...args, limit)
    const last = rows.at(-1)
    const next = rows.length < limit || !last ? null : JSON.stringify([last[KEY_COLUMN[sort]], last['k']])
    return { rows: rows.map(toBridge), next }
  }
}

/** The filters and order of an export from the catalogue: the list's own (shared/views/list-query.ts). */
export interface ExportFilters extends CatalogueFilter {
  sort?: CatalogueSort | undefined
}
