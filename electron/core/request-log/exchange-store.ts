/**
 * The request inspector's log in history.sqlite: every attempt with its headers, a bounded body and its retry
 * note, searchable after a restart, kept by count and age (user-set) and by a byte budget for bodies.
 */
import {
  type RequestLogEntry,
  RETENTION_BOUNDS,
  type ExchangeDetail,
  type ExchangeFacts,
  type ExchangeQuery,
  type ExchangeRetry,
  type LogRetention,
} from '../../../shared/ipc/request-log.ts'
import { redactSecrets } from '../../../shared/keys/secret-scan.ts'
import { DAY_MS } from '../../../shared/time/durations.ts'
import type { HistoryStore } from '../history/history-types.ts'
import { ENTRY_COLUMNS, MAX_QUERY_ROWS, entryOf, headersOf, retryOf, whereOf } from './exchange-rows.ts'

/** A body is kept up to this many bytes; the inspector says "truncated at 1024 KB" past it. */
export const BODY_KEEP_BYTES = 1024 * 1024
/** All kept bodies together stay under this; the oldest bodies go first (their exchanges stay). */
export const BODY_BUDGET_BYTES = 16 * 1024 * 1024
/** Inserts between two prunes. */
export const PRUNE_EVERY = 200

/** The stored log; every method is a no-op (or empty) while history is unavailable. */
export interface ExchangeStore {
  /** Stores one attempt, with the id of the saved key that sent it (null: not known); returns its id, or null. */
  add(serviceUrl: string, entry: RequestLogEntry, facts: ExchangeFacts, keyId?: string | null): string | null
  /** Newest first, at most `limit` rows. */
  search(q: ExchangeQuery): RequestLogEntry[]
  /** Replaces the retry note of one attempt of a call (a retry announced but never sent); false when none. */
  amendRetry(callId: string, attempt: number, retry: ExchangeRetry): boolean
  /** One attempt in full with its call's retry chain. */
  get(id: string): ExchangeDetail | null
  /** Where a stored attempt was sent and with which key (null: logged before keys were kept), for "Send again". */
  target(
    id: string,
  ): { serviceUrl: string; path: string; endpoint: string; keyId: string | null; keyHint: string } | null
  /** The id of the newest stored attempt of a call, or null. */
  lastOfCall(callId: string): string | null
  retention(): LogRetention
  /** Clamps to RETENTION_BOUNDS, stores and applies at once; returns what was stored. */
  setRetention(r: LogRetention): LogRetention
  prune(): void
}

const clamp = (v: number, b: { min: number; max: number; default: number }): number =>
  Number.isFinite(v) ? Math.min(b.max, Math.max(b.min, Math.round(v))) : b.default

/** Cuts a body to BODY_KEEP_BYTES of UTF-8 (a character split at the edge is dropped). */
function keptBody(body: string): { text: string; bytes: number; truncatedAt: number | null } {
  const buf = Buffer.from(body, 'utf8')
  if (buf.length <= BODY_KEEP_BYTES) return { text: body, bytes: buf.length, truncatedAt: null }
  const text = buf
    .subarray(0, BODY_KEEP_BYTES)
    .toString('utf8')
    .replace(/\uFFFD$/, '')
  return { text, bytes: buf.length, truncatedAt: BODY_KEEP_BYTES }
}

const scrubPairs = (pairs: ExchangeFacts['requestHeaders']): string =>
  JSON.stringify(pairs.map(([n, v]) => [n, redactSecrets(v)]))

