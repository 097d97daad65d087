/**
 * The one opener of the app's SQLite files (history.sqlite and catalogue.sqlite, each a file of its own so that
 * damage to one never costs the other: README.md, "The catalogue"). Every file is opened the same way: WAL with a
 * bounded log, a quick_check, then its schema brought forward step by step. A file that is not a database or fails
 * the check is set aside as `<file>.corrupt-<time>` and a new one begun; what the damaged one still holds is for its
 * owner to copy back (history does, history-salvage.ts; the catalogue is walked again). A file a newer app wrote is
 * refused and left untouched for that app.
 */
import { existsSync, renameSync, rmSync } from 'node:fs'
import { basename } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/** One forward step of a schema: migration N takes a file from user_version N to N + 1. */
export type Migration = (db: DatabaseSync) => void

/** Thrown for a file written by a newer app: it is left in place, so that app (or this one, updated) can read it. */
export class NewerFileError extends Error {
  readonly fileVersion: number
  readonly supportedVersion: number

  constructor(fileName: string, fileVersion: number, supportedVersion: number) {
    super(`${fileName} has schema version ${fileVersion}, newer than the ${supportedVersion} this app knows`)
    this.name = 'NewerFileError'
    this.fileVersion = fileVersion
    this.supportedVersion = supportedVersion
  }
}

// Kept apart from SQLite's own codes so a file that opens but fails quick_check counts as damaged too.
class DamagedFileError extends Error {}

// SQLITE_CORRUPT (11) and SQLITE_NOTADB (26): the bytes on disk are not a database we can trust
// (https://sqlite.org/rescode.html).
const CORRUPT: ReadonlySet<number> = new Set([11, 26])

/** True for an error saying the file itself is damaged: SQLite's corrupt codes, or a failed quick_check. */
export function isCorruption(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode
  return error instanceof DamagedFileError || (typeof code === 'number' && CORRUPT.has(code & 0xff))
}

/** The most the write-ahead log keeps on disk between checkpoints (README.md, Configuration: a full disk). */
export const WAL_LIMIT_BYTES = 1024 * 1024

/** Reads the schema version kept in SQLite's user_version header field. */
export function readSchemaVersion(db: DatabaseSync): number {
  return Number(db.prepare('PRAGMA user_version').get()?.['user_version'] ?? 0)
}

/**
 * Brings the file forward to `migrations.length`, one transaction per step so a crash or a failing step leaves
 * the file at the last complete version. Returns the version it started from; a newer file throws NewerFileError.
 */
export function migrate(db: DatabaseSync, migrations: readonly Migration[], fileName = 'the file'): number {
  const from = readSchemaVersion(db)
  if (from > migrations.length) throw new NewerFileError(fileName, from, migrations.length)
  for (let version = from; version < migrations.length; version++) {
    db.exec('BEGIN IMMEDIATE')
    try {
      migrations[version]?.(db)
      // user_version lives in the database header, so it commits or rolls back with the step
      db.exec(`PRAGMA user_version = ${version + 1}`)
      db.exec('COMMIT')
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }
  return from
}

/** How one file is opened. */
export interface SqliteFileOptions {
  /** Its schema, in order; the file's user_version counts the steps it has had. */
  migrations: readonly Migration[]
  /** Settings of this file alone, applied before the check (the catalogue's larger page cache). */
  tune?: (db: DatabaseSync) => void
  /**
   * A new file is made with `auto_vacuum = INCREMENTAL`, so deleted rows' space can be given back in place, a step
   * at a time (the catalogue's Delete: catalogue-reclaim.ts). An existing file keeps its mode: only a VACUUM changes it.
   */
  incrementalVacuum?: boolean
}

/** The opened file, and the damaged predecessor set aside first, if any. */
export interface OpenedSqliteFile {
  db: DatabaseSync
  recovered: { movedTo: string; reason: string } | null
}

function openAndCheck(path: string, o: SqliteFileOptions): DatabaseSync {
  const db = new DatabaseSync(path, { timeout: 5000 })
  try {
    // Before the journal mode: SQLite fixes the mode when the file's first page is written
    // (https://sqlite.org/pragma.html#pragma_auto_vacuum); on an existing file this changes nothing.
    if (o.incrementalVacuum === true) db.exec('PRAGMA auto_vacuum = INCREMENTAL')
    // WAL keeps readers off the writer's back; NORMAL only risks the last commits on power loss, never on a
    // process crash, which is the trade SQLite documents for WAL (https://sqlite.org/pragma.html#pragma_synchronous).
    db.exec('PRAGMA journal_mode = WAL')
    db.exec('PRAGMA synchronous = NORMAL')
    // A checkpoint every 256 pages (1 MB, not SQLite's 4 MB) and the log cut back to 1 MB after each, instead of
    // staying at its largest size for good (https://sqlite.org/pragma.html#pragma_journal_size_limit,
    // https://sqlite.org/wal.html#avoiding_excessively_large_wal_files).
    db.exec(`PRAGMA wal_autocheckpoint = ${WAL_LIMIT_BYTES / 4096}`)
    db.exec(`PRAGMA journal_size_limit = ${WAL_LIMIT_BYTES}`)
    o.tune?.(db)
    const verdict = db
      .prepare('PRAGMA quick_check')
      .all()
      .map((row) => String(row['quick_check']))
      .join('; ')
    if (verdict !== 'ok') throw new DamagedFileError(`quick_check: ${verdict}`)
    migrate(db, o.migrations, basename(path))
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/** Moves a damaged file aside as `<path>.corrupt-<time>`, with its WAL; returns where it went. */
export function setAside(path: string, atMs: number): string {
  // colons are not allowed in Windows file names
  const movedTo = `${path}.corrupt-${new Date(atMs).toISOString().replace(/[:.]/g, '-')}`
  renameSync(path, movedTo)
  // a WAL SQLite left behind belongs to the condemned file: keep it beside it, and drop the shared-memory index
  if (existsSync(`${path}-wal`)) renameSync(`${path}-wal`, `${movedTo}-wal`)
  rmSync(`${path}-shm`, { force: true })
  return movedTo
}

/**
 * Opens (creating if needed) and migrates the file at `path`. A damaged one is set aside and a new one begun in its
 * place (`recovered` says where the old one went and why); any other failure, a newer file among them, is thrown.
 */
export function openSqliteFile(path: string, nowMs: number, o: SqliteFileOptions): OpenedSqliteFile {
  try {
    return { db: openAndCheck(path, o), recovered: null }
  } catch (error) {
    if (!isCorruption(error)) throw error
    const movedTo = setAside(path, nowMs)
    const reason = error instanceof Error ? error.message : String(error)
    return { db: openAndCheck(path, o), recovered: { movedTo, reason } }
  }
}

/** The first sentence and the last of every notice of a damaged file, so each file's damage is told alike. */
export function damagedFileWords(what: string, movedTo: string): { head: string; tail: string } {
  return { head: `Your ${what} file was damaged.`, tail: `The damaged file is kept as ${movedTo}.` }
}
