/**
 * Word forms for the catalogue's search: a second FTS5 index with the porter tokenizer, so "libraries" finds what
 * "library" finds (https://sqlite.org/fts5.html#porter_tokenizer). The first index stays as it is: its words are
 * the ones typed, which the typo suggestions read (bridges_vocab, catalogue-lookup.ts), and it answers searches
 * until the new one is whole.
 *
 * A file made before this index has up to a million rows to index: the migration only creates the empty index and
 * a mark of how far it is filled, and a worker fills it in steps (catalogue-fill.ts). A new file is filled from its
 * first row.
 */
import type { DatabaseSync } from 'node:sqlite'
import {
  fillInWorker,
  fillStep as fillJobStep,
  WHOLE,
  type FillJob,
  type IndexFill,
} from './catalogue-fill.ts'
import { FACET_ROWS_JOB, facetRowsWhole } from './catalogue-facet-rows.ts'
import { USERNAME_JOB, usernameIndexWhole } from './catalogue-username-index.ts'

/** The index searched once it is whole. */
export const STEM_FTS = 'bridges_stem'

const below = (row: 'NEW' | 'OLD'): string => `WHEN ${row}.k <= (SELECT filled FROM stem_fill)`
const put = (row: 'NEW' | 'OLD'): string =>
  `INSERT INTO ${STEM_FTS} (rowid, title, suggestion) VALUES (${row}.k, ${row}.title, ${row}.suggestion);`
const drop = (row: 'OLD'): string =>
  `INSERT INTO ${STEM_FTS} (${STEM_FTS}, rowid, title, suggestion) VALUES ('delete', ${row}.k, ${row}.title, ${row}.suggestion);`

/**
 * The index that answers counts and facets without reading rows (a row is ~600 bytes, an entry here ~30): it holds
 * every column a filter other than words reads (published days are ranges of the key, which every index holds).
 * Made by the migration in a new file, by the worker after the porter index in a file that holds rows
 * (catalogue-filter.ts seeks by it). The facets of words' matches read the facets table (catalogue-facet-rows.ts).
 */
const FACETS_INDEX = `CREATE INDEX IF NOT EXISTS bridges_facets
  ON bridges (service, category, score, passes, verified, gone_ms)`

/**
 * Schema step 2: the porter index, empty, with its mark, and the facets index (both whole at once when the file
 * holds no row yet).
 */
// Typed as a schema step (catalogue-schema.ts's CatalogueMigration) without importing it: the schema imports this.
export const createStemIndex = (db: DatabaseSync): void => {
  const empty = db.prepare('SELECT 1 AS one FROM bridges LIMIT 1').get() === undefined
  if (empty) db.exec(FACETS_INDEX)
  db.exec(`
    CREATE VIRTUAL TABLE ${STEM_FTS} USING fts5(
      title, suggestion, content = 'bridges', content_rowid = 'k',
      tokenize = 'porter unicode61 remove_diacritics 2', detail = column
    );
    CREATE TABLE stem_fill (one INTEGER PRIMARY KEY CHECK (one = 1), filled INTEGER NOT NULL) STRICT;
    INSERT INTO stem_fill VALUES (1, ${empty ? WHOLE : -1});
    CREATE TRIGGER bridges_stem_insert AFTER INSERT ON bridges ${below('NEW')} BEGIN ${put('NEW')} END;
    CREATE TRIGGER bridges_stem_delete AFTER DELETE ON bridges ${below('OLD')} BEGIN ${drop('OLD')} END;
    CREATE TRIGGER bridges_stem_update AFTER UPDATE OF title, suggestion ON bridges ${below('OLD')} BEGIN
      ${drop('OLD')} ${put('NEW')}
    END;
  `)
}

/** True once every row is in the porter index. */
export function stemWhole(db: DatabaseSync): boolean {
  return Number(db.prepare('SELECT filled FROM stem_fill').get()?.['filled'] ?? WHOLE) >= WHOLE
}

/** The porter index's steps (catalogue-fill.ts); the facets index is made once it is whole. */
export const STEM_JOB: FillJob = {
  next: 'SELECT k FROM bridges WHERE k > (SELECT filled FROM stem_fill) ORDER BY k LIMIT 1 OFFSET ?',
  fill: [
    `INSERT INTO ${STEM_FTS} (rowid, title, suggestion) SELECT k, title, suggestion FROM bridges
    WHERE k > (SELECT filled FROM stem_fill) AND k <= ? ORDER BY k`,
  ],
  mark: 'UPDATE stem_fill SET filled = ?',
  whole: FACETS_INDEX,
}

/**
 * What a file fills after its schema steps, in order: word forms first (search waits for them), then facets, then
 * the username index (one step).
 */
const JOBS: readonly FillJob[] = [STEM_JOB, FACET_ROWS_JOB, USERNAME_JOB]

/** True once every index a schema step left to fill is whole (the porter index, the facets table, usernames). */
export function indexesWhole(db: DatabaseSync): boolean {
  return stemWhole(db) && facetRowsWhole(db) && usernameIndexWhole(db)
}

/** One step of filling on `db` (the porter index, the facets table, then usernames); true once all are whole. */
export function fillStep(db: DatabaseSync, rows?: number): boolean {
  return fillJobStep(db, JOBS, rows)
}

/** Fills the porter index, the facets table and the username index of the file at `path` in a worker; never throws. */
export function fillIndexes(path: string, rows?: number): IndexFill {
  return fillInWorker(path, JOBS, rows)
}
