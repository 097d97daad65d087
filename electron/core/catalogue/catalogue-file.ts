/**
 * Opens catalogue.sqlite, a file of its own beside history.sqlite so that damage to one never costs the other.
 * A file that is not a database or fails quick_check is set aside as `<file>.corrupt-<time>` and a new one begun:
 * the catalogue can always be walked again, so nothing is lost that the service does not still have.
 */
import { existsSync, renameSync, rmSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { CATALOGUE_MIGRATIONS, type CatalogueMigration } from './catalogue-schema.ts'

/** The file's name in the user-data folder. */
export const CATALOGUE_FILE_NAME = 'catalogue.sqlite'

/** The opened file, and the damaged predecessor set aside first, if any. */
export interface OpenedCatalogueFile {
  db: DatabaseSync
  recovered: { movedTo: string; reason: string } | null
}

/** Thrown for a file written by a newer app: it is left in place for that app. */
export class CatalogueVersionError extends Error {
  constructor(fileVersion: number, known: number) {
    super(`catalogue.sqlite has schema version ${fileVersion}, newer than the ${known} this app knows`)
    this.name = 'CatalogueVersionError'
  }
}

// SQLITE_CORRUPT (11) and SQLITE_NOTADB (26): the bytes on disk are not a database we can trust
// (https://sqlite.org/rescode.html).
const CORRUPT: ReadonlySet<number> = new Set([11, 26])

/** True for an error of node:sqlite saying the file itself is damaged. */
export function isCorruption(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode
  return error instanceof DamagedFileError || (typeof code === 'number' && CORRUPT.has(code & 0xff))
}

class DamagedFileError extends Error {}

function migrate(db: DatabaseSync, migrations: readonly CatalogueMigration[]): void {
  const from = Number(db.prepare('PRAGMA user_version').get()?.['user_version'] ?? 0)
  if (from > migrations.length) throw new CatalogueVersionError(from, migrations.length)
  for (let v = from; v < migrations.length; v++) {
    db.exec('BEGIN IMMEDIATE')
    try {
      migrations[v]?.(db)
      db.exec(`PRAGMA user_version = ${v + 1}`)
      db.exec('COMMIT')
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }
}

function openAndCheck(path: string, migrations: readonly CatalogueMigration[]): DatabaseSync {
  const db = new DatabaseSync(path, { timeout: 5000 })
  try {
    // WAL and NORMAL: a process crash loses no committed page (https://sqlite.org/pragma.html#pragma_synchronous).
    db.exec('PRAGMA journal_mode = WAL')
    db.exec('PRAGMA synchronous = NORMAL')
    // A WAL kept to about 1 MB, as history's (README.md, Configuration: a full disk): a checkpoint every 256 pages,
    // and the file cut back after it (https://sqlite.org/pragma.html#pragma_journal_size_limit).
    db.exec('PRAGMA wal_autocheckpoint = 256')
    db.exec('PRAGMA journal_size_limit = 1048576')
    // A page of 100 rows touches eight indexes, the FTS index and two count tables: with SQLite's default 2 MB
    // cache those pages are evicted and read back for every page of the walk. The cache is also most of the
    // growth of the process through the first build (it fills to its bound), but a 4 MB one made a common word's
    // search at a million rows 2.6 times slower (BENCHMARKS.md, Catalogue; https://sqlite.org/pragma.html#pragma_cache_size).
    db.exec('PRAGMA cache_size = -16384')
    const verdict = db
      .prepare('PRAGMA quick_check')
      .all()
      .map((r) => String(r['quick_check']))
      .join('; ')
    if (verdict !== 'ok') throw new DamagedFileError(`quick_check: ${verdict}`)
    migrate(db, migrations)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/** Moves a damaged file (and its WAL) aside; returns where it went. */
export function setAside(path: string, atMs: number): string {
  const movedTo = `${path}.corrupt-${new Date(atMs).toISOString().replace(/[:.]/g, '-')}`
  renameSync(path, movedTo)
  if (existsSync(`${path}-wal`)) renameSync(`${path}-wal`, `${movedTo}-wal`)
  rmSync(`${path}-shm`, { force: true })
  return movedTo
}

/** Opens (creating if needed) and migrates the file; a damaged one is set aside and a new one begun. */
export function openCatalogueFile(
  path: string,
  nowMs: number,
  migrations: readonly CatalogueMigration[] = CATALOGUE_MIGRATIONS,
): OpenedCatalogueFile {
  try {
    return { db: openAndCheck(path, migrations), recovered: null }
  } catch (error) {
    if (!isCorruption(error)) throw error
    const movedTo = setAside(path, nowMs)
    const reason = error instanceof Error ? error.message : String(error)
    return { db: openAndCheck(path, migrations), recovered: { movedTo, reason } }
  }
}

/**
 * The catalogue file, or, when it cannot be opened at all (a folder in its place, no permission, a newer app's
 * file left untouched), a catalogue in memory for this run, with the reason: the catalogue is optional and must
 * never stop the app (as history-fallback.ts does for the history).
 */
export function openCatalogueOrMemory(
  path: string,
  nowMs: number,
): ReturnType<typeof openCatalogueFile> & { unavailable: string | null } {
  try {
    return { ...openCatalogueFile(path, nowMs), unavailable: null }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      ...openCatalogueFile(':memory:', nowMs),
      unavailable: `${path} cannot be opened (${reason}), so the catalogue is kept in memory until Bridge Explorer restarts. To fix it, move ${path} out of the way (or update Bridge Explorer if a newer version wrote it).`,
    }
  }
}
