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

/** The summary table the key health panel reads: kept by triggers, so never copied when a file is salvaged. */
export const EXCHANGE_HOURS_TABLE = 'request_exchange_hours'

/** An hour of one key's attempts at one endpoint, as the summary groups them (`o`: the row, NEW or OLD). */
const hourGroup = (o: string): string =>
  `key_id = ${o}.key_id AND endpoint = ${o}.endpoint AND hour = ${o}.at_ms / 3600000
   AND status = coalesce(${o}.status, -1) AND code = coalesce(${o}.code, '')
   AND duration_ms = CASE WHEN ${o}.status IS NULL THEN 0 ELSE ${o}.duration_ms END`

/** The same group read from request_exchanges itself (after a delete: the rows left in it). */
const rawGroup = `key_id = OLD.key_id AND endpoint = OLD.endpoint
   AND at_ms >= (OLD.at_ms / 3600000) * 3600000 AND at_ms < (OLD.at_ms / 3600000 + 1) * 3600000
   AND coalesce(status, -1) = coalesce(OLD.status, -1) AND coalesce(code, '') = coalesce(OLD.code, '')
   AND CASE WHEN status IS NULL THEN 0 ELSE duration_ms END = CASE WHEN OLD.status IS NULL THEN 0 ELSE OLD.duration_ms END`

/**
 * The key health panel's summary: per key, endpoint and hour, how many attempts ended with each status, code and
 * duration (whole milliseconds: the percentiles stay exact), with the newest of them. A day of one key is then a
 * few thousand summary rows plus at most an hour of attempts at the range's two ends, instead of every attempt of
 * the day (`npm run bench:log`, BENCHMARKS.md "Request log"). An hour, not a minute: a busy key makes about as
 * many distinct durations in a minute as attempts, so a per-minute histogram would be as long as the log.
 * Triggers keep it as rows are written and pruned, in the same transaction, so it can never disagree with the
 * log; attempts without a key id (logged before keys were kept) are not summarised, as the panel never reads
 * them. Status -1 and code '' stand for none (a key column cannot be NULL and still match on conflict); the
 * duration of an attempt with no answer is 0, as no latency is measured for it.
 */
export const summarizeExchangesByHour: Migration = (db) => {
  db.exec(`
    CREATE TABLE ${EXCHANGE_HOURS_TABLE} (
      key_id TEXT NOT NULL,
      endpoint TEXT NOT NULL,
      hour INTEGER NOT NULL,
      status INTEGER NOT NULL,
      code TEXT NOT NULL,
      duration_ms INTEGER NOT NULL,
      n INTEGER NOT NULL,
      last_id INTEGER NOT NULL,
      last_at INTEGER NOT NULL,
      PRIMARY KEY (key_id, endpoint, hour, status, code, duration_ms)
    ) STRICT, WITHOUT ROWID;
    INSERT INTO ${EXCHANGE_HOURS_TABLE}
      SELECT key_id, endpoint, at_ms / 3600000, coalesce(status, -1), coalesce(code, ''),
        CASE WHEN status IS NULL THEN 0 ELSE duration_ms END, count(*), max(id), max(at_ms)
      FROM request_exchanges WHERE key_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6;
    CREATE TRIGGER request_exchange_hours_add AFTER INSERT ON request_exchanges
    WHEN NEW.key_id IS NOT NULL BEGIN
      INSERT INTO ${EXCHANGE_HOURS_TABLE} VALUES (NEW.key_id, NEW.endpoint, NEW.at_ms / 3600000,
        coalesce(NEW.status, -1), coalesce(NEW.code, ''),
        CASE WHEN NEW.status IS NULL THEN 0 ELSE NEW.duration_ms END, 1, NEW.id, NEW.at_ms)
      ON CONFLICT DO UPDATE SET n = n + 1, last_id = max(last_id, excluded.last_id),
        last_at = max(last_at, excluded.last_at);
    END;
    -- Prunes delete the oldest rows first, so the newest of a group rarely goes while others stay; when it does,
    -- it is looked up again among the rows left of that hour (one range of request_exchanges_by_key).
    CREATE TRIGGER request_exchange_hours_drop AFTER DELETE ON request_exchanges
    WHEN OLD.key_id IS NOT NULL BEGIN
      UPDATE ${EXCHANGE_HOURS_TABLE} SET n = n - 1,
        last_id = CASE WHEN n > 1 AND last_id = OLD.id
          THEN coalesce((SELECT max(id) FROM request_exchanges WHERE ${rawGroup}), 0) ELSE last_id END,
        last_at = CASE WHEN n > 1 AND last_at = OLD.at_ms
          THEN coalesce((SELECT max(at_ms) FROM request_exchanges WHERE ${rawGroup}), 0) ELSE last_at END
      WHERE ${hourGroup('OLD')};
      DELETE FROM ${EXCHANGE_HOURS_TABLE} WHERE ${hourGroup('OLD')} AND n <= 0;
    END;
  `)
}
