// Structural copies of the API shapes the store needs, so this folder does not wait on shared/api;
// the generated `Stats` type of shared/api is assignable to HistoryStats. Readings come back as the points
// the graphs draw (shared/ipc/), so they cross IPC as they are.
import type { SalvageReport } from './history-salvage.ts'
import type { DatabaseSync } from 'node:sqlite'
import type { RatePoint } from '../../../shared/ipc/rate-limit.ts'
import type { StatsPoint } from '../../../shared/ipc/stats.ts'
import type { Migration } from './history-schema.ts'

/** Platform counters as `/stats` returns them; `avg_score` is null when nothing is published. */
export type HistoryStats = {
  readonly bridges: number
  readonly suggestors: number
  readonly passes: number
  readonly avg_score: number | null
}

/** Rate-limit headers of one response: `X-RateLimit-Reset` converted to epoch milliseconds. */
export type RateSample = {
  readonly limit: number
  readonly remaining: number
  readonly resetAtMs: number
}

/** How long rows are kept; every field falls back to its default when absent. */
export type HistoryRetention = {
  /** days of stats snapshots kept (default 90) */
  readonly statsDays?: number
  /** days of rate samples kept (default 7) */
  readonly rateSamplesDays?: number
  /** rows kept per table, oldest removed first (default 100000) */
  readonly maxRows?: number
}

/** Options of openHistoryStore. */
export type HistoryStoreOptions = {
  /** the user-data folder; the store lives in `<dir>/history.sqlite` */
  readonly dir: string
  /**
   * The schema steps in order, supplied by the app (app/history-migrations.ts): history's own createV1, then each
   * domain's tables. History imports no domain; the file's user_version counts the steps it has had.
   */
  readonly migrations: readonly Migration[]
  /** tables the migrations' triggers fill from other tables: a salvage leaves them to the triggers */
  readonly derivedTables?: readonly string[]
  readonly retention?: HistoryRetention
  /** clock in epoch milliseconds, injectable for tests */
  readonly now?: () => number
  /** a prune after an insert failed; the insert itself committed, and the prune is retried on the next insert */
  readonly onPruneError?: (error: unknown) => void
  /** history stopped recording (disk full, read-only file) or started again; said once per change, not per write */
  readonly onPauseChange?: (pause: HistoryPause | null) => void
}

/** Why history is not being recorded right now, in words for the user. */
export type HistoryPause = {
  readonly reason: 'disk_full' | 'read_only' | 'io'
  readonly message: string
}

/** What was done when the file on disk was not a usable database. */
export type HistoryRecovery = {
  /** where the unreadable file was moved */
  readonly movedTo: string
  /** the SQLite error or check result that condemned it */
  readonly reason: string
  /** what was copied from it into the new file, table by table */
  readonly salvage: SalvageReport
}

/** Rows removed by one prune. */
export type PruneResult = {
  readonly statsDeleted: number
  readonly rateSamplesDeleted: number
}

/** The history store: stats snapshots and rate samples over time, per service URL. */
export type HistoryStore = {
  /** set when a corrupt file was moved aside and a fresh one started */
  readonly recovered: HistoryRecovery | null
  readonly path: string
  /** set while writes are skipped because the disk is full or the file cannot be written */
  paused(): HistoryPause | null
  addStatsSnapshot(serviceUrl: string, stats: HistoryStats, atMs?: number): void
  addRateSample(serviceUrl: string, keyId: string, sample: RateSample, atMs?: number): void
  /** snapshots with fromMs <= at <= toMs, oldest first, evenly thinned to at most maxPoints (default 500) */
  statsRange(serviceUrl: string, fromMs: number, toMs: number, maxPoints?: number): StatsPoint[]
  rateRange(serviceUrl: string, keyId: string, fromMs: number, toMs: number, maxPoints?: number): RatePoint[]
  /** the newest rate sample of a key on a service, or null (none kept, or history unavailable) */
  lastRateSample(serviceUrl: string, keyId: string): RateSample | null
  /**
   * The open file, for feature tables added by their own migration (watch list, query cache, request log);
   * null once closed or when history is unavailable. Read with it; write through `write`.
   */
  database(): DatabaseSync | null
  /**
   * Runs `run` as one write transaction through the pause gate: a full disk or read-only file pauses recording
   * (said once) instead of throwing. Returns false when the write was skipped or paused.
   */
  write(run: (db: DatabaseSync) => void): boolean
  /** applies the retention now; inserts call it themselves at most once a minute */
  prune(): PruneResult
  close(): void
}
