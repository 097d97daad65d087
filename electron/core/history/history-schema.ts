import type { Migration } from '../sqlite/sqlite-file.ts'

/** A step of history.sqlite's schema, as the one SQLite opener runs it (sqlite/sqlite-file.ts). */
export type { Migration }

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
