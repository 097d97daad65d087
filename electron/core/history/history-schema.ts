import type { DatabaseSync } from 'node:sqlite'

/** One forward step of the schema: migration N takes a file from user_version N to N + 1. */
export type Migration = (db: DatabaseSync) => void

/** Thrown when the file was written by a newer app; it is left untouched so a later upgrade can read it. */
export class HistoryVersionError extends Error {
  /** stable code for callers that switch on it */
  readonly code = 'HISTORY_NEWER_VERSION'
  readonly fileVersion: number
  readonly supportedVersion: number

  constructor(fileVersion: number, supportedVersion: number) {
    super(
      `history.sqlite has schema version ${fileVersion}, newer than the ${supportedVersion} this app knows; ` +
        'update the app or remove the file',
    )
    this.name = 'HistoryVersionError'
    this.fileVersion = fileVersion
    this.supportedVersion = supportedVersion
  }
}

// STRICT tables and NOT NULL make a half-written or mistyped row impossible rather than merely unlikely.
/** History's own first step (stats snapshots, rate samples); the app's list starts with it. */
export const createV1: Migration = (db) => {
  db.exec(`
    CREATE TABLE stats_snapshots (
      service_url TEXT NOT NULL,
      at_ms INTEGER NOT NULL,
      bridges INTEGER NOT NULL,
      suggestors INTEGER NOT NULL,
      passes INTEGER NOT NULL,
      avg_score REAL NULL
    ) STRICT;
    CREATE INDEX stats_snapshots_by_time ON stats_snapshots (service_url, at_ms);
    CREATE TABLE rate_samples (
      service_url TEXT NOT NULL,
      key_id TEXT NOT NULL,
      at_ms INTEGER NOT NULL,
      "limit" INTEGER NOT NULL,
      remaining INTEGER NOT NULL,
      reset_at_ms INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX rate_samples_by_time ON rate_samples (service_url, key_id, at_ms);
  `)
}

/** Reads the schema version kept in SQLite's user_version header field. */
export function readSchemaVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get()
  return Number(row?.['user_version'] ?? 0)
}

/**
 * Brings the file forward to `migrations.length`, one transaction per step so a crash or a failing step
 * leaves the file at the last complete version. Returns the version it started from.
 */
export function migrate(db: DatabaseSync, migrations: readonly Migration[]): number {
  const from = readSchemaVersion(db)
  if (from > migrations.length) throw new HistoryVersionError(from, migrations.length)
  for (let version = from; version < migrations.length; version++) {
    const step = migrations[version]
    if (!step) continue
    db.exec('BEGIN IMMEDIATE')
    try {
      step(db)
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
