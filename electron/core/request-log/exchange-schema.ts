/** The request inspector's tables in history.sqlite: one row per attempt, bodies apart, the retention setting. */
import type { Migration } from '../history/history-schema.ts'

/**
 * Bodies live in their own table so a search over the log's columns never reads them, and so retention can
 * drop old bodies (a byte budget) while their exchanges stay. Headers and the retry note are JSON text.
 */
export const createRequestLogTables: Migration = (db) => {
  db.exec(`
    CREATE TABLE request_exchanges (
      id INTEGER PRIMARY KEY,
      at_ms INTEGER NOT NULL,
      service_url TEXT NOT NULL,
      call_id TEXT NOT NULL,
      attempt INTEGER NOT NULL,
      method TEXT NOT NULL,
      path TEXT NOT NULL,
      endpoint TEXT NOT NULL,
      url TEXT NOT NULL,
      status INTEGER NULL,
      code TEXT NULL,
      duration_ms INTEGER NOT NULL,
      key_hint TEXT NOT NULL,
      request_id TEXT NULL,
      rate_json TEXT NULL,
      request_headers TEXT NOT NULL,
      response_headers TEXT NOT NULL,
      retry_json TEXT NULL,
      body_bytes INTEGER NOT NULL,
      truncated_at INTEGER NULL
    ) STRICT;
    CREATE INDEX request_exchanges_by_time ON request_exchanges (at_ms);
    CREATE INDEX request_exchanges_by_call ON request_exchanges (call_id);
    CREATE TABLE request_bodies (
      exchange_id INTEGER PRIMARY KEY,
      bytes INTEGER NOT NULL,
      body TEXT NOT NULL
    ) STRICT;
    CREATE TABLE request_log_settings (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      max_entries INTEGER NOT NULL,
      max_age_days INTEGER NOT NULL
    ) STRICT;
  `)
}

/**
 * Which saved key sent each attempt (its vault id; `demo` for the demo service's), so that Send again goes out
 * with the key of the exchange, not whichever key is in use now, and can say when that key was removed or
 * replaced. The key itself is never stored, only its masked hint (key_hint). Rows logged before this are NULL.
 */
export const addExchangeKeyId: Migration = (db) => {
  db.exec('ALTER TABLE request_exchanges ADD COLUMN key_id TEXT NULL')
}

/**
 * The key health panel reads one key's attempts per endpoint over a time range: this index on key, endpoint and time
 * also carries the columns those queries read (status, duration, code), so they never touch the table's rows nor
 * other keys' (the bench, `npm run bench:log`, times them at 100,000 exchanges).
 */
export const indexExchangesByKey: Migration = (db) => {
  db.exec(
    'CREATE INDEX request_exchanges_by_key ON request_exchanges (key_id, endpoint, at_ms, status, duration_ms, code)',
  )
}
