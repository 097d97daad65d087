/** The usage tables of history.sqlite: per-minute counts per key, and the latest answer per key and endpoint. */
import type { Migration } from '../history/history-schema.ts'

/**
 * `key_usage` holds one row per (service, key, minute, kind, label): requests by purpose, errors by code,
 * 429s by code and waits by reason, each with a count (and for waits the milliseconds waited). Counts are
 * added with an upsert, so a busy minute stays one row. `key_answers` keeps only the newest answer that proves
 * or refutes a key's scope on an endpoint, which is all the scope matrix needs.
 */
export const createUsageTables: Migration = (db) => {
  db.exec(`
    CREATE TABLE key_usage (
      service_url TEXT NOT NULL,
      key_id TEXT NOT NULL,
      minute_ms INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('request', 'error', 'throttled', 'wait')),
      label TEXT NOT NULL,
      count INTEGER NOT NULL,
      total_ms INTEGER NOT NULL,
      PRIMARY KEY (service_url, key_id, minute_ms, kind, label)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX key_usage_by_minute ON key_usage (minute_ms);
    CREATE TABLE key_answers (
      service_url TEXT NOT NULL,
      key_id TEXT NOT NULL,
      endpoint TEXT NOT NULL,
      verdict TEXT NOT NULL CHECK (verdict IN ('allowed', 'denied')),
      at_ms INTEGER NOT NULL,
      PRIMARY KEY (service_url, key_id, endpoint)
    ) STRICT, WITHOUT ROWID;
  `)
}
