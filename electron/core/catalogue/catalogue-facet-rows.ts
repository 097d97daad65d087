/**
 * The facets table: what the facets of a search's matches group and narrow by, one small row per live bridge keyed
 * by its key `k`, the rowid the FTS index gives a match. Counting the matches of a common word (some 50,000 of a
 * million rows) looks each one up here: a row of ~15 bytes (its group as a number, passes, score) where an index
 * entry holding the category's text was ~35, so the table of a million rows stays in the catalogue's 16 MB page
 * cache (catalogue-file.ts) and the count needs no read from disk (BENCHMARKS.md, Catalogue). A group is one
 * (service, category, verified) of `facet_groups`; gone rows are left out, as facets count what the list shows.
 *
 * Kept by triggers; a file that held rows before this table fills it in the worker, behind a mark
 * (catalogue-fill.ts), and facets are read as before until it is whole.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { CatalogueFilter } from '../../../shared/ipc/catalogue.ts'
import { WHOLE, type FillJob } from './catalogue-fill.ts'
import { askedCategories, keyBounds, rangeTerms, resolveCategories } from './catalogue-filter.ts'
import { ftsQuery } from './catalogue-rows.ts'
import type { FacetKeys } from './catalogue-facet-keys.ts'

const MARK = '(SELECT filled FROM facet_fill)'

/** A live row's facet row (and its group, the first time the group is seen), from the row `row` of a trigger. */
const put = (row: 'NEW'): string => `
  INSERT INTO facet_groups (service, category, verified) VALUES (${row}.service, ${row}.category, ${row}.verified)
    ON CONFLICT DO NOTHING;
  INSERT OR REPLACE INTO facet_rows (k, grp, passes, score)
    SELECT ${row}.k, id, ${row}.passes, ${row}.score FROM facet_groups
    WHERE service = ${row}.service AND category = ${row}.category AND verified = ${row}.verified
      AND ${row}.gone_ms IS NULL AND ${row}.k <= ${MARK};`

/** Schema step 3: the facets table, its groups, its mark and its triggers (whole at once in a file with no row). */
// Typed as a schema step (catalogue-schema.ts's CatalogueMigration) without importing it: the schema imports this.
export const createFacetRows = (db: DatabaseSync): void => {
  const empty = db.prepare('SELECT 1 AS one FROM bridges LIMIT 1').get() === undefined
  db.exec(`
    CREATE TABLE facet_groups (
      id INTEGER PRIMARY KEY,
      service INTEGER NOT NULL,
      category TEXT NOT NULL,
      verified INTEGER NOT NULL,
      UNIQUE (service, category, verified)
    ) STRICT;
    CREATE TABLE facet_rows (
      k INTEGER PRIMARY KEY,
      grp INTEGER NOT NULL,
      passes INTEGER NOT NULL,
      score INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE facet_fill (one INTEGER PRIMARY KEY CHECK (one = 1), filled INTEGER NOT NULL) STRICT;
    INSERT INTO facet_fill VALUES (1, ${empty ? WHOLE : -1});
    -- Superseded by the facets table: the index keyed by row that facets read before it (30 MB a million rows).
    DROP INDEX IF EXISTS bridges_by_row;
    CREATE TRIGGER facet_rows_insert AFTER INSERT ON bridges WHEN NEW.k <= ${MARK} BEGIN ${put('NEW')} END;
    CREATE TRIGGER facet_rows_delete AFTER DELETE ON bridges WHEN OLD.k <= ${MARK} BEGIN
      DELETE FROM facet_rows WHERE k = OLD.k;
    END;
    CREATE TRIGGER facet_rows_update AFTER UPDATE OF k, service, category, verified, passes, score, gone_ms ON bridges
      WHEN OLD.k <= ${MARK} OR NEW.k <= ${MARK} BEGIN
      DELETE FROM facet_rows WHERE k = OLD.k; ${put('NEW')}
    END;
  `)
}

/** True once every live row is in the facets table. */
export function facetRowsWhole(db: DatabaseSync): boolean {
  return Number(db.prepare('SELECT filled FROM facet_fill').get()?.['filled'] ?? WHOLE) >= WHOLE
}

/** The facets table's steps (catalogue-fill.ts): the groups of the step's rows, then their facet rows. */
export const FACET_ROWS_JOB: FillJob = {
  next: `SELECT k FROM bridges WHERE k > ${MARK} ORDER BY k LIMIT 1 OFFSET ?`,
  fill: [
    `INSERT INTO facet_groups (service, category, verified)
      SELECT DISTINCT service, category, verified FROM bridges WHERE k > ${MARK} AND k <= ? AND gone_ms IS NULL
      ON CONFLICT DO NOTHING`,
    `INSERT OR REPLACE INTO facet_rows (k, grp, passes, score)
      SELECT b.k, g.id, b.passes, b.score FROM bridges b
      JOIN facet_groups g ON g.service = b.service AND g.category = b.category AND g.verified = b.verified
      WHERE b.k > ${MARK} AND b.k <= ? AND b.gone_ms IS NULL`,
  ],
  mark: 'UPDATE facet_fill SET filled = ?',
}

