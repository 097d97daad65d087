import { existsSync, renameSync, rmSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { migrate, type Migration } from './history-schema.ts'
import { salvageHistory, type SalvageReport } from './history-salvage.ts'
import type { HistoryRecovery } from './history-types.ts'

/** The opened file, and whether a corrupt predecessor had to be moved aside first. */
export type OpenedHistoryFile = {
  readonly db: DatabaseSync
  readonly recovered: HistoryRecovery | null
}

// SQLITE_CORRUPT and SQLITE_NOTADB: the bytes on disk are not a database we can trust.
const CORRUPT_ERRCODES: ReadonlySet<number> = new Set([11, 26])

/** Tells whether an error thrown by node:sqlite means the file itself is damaged. */
export function isCorruptionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const errcode = (error as Error & { errcode?: unknown }).errcode
  return typeof errcode === 'number' && CORRUPT_ERRCODES.has(errcode & 0xff)
}

/** The most the write-ahead log keeps on disk between checkpoints (README.md, Configuration: a full disk). */
export const WAL_LIMIT_BYTES = 1024 * 1024

/**
 * Keeps the WAL small: a checkpoint every 256 pages (1 MB, not SQLite's 4 MB) and the file cut back to 1 MB after
 * each, instead of staying at its largest size for good (https://sqlite.org/pragma.html#pragma_journal_size_limit,
 * https://sqlite.org/wal.html#avoiding_excessively_large_wal_files).
 */
function boundWal(db: DatabaseSync): void {
  db.exec(`PRAGMA wal_autocheckpoint = ${WAL_LIMIT_BYTES / 4096}`)
  db.exec(`PRAGMA journal_size_limit = ${WAL_LIMIT_BYTES}`)
}

// Kept separate from the corruption check so a merely damaged file can be recognised by quick_check too.
class CorruptFileError extends Error {}

function openAndCheck(path: string, migrations: readonly Migration[]): DatabaseSync {
  const db = new DatabaseSync(path, { timeout: 5000 })
  try {
    // WAL keeps readers off the writer's back; NORMAL only risks the last commits on power loss, never on a
    // process crash, which is the trade SQLite documents for WAL (https://sqlite.org/pragma.html#pragma_synchronous).
    db.exec('PRAGMA journal_mode = WAL')
    db.exec('PRAGMA synchronous = NORMAL')
    boundWal(db)
    const check = db.prepare('PRAGMA quick_check').all()
    const verdict = check.map((row) => String(row['quick_check'])).join('; ')
    if (verdict !== 'ok') throw new CorruptFileError(`quick_check: ${verdict}`)
    migrate(db, migrations)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

function asideName(path: string, atMs: number): string {
  // colons are not allowed in Windows file names
  const stamp = new Date(atMs).toISOString().replace(/[:.]/g, '-')
  return `${path}.corrupt-${stamp}`
}

function moveAside(path: string, atMs: number): string {
  const movedTo = asideName(path, atMs)
  renameSync(path, movedTo)
  // a WAL SQLite left behind belongs to the condemned file: keep it beside it, and drop the shared-memory index
  if (existsSync(`${path}-wal`)) renameSync(`${path}-wal`, `${movedTo}-wal`)
  rmSync(`${path}-shm`, { force: true })
  return movedTo
}

/**
 * Opens (creating if needed) and migrates the history file. A file that is not a database, or fails
 * quick_check, is moved to `<path>.corrupt-<time>`, a fresh file is started in its place, and every row that can
 * still be read from the damaged one is copied into it.
 * A file from a newer app version throws HistoryVersionError and is left in place.
 */
export function openHistoryFile(
  path: string,
  nowMs: number,
  migrations: readonly Migration[],
  derivedTables: readonly string[] = [],
): OpenedHistoryFile {
  try {
    return { db: openAndCheck(path, migrations), recovered: null }
  } catch (error) {
    if (!(error instanceof CorruptFileError) && !isCorruptionError(error)) throw error
    const movedTo = moveAside(path, nowMs)
    const db = openAndCheck(path, migrations)
    // Into the new file before anything else writes to it: what the damaged one still holds is kept.
    let salvage: SalvageReport
    try {
      salvage = salvageHistory(movedTo, db, derivedTables)
    } catch {
      // Whatever the damage does to the copy, the new file still opens; the notice then says nothing was read.
      salvage = { tables: [], unreadable: true }
    }
    return {
      db,
      recovered: { movedTo, reason: error instanceof Error ? error.message : String(error), salvage },
    }
  }
}
