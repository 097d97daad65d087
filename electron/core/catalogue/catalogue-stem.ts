/**
 * Word forms for the catalogue's search: a second FTS5 index with the porter tokenizer, so "libraries" finds what
 * "library" finds (https://sqlite.org/fts5.html#porter_tokenizer). The first index stays as it is: its words are
 * the ones typed, which the typo suggestions read (bridges_vocab, catalogue-lookup.ts), and it answers searches
 * until the new one is whole.
 *
 * A file made before this index has up to a million rows to index: the migration only creates the empty index and
 * a mark of how far it is filled, and a worker thread with its own connection fills it in short steps of rows in
 * key order (WAL lets the app read meanwhile; each step holds the write lock briefly, so the walk's pages go
 * between them). Triggers keep the rows already filled in step with the app's writes; a row above the mark is
 * read by a later step as it is then. A new file is filled from its first row.
 */
import type { DatabaseSync } from 'node:sqlite'
import { evalWorker } from './eval-worker.ts'

/** The index searched once it is whole. */
export const STEM_FTS = 'bridges_stem'
/** The mark of a whole index (2^53 - 1: above every key, catalogue-rows.ts). */
const WHOLE = Number.MAX_SAFE_INTEGER
/** Rows indexed per step of the worker: each step is one short write transaction. */
const STEP_ROWS = 1000

const below = (row: 'NEW' | 'OLD'): string => `WHEN ${row}.k <= (SELECT filled FROM stem_fill)`
const put = (row: 'NEW' | 'OLD'): string =>
  `INSERT INTO ${STEM_FTS} (rowid, title, suggestion) VALUES (${row}.k, ${row}.title, ${row}.suggestion);`
const drop = (row: 'OLD'): string =>
  `INSERT INTO ${STEM_FTS} (${STEM_FTS}, rowid, title, suggestion) VALUES ('delete', ${row}.k, ${row}.title, ${row}.suggestion);`

/**
 * The indexes that answer counts and facets without reading rows (a row is ~600 bytes, an entry here ~30):
 * `bridges_facets` holds every column a filter other than words reads (published days are ranges of the key, which
 * every index holds), `bridges_by_row` what facets group the matches of words by, keyed by row as the FTS index
 * gives them. Made by the migration
 * in a new file, by the worker after the porter index in a file that holds rows (catalogue-filter.ts seeks by it).
 */
const FACETS_INDEX = `CREATE INDEX IF NOT EXISTS bridges_facets
  ON bridges (service, category, score, passes, verified, gone_ms);
  CREATE INDEX IF NOT EXISTS bridges_by_row ON bridges (k, service, category, verified, gone_ms)`

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

// One step, run by the worker and by the tests alike: index the next rows above the mark and move the mark past
// them (to whole when fewer than a step are left), in one transaction.
const STEP_SQL = {
  next: 'SELECT k FROM bridges WHERE k > (SELECT filled FROM stem_fill) ORDER BY k LIMIT 1 OFFSET ?',
  fill: `INSERT INTO ${STEM_FTS} (rowid, title, suggestion) SELECT k, title, suggestion FROM bridges
    WHERE k > (SELECT filled FROM stem_fill) AND k <= ? ORDER BY k`,
  mark: 'UPDATE stem_fill SET filled = ?',
  facets: FACETS_INDEX,
}

/** One step of filling on `db`; true once the index is whole. */
export function fillStep(db: DatabaseSync, rows = STEP_ROWS): boolean {
  db.exec('BEGIN IMMEDIATE')
  try {
    const last = db.prepare(STEP_SQL.next).get(rows - 1)?.['k']
    const upTo = last === undefined ? WHOLE : Number(last)
    db.prepare(STEP_SQL.fill).run(upTo)
    db.prepare(STEP_SQL.mark).run(upTo)
    if (upTo >= WHOLE) db.exec(STEP_SQL.facets)
    db.exec('COMMIT')
    return upTo >= WHOLE
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}

// Run with `eval` (as catalogue-reclaim.ts), so the bundled main needs no file beside it. The step is
// fillStep's, with the same statements; `stop` is a flag the app sets to end the worker between steps.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const { path, sql, rows, whole, stop } = workerData;
let db = null;
try {
  db = new DatabaseSync(path, { timeout: 5000 });
  let done = false;
  while (!done && Atomics.load(stop, 0) === 0) {
    db.exec('BEGIN IMMEDIATE');
    try {
      const last = db.prepare(sql.next).get(rows - 1);
      const upTo = last === undefined ? whole : Number(last.k);
      db.prepare(sql.fill).run(upTo);
      db.prepare(sql.mark).run(upTo);
      if (upTo >= whole) db.exec(sql.facets);
      db.exec('COMMIT');
      done = upTo >= whole;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
  parentPort.postMessage({ kind: done ? 'whole' : 'stopped' });
} catch (error) {
  parentPort.postMessage({ kind: 'failed', message: String((error && error.message) || error) });
} finally {
  if (db !== null) db.close();
}
`

/** What the worker did. */
export type FillOutcome = { kind: 'whole' } | { kind: 'stopped' } | { kind: 'failed'; message: string }

/** A fill in progress: `done` settles when the worker ends; `stop()` ends it after its current step. */
export interface StemFill {
  done: Promise<FillOutcome>
  stop(): Promise<FillOutcome>
}

/** Fills the porter index of the file at `path` in a worker thread; never throws (a failure is an outcome). */
export function fillStemIndex(path: string, rows = STEP_ROWS): StemFill {
  const stop = new Int32Array(new SharedArrayBuffer(4))
  const done = evalWorker<FillOutcome>(
    WORKER_SOURCE,
    { path, sql: STEP_SQL, rows, whole: WHOLE, stop },
    (message) => ({ kind: 'failed', message }),
  )
  return {
    done,
    stop: () => {
      Atomics.store(stop, 0, 1)
      return done
    },
  }
}
