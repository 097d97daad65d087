import type { DatabaseSync } from 'node:sqlite'
import { openSqliteFile, type Migration } from '../sqlite/sqlite-file.ts'
import { salvageHistory, type SalvageReport } from './history-salvage.ts'
import type { HistoryRecovery } from './history-types.ts'

/** The opened file, and whether a corrupt predecessor had to be moved aside first. */
export type OpenedHistoryFile = {
  readonly db: DatabaseSync
  readonly recovered: HistoryRecovery | null
}

/**
 * Opens (creating if needed) and migrates the history file (sqlite/sqlite-file.ts). A file that is not a database,
 * or fails quick_check, is moved to `<path>.corrupt-<time>`, a fresh file is started in its place, and every row
 * that can still be read from the damaged one is copied into it.
 * A file from a newer app version throws NewerFileError and is left in place.
 */
export function openHistoryFile(
  path: string,
  nowMs: number,
  migrations: readonly Migration[],
  derivedTables: readonly string[] = [],
): OpenedHistoryFile {
  const { db, recovered } = openSqliteFile(path, nowMs, { migrations })
  if (recovered === null) return { db, recovered: null }
  // Into the new file before anything else writes to it: what the damaged one still holds is kept.
  let salvage: SalvageReport
  try {
    salvage = salvageHistory(recovered.movedTo, db, derivedTables)
  } catch {
    // Whatever the damage does to the copy, the new file still opens; the notice then says nothing was read.
    salvage = { tables: [], unreadable: true }
  }
  return { db, recovered: { ...recovered, salvage } }
}
