import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { DEFAULT_MAX_POINTS, downsample } from './downsample.ts'
import { openHistoryFile } from './history-file.ts'
import { createPauseGate } from './history-pause.ts'
import { createPruner } from './history-prune.ts'
import type { Pruner } from './history-prune.ts'
import type { RatePoint } from '../../../shared/ipc/rate-limit.ts'
import type { StatsPoint } from '../../../shared/ipc/stats.ts'
import type { HistoryStats, HistoryStore, HistoryStoreOptions, RateSample } from './history-types.ts'

/** File name of the store inside the user-data folder. */
export const HISTORY_FILE_NAME = 'history.sqlite'

type Row = Record<string, unknown>

function toStatsPoint(row: Row): StatsPoint {
  return {
    at: Number(row['at_ms']),
    bridges: Number(row['bridges']),
    suggestors: Number(row['suggestors']),
    passes: Number(row['passes']),
    avgScore: row['avg_score'] === null ? null : Number(row['avg_score']),
  }
}

function toRatePoint(row: Row): RatePoint {
  return {
    at: Number(row['at_ms']),
    limit: Number(row['limit']),
    remaining: Number(row['remaining']),
    resetAt: Number(row['reset_at_ms']),
  }
}

// A consistent snapshot for the count and the rows it sizes, in case another process writes in between.
function inReadTransaction<T>(db: DatabaseSync, read: () => T): T {
  db.exec('BEGIN')
  try {
    return read()
  } finally {
    db.exec('COMMIT')
  }
}

/**
 * Opens the history store in `dir`. Each write is its own transaction; retention is applied after
 * inserts at most once a minute. See HistoryStore for the methods.
 */
export function openHistoryStore(options: HistoryStoreOptions): HistoryStore {
  const now = options.now ?? Date.now
  const path = join(options.dir, HISTORY_FILE_NAME)
  const { db, recovered } = openHistoryFile(path, now(), options.migrations, options.derivedTables)
  let pruner: Pruner
  try {
    pruner = createPruner(db, now, options.retention)
  } catch (error) {
    db.close()
    throw error
  }
  const onPruneError = options.onPruneError ?? (() => {})
  const gate = createPauseGate(path, now, options.onPauseChange ?? (() => {}))
  let closed = false

  const { insertStats, insertRate, countStats, selectStats, countRates, selectRates, selectLastRate } =
    statements(db)
  const write = writer(db, gate, () => pruner.maybePrune(onPruneError))

  return {
    recovered,
    path,
    paused: gate.current,
    addStatsSnapshot(serviceUrl: string, stats: HistoryStats, atMs: number = now()): void {
      write(() =>
        insertStats.run(
          serviceUrl,
          atMs,
          stats.bridges,
          stats.suggestors,
          stats.passes,
          stats.avg_score ?? null,
        ),
      )
    },
    addRateSample(serviceUrl: string, keyId: string, sample: RateSample, atMs: number = now()): void {
      write(() => insertRate.run(serviceUrl, keyId, atMs, sample.limit, sample.remaining, sample.resetAtMs))
    },
    statsRange(serviceUrl, fromMs, toMs, maxPoints = DEFAULT_MAX_POINTS): StatsPoint[] {
      return inReadTransaction(db, () => {
        const count = Number(countStats.get(serviceUrl, fromMs, toMs)?.['n'] ?? 0)
        const rows = selectStats.iterate(serviceUrl, fromMs, toMs)
        return downsample(rows, count, maxPoints).map(toStatsPoint)
      })
    },
    rateRange(serviceUrl, keyId, fromMs, toMs, maxPoints = DEFAULT_MAX_POINTS): RatePoint[] {
      return inReadTransaction(db, () => {
        const count = Number(countRates.get(serviceUrl, keyId, fromMs, toMs)?.['n'] ?? 0)
        const rows = selectRates.iterate(serviceUrl, keyId, fromMs, toMs)
        return downsample(rows, count, maxPoints).map(toRatePoint)
      })
    },
    lastRateSample(serviceUrl, keyId): RateSample | null {
      const row = selectLastRate.get(serviceUrl, keyId)
      if (row === undefined) return null
      return {
        limit: Number(row['limit']),
        remaining: Number(row['remaining']),
        resetAtMs: Number(row['reset_at_ms']),
      }
    },
    database: () => (closed ? null : db),
    write: (run) => write(() => run(db)),
    prune: () => pruner.prune(),
    close(): void {
      if (closed) return
      closed = true
      db.close()
    },
  }
}

/** The prepared statements of the store (prepared once per open file). */
function statements(db: DatabaseSync) {
  return {
    insertStats: db.prepare(
      'INSERT INTO stats_snapshots (service_url, at_ms, bridges, suggestors, passes, avg_score) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    insertRate: db.prepare(
      'INSERT INTO rate_samples (service_url, key_id, at_ms, "limit", remaining, reset_at_ms) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    countStats: db.prepare(
      'SELECT count(*) AS n FROM stats_snapshots WHERE service_url = ? AND at_ms BETWEEN ? AND ?',
    ),
    selectStats: db.prepare(
      'SELECT * FROM stats_snapshots WHERE service_url = ? AND at_ms BETWEEN ? AND ? ORDER BY at_ms, rowid',
    ),
    countRates: db.prepare(
      'SELECT count(*) AS n FROM rate_samples WHERE service_url = ? AND key_id = ? AND at_ms BETWEEN ? AND ?',
    ),
    selectRates: db.prepare(
      'SELECT * FROM rate_samples WHERE service_url = ? AND key_id = ? AND at_ms BETWEEN ? AND ? ORDER BY at_ms, rowid',
    ),
    selectLastRate: db.prepare(
      'SELECT * FROM rate_samples WHERE service_url = ? AND key_id = ? ORDER BY at_ms DESC, rowid DESC LIMIT 1',
    ),
  }
}

/**
 * Runs one write in a transaction. A single INSERT is already atomic, but saying so keeps the guarantee if a write
 * ever grows a second statement. A full disk or a read-only file pauses recording (said once) instead of failing
 * every sample; `afterWrite` runs after each successful one (pruning).
 */
function writer(
  db: DatabaseSync,
  gate: ReturnType<typeof createPauseGate>,
  afterWrite: () => void,
): (run: () => void) => boolean {
  return (run) => {
    if (!gate.mayTry()) return false
    try {
      db.exec('BEGIN IMMEDIATE')
      try {
        run()
        db.exec('COMMIT')
      } catch (error) {
        // SQLite has already rolled back after SQLITE_FULL and friends; a second ROLLBACK would hide the cause.
        if (db.isTransaction) db.exec('ROLLBACK')
        throw error
      }
    } catch (error) {
      if (gate.pauseFor(error)) {
        // Gives back what the WAL holds beyond the last commit, so a full disk is not kept full by history's own log.
        try {
          db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
        } catch {
          // the disk may be too full even for that; the next write tries again
        }
        return false
      }
      throw error
    }
    gate.succeeded()
    afterWrite()
    return true
  }
}