/** Opens the store over the history file's tables. */
export function createExchangeStore(history: HistoryStore, now: () => number): ExchangeStore {
  let sinceLastPrune = 0

  function retention(): LogRetention {
    const row = history.database()?.prepare('SELECT * FROM request_log_settings WHERE id = 1').get()
    return {
      maxEntries: row ? Number(row['max_entries']) : RETENTION_BOUNDS.maxEntries.default,
      maxAgeDays: row ? Number(row['max_age_days']) : RETENTION_BOUNDS.maxAgeDays.default,
    }
  }

  function prune(): void {
    const { maxEntries, maxAgeDays } = retention()
    history.write((db) => {
      db.prepare('DELETE FROM request_exchanges WHERE at_ms < ?').run(now() - maxAgeDays * DAY_MS)
      db.prepare('DELETE FROM request_exchanges WHERE id <= (SELECT max(id) FROM request_exchanges) - ?').run(
        maxEntries,
      )
      // Ids only grow, so every body older than the oldest exchange left is an orphan.
      db.exec(
        'DELETE FROM request_bodies WHERE exchange_id < (SELECT coalesce(min(id), 0) FROM request_exchanges)',
      )
      db.prepare(
        `DELETE FROM request_bodies WHERE exchange_id <= (SELECT max(exchange_id) FROM (
           SELECT exchange_id, sum(bytes) OVER (ORDER BY exchange_id DESC) AS total FROM request_bodies
         ) WHERE total > ?)`,
      ).run(BODY_BUDGET_BYTES)
    })
  }

  return {
    amendRetry(callId, attempt, retry) {
      let changed = false
      history.write((db) => {
        const json = JSON.stringify({ ...retry, reason: redactSecrets(retry.reason) })
        const result = db
          .prepare('UPDATE request_exchanges SET retry_json = ? WHERE call_id = ? AND attempt = ?')
          .run(json, callId, attempt)
        changed = Number(result.changes) > 0
      })
      return changed
    },
    add(serviceUrl, entry, facts, keyId = null) {
      let id: string | null = null
      const body = facts.body === null ? null : keptBody(redactSecrets(facts.body))
      history.write((db) => {
        const result = db
          .prepare(
            `INSERT INTO request_exchanges (at_ms, service_url, call_id, attempt, method, path, endpoint, url,
               status, code, duration_ms, key_hint, request_id, rate_json, request_headers, response_headers,
               retry_json, body_bytes, truncated_at, key_id)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            entry.at,
            serviceUrl,
            facts.callId,
            entry.attempt,
            entry.method,
            entry.path,
            facts.endpoint,
            redactSecrets(facts.url),
            entry.status,
            entry.code,
            Math.round(entry.durationMs),
            entry.keyHint,
            entry.requestId,
            entry.rateLimit === null ? null : JSON.stringify(entry.rateLimit),
            // Built by the client with the key already masked (a shape scrub would hide the mask itself).
            JSON.stringify(facts.requestHeaders),
            scrubPairs(facts.responseHeaders),
            facts.retry === null
              ? null
              : JSON.stringify({ ...facts.retry, reason: redactSecrets(facts.retry.reason) }),
            body?.bytes ?? 0,
            body?.truncatedAt ?? null,
            keyId,
          )
        id = String(result.lastInsertRowid)
        if (body !== null)
          db.prepare('INSERT INTO request_bodies (exchange_id, bytes, body) VALUES (?, ?, ?)').run(
            Number(id),
            Buffer.byteLength(body.text),
            body.text,
          )
      })
      if (id !== null && ++sinceLastPrune >= PRUNE_EVERY) {
        sinceLastPrune = 0
        prune()
      }
      return id
    },
    search(q) {
      const db = history.database()
      if (!db) return []
      const { sql, params } = whereOf(q)
      const limit = Math.min(MAX_QUERY_ROWS, Math.max(1, Math.floor(q.limit ?? 200)))
      return db
        .prepare(`SELECT ${ENTRY_COLUMNS} FROM request_exchanges ${sql} ORDER BY id DESC LIMIT ${limit}`)
        .all(...params)
        .map(entryOf)
    },
    get(id) {
      const db = history.database()
      const row = db?.prepare('SELECT * FROM request_exchanges WHERE id = ?').get(Number(id))
      if (!db || !row) return null
      const body = db.prepare('SELECT body FROM request_bodies WHERE exchange_id = ?').get(Number(id))
      const chain = db
        .prepare(`SELECT ${ENTRY_COLUMNS}, retry_json FROM request_exchanges WHERE call_id = ? ORDER BY id`)
        .all(String(row['call_id']))
        .map((r) => ({ entry: entryOf(r), retry: retryOf(r['retry_json']) }))
      return {
        entry: entryOf(row),
        url: String(row['url']),
        endpoint: String(row['endpoint']),
        requestHeaders: headersOf(row['request_headers']),
        responseHeaders: headersOf(row['response_headers']),
        body: body ? String(body['body']) : null,
        bodyBytes: Number(row['body_bytes']),
        truncatedAtBytes: row['truncated_at'] === null ? null : Number(row['truncated_at']),
        retry: retryOf(row['retry_json']),
        chain,
      }
    },
    target(id) {
      const row = history
        .database()
        ?.prepare('SELECT service_url, path, endpoint, key_id, key_hint FROM request_exchanges WHERE id = ?')
        .get(Number(id))
      if (!row) return null
      return {
        serviceUrl: String(row['service_url']),
        path: String(row['path']),
        endpoint: String(row['endpoint']),
        keyId: row['key_id'] === null ? null : String(row['key_id']),
        keyHint: String(row['key_hint']),
      }
    },
    lastOfCall(callId) {
      const row = history
        .database()
        ?.prepare('SELECT max(id) AS id FROM request_exchanges WHERE call_id = ?')
        .get(callId)
      return row?.['id'] === null || row?.['id'] === undefined ? null : String(row['id'])
    },
    retention,
    setRetention(r) {
      const kept = {
        maxEntries: clamp(r.maxEntries, RETENTION_BOUNDS.maxEntries),
        maxAgeDays: clamp(r.maxAgeDays, RETENTION_BOUNDS.maxAgeDays),
      }
      history.write((db) =>
        db
          .prepare(
            'INSERT OR REPLACE INTO request_log_settings (id, max_entries, max_age_days) VALUES (1, ?, ?)',
          )
          .run(kept.maxEntries, kept.maxAgeDays),
      )
      prune()
      return kept
    },
    prune,
  }
}
