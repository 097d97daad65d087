/**
 * The index of rows by their suggestor's username, whatever its case (as the API matches usernames, docs/api-
 * assumptions.md row 19): the list narrowed to one suggestor (the list query's `by`, catalogue-filter.ts) seeks
 * their some 50 rows of a million instead of reading every row (BENCHMARKS.md, Catalogue).
 *
 * Schema step 4. A new file, holding no row, has the index at once; a file with rows would be indexed on the thread
 * that opens it, so the migration leaves a mark and the worker makes the index in one step of its own
 * (catalogue-fill.ts), as it makes the facets index (catalogue-stem.ts). Until then the filter reads the rows, with
 * the same answers.
 */
import type { DatabaseSync } from 'node:sqlite'
import { WHOLE, type FillJob } from './catalogue-fill.ts'

const USERNAME_INDEX = `CREATE INDEX IF NOT EXISTS bridges_by_username
  ON bridges (service, username COLLATE NOCASE)`

/** Schema step 4: the index, or in a file holding rows its mark for the worker. */
// Typed as a schema step (catalogue-schema.ts's CatalogueMigration) without importing it: the schema imports this.
export const createUsernameIndex = (db: DatabaseSync): void => {
  const empty = db.prepare('SELECT 1 AS one FROM bridges LIMIT 1').get() === undefined
  if (empty) db.exec(USERNAME_INDEX)
  db.exec(`
    CREATE TABLE username_fill (one INTEGER PRIMARY KEY CHECK (one = 1), filled INTEGER NOT NULL) STRICT;
    INSERT INTO username_fill VALUES (1, ${empty ? WHOLE : -1});
  `)
}

/** True once the username index is made. */
export function usernameIndexWhole(db: DatabaseSync): boolean {
  return Number(db.prepare('SELECT filled FROM username_fill').get()?.['filled'] ?? WHOLE) >= WHOLE
}

/**
 * The worker's step (catalogue-fill.ts): an index is made by one statement, not row by row, so its `next` finds no
 * row (the bound, a step's rows - 1, is never below 0) and the one step makes it whole.
 */
export const USERNAME_JOB: FillJob = {
  next: 'SELECT NULL AS k WHERE ? < 0',
  fill: [],
  mark: 'UPDATE username_fill SET filled = ?',
  whole: USERNAME_INDEX,
}
