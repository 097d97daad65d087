import type { DatabaseSync } from 'node:sqlite'
import { DAY_MS } from '../../../shared/time/durations.ts'
import type { HistoryRetention, PruneResult } from './history-types.ts'

/** Retention used when the caller gives none: three months of stats, a week of rate samples. */
export const DEFAULT_RETENTION = { statsDays: 90, rateSamplesDays: 7, maxRows: 100_000 } as const

/** Inserts prune at most this often, so a burst of writes does not pay for a delete each time. */
export const PRUNE_INTERVAL_MS = 60_000

/** Applies the retention to both tables. */
export type Pruner = {
  prune(): PruneResult
  /** prunes only when PRUNE_INTERVAL_MS has passed since the last successful prune */
  maybePrune(onError: (error: unknown) => void): void
}

function positive(name: string, value: number): number {
  if (!(value > 0) || !Number.isFinite(value))
    throw new RangeError(`retention.${name} must be a positive number`)
  return value
}

/** Builds the pruner of one open database. */
export function createPruner(db: DatabaseSync, now: () => number, retention: HistoryRetention = {}): Pruner {
  const statsDays = positive('statsDays', retention.statsDays ?? DEFAULT_RETENTION.statsDays)
  const rateDays = positive('rateSamplesDays', retention.rateSamplesDays ?? DEFAULT_RETENTION.rateSamplesDays)
  const maxRows = Math.floor(positive('maxRows', retention.maxRows ?? DEFAULT_RETENTION.maxRows))

  const tables = [
    { name: 'stats_snapshots', keepMs: statsDays * DAY_MS },
    { name: 'rate_samples', keepMs: rateDays * DAY_MS },
  ].map(({ name, keepMs }) => ({
    keepMs,
    deleteOld: db.prepare(`DELETE FROM ${name} WHERE at_ms < ?`),
    // the row cap is across all services, oldest first, so one noisy service cannot grow the file without end
    deleteOverflow: db.prepare(
      `DELETE FROM ${name} WHERE rowid IN (SELECT rowid FROM ${name} ORDER BY at_ms, rowid ` +
        `LIMIT max(0, (SELECT count(*) FROM ${name}) - ?))`,
    ),
  }))

  let lastPruneMs = Number.NEGATIVE_INFINITY

  function prune(): PruneResult {
    const at = now()
    const deleted: number[] = []
    db.exec('BEGIN IMMEDIATE')
    try {
      for (const table of tables) {
        const old = table.deleteOld.run(at - table.keepMs).changes
        const overflow = table.deleteOverflow.run(maxRows).changes
        deleted.push(Number(old) + Number(overflow))
      }
      db.exec('COMMIT')
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
    lastPruneMs = at
    return { statsDeleted: deleted[0] ?? 0, rateSamplesDeleted: deleted[1] ?? 0 }
  }

  return {
    prune,
    maybePrune(onError): void {
      if (now() - lastPruneMs < PRUNE_INTERVAL_MS) return
      // the caller's row is already committed; failing its write over housekeeping would invite a duplicate retry
      try {
        prune()
      } catch (error) {
        onError(error)
      }
    },
  }
}