// The matches first, each looked up by its key (CROSS JOIN keeps SQLite from reading the groups first and matching
// the words once per group: https://sqlite.org/optoverview.html#manual_control_of_query_plans_using_cross_join).
const MATCHES = (fts: string): string => `${fts} f CROSS JOIN facet_rows r ON r.k = f.rowid`

type Group = { category: string; verified: number; n: number }

/**
 * The live matches of the words and publication days of `f` in one service by group, from the FTS index and the
 * facets table held in memory (catalogue-facet-keys.ts): no lookup per match. Null when `f` has a range of passes
 * or score (the arrays hold neither) or the arrays are not current.
 */
function heldGroups(
  st: (sql: string) => StatementSync,
  service: number,
  f: CatalogueFilter,
  fts: string,
  match: string,
  keys: FacetKeys | undefined,
): Group[] | null {
  if (keys === undefined || f.passes !== undefined || f.score !== undefined) return null
  const counts = keys.countByGroup(fts, match, keyBounds(f))
  if (counts === null) return null
  const out: Group[] = []
  for (const g of st('SELECT id, category, verified FROM facet_groups WHERE service = ?').all(service)) {
    const n = counts.get(Number(g['id'])) ?? 0
    if (n > 0) out.push({ category: String(g['category']), verified: Number(g['verified']), n })
  }
  return out
}

/**
 * The live matches of the words and ranges of `f` in one service, counted by category and verified, from the FTS
 * index `fts` and the facets table (never the rows): held in memory when `keys` are current, else each match
 * looked up in the table. Null when `f` has no words (the covering index answers ranges alone:
 * catalogue-facets.ts) or names one suggestor (the table holds no username: their few rows are read).
 * Categories and the verified mark are left to the caller, which counts each without its own.
 */
export function wordFacetGroups(
  st: (sql: string) => StatementSync,
  service: number,
  f: CatalogueFilter,
  fts: string,
  keys?: FacetKeys,
): Group[] | null {
  const match = f.q === undefined || f.by !== undefined ? null : ftsQuery(f.q)
  if (match === null) return null
  const held = heldGroups(st, service, f, fts, match, keys)
  if (held !== null) return held
  const ranges = rangeTerms(f, { passes: 'r.passes', score: 'r.score', k: 'f.rowid' })
  const where = [`${fts} MATCH ?`, ...ranges.where].join(' AND ')
  return st(
    `SELECT g.category AS category, g.verified AS verified, c.n AS n FROM (
       SELECT r.grp AS grp, count(*) AS n FROM ${MATCHES(fts)} WHERE ${where} GROUP BY r.grp
     ) c JOIN facet_groups g ON g.id = c.grp WHERE g.service = ?`,
  )
    .all(match, ...ranges.args, service)
    .map((r) => ({ category: String(r['category']), verified: Number(r['verified']), n: Number(r['n']) }))
}

/**
 * How many live rows of one service `f` matches, words, categories, verified mark and ranges, counted from the FTS
 * index and the facets table (never the rows), held in memory when `keys` are current (no lookup per match); null
 * when `f` has no words (the kept counts or the covering index answer then) or names one suggestor (the table holds
 * no username). The list asks for live rows only, so this is the total it shows for a search.
 */
export function wordCount(
  st: (sql: string) => StatementSync,
  service: number,
  f: CatalogueFilter,
  fts: string,
  keys?: FacetKeys,
): number | null {
  const match = f.q === undefined || f.by !== undefined ? null : ftsQuery(f.q)
  if (match === null) return null
  const held = heldGroups(st, service, f, fts, match, keys)
  if (held !== null) {
    const asked = askedCategories(f)
    const chosen = asked.length === 0 ? null : new Set(resolveCategories(st, service, asked).spellings)
    return held
      .filter(
        (g) =>
          (chosen === null || chosen.has(g.category)) &&
          (f.verified === undefined || g.verified === (f.verified ? 1 : 0)),
      )
      .reduce((sum, g) => sum + g.n, 0)
  }
  const ranges = rangeTerms(f, { passes: 'r.passes', score: 'r.score', k: 'f.rowid' })
  const where = [`${fts} MATCH ?`, ...ranges.where, 'g.service = ?']
  const args: (string | number)[] = [match, ...ranges.args, service]
  const asked = askedCategories(f)
  if (asked.length > 0) {
    const { spellings } = resolveCategories(st, service, asked)
    where.push(spellings.length === 0 ? '0' : `g.category IN (${spellings.map(() => '?').join(', ')})`)
    args.push(...spellings)
  }
  if (f.verified !== undefined) {
    where.push('g.verified = ?')
    args.push(f.verified ? 1 : 0)
  }
  const sql = `SELECT count(*) AS n FROM ${MATCHES(fts)} CROSS JOIN facet_groups g ON g.id = r.grp
    WHERE ${where.join(' AND ')}`
  return Number(st(sql).get(...args)?.['n'] ?? 0)
}
