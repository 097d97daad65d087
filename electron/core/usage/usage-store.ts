/** Writes per-minute usage counts and scope answers into history.sqlite, and prunes them; reads live in usage-read.ts. */
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { HistoryStore } from '../history/history-types.ts'

/** How long minute counts are kept: the longest span the chart shows (7 days) plus a day. */
export const USAGE_KEEP_MS = 8 * 86_400_000
/** How long a scope answer is kept without being seen again. */
export const ANSWERS_KEEP_MS = 90 * 86_400_000
/** The most minute rows kept over every key and service, oldest dropped first (~195 bytes a row: about 30 MB). */
export const USAGE_MAX_ROWS = 150_000
/** Writes prune at most this often. */
const PRUNE_EVERY_MS = 60_000

const MINUTE_MS = 60_000

/** The start of the minute `at` falls in. */
export const minuteOf = (at: number): number => Math.floor(at / MINUTE_MS) * MINUTE_MS

/** What one row of `key_usage` counts. */
export type UsageKind = 'request' | 'error' | 'throttled' | 'wait'

/** One count to add to a minute of a key. */
export interface UsageCount {
  kind: UsageKind
  label: string
  count?: number
  totalMs?: number
}

/** The slot a count belongs to: a service (as history files it) and a saved key's id. */
export interface UsageSlot {
  serviceUrl: string
  keyId: string
}

/** The write side of the usage tables. */
export interface UsageStore {
  /** Adds counts to the minute of `at`, in one transaction; false when history is not recording. */
  add(slot: UsageSlot, at: number, counts: readonly UsageCount[]): boolean
  /** Records the newest answer that shows whether the key may call `endpoint`. */
  answer(slot: UsageSlot, endpoint: string, verdict: 'allowed' | 'denied', at: number): boolean
  /** Applies the retention now; returns the rows deleted. */
  prune(): number
}

function statements(db: DatabaseSync) {
  return {
    upsert: db.prepare(
      `INSERT INTO key_usage (service_url, key_id, minute_ms, kind, label, count, total_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (service_url, key_id, minute_ms, kind, label)
       DO UPDATE SET count = count + excluded.count, total_ms = total_ms + excluded.total_ms`,
    ),
    answer: db.prepare(
      `INSERT INTO key_answers (service_url, key_id, endpoint, verdict, at_ms) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (service_url, key_id, endpoint)
       DO UPDATE SET verdict = excluded.verdict, at_ms = excluded.at_ms WHERE excluded.at_ms >= at_ms`,
    ),
    deleteOld: db.prepare('DELETE FROM key_usage WHERE minute_ms < ?'),
    deleteOverflow: db.prepare(
      `DELETE FROM key_usage WHERE minute_ms <= (
         SELECT minute_ms FROM key_usage ORDER BY minute_ms DESC LIMIT 1 OFFSET ?)`,
    ),
    deleteOldAnswers: db.prepare('DELETE FROM key_answers WHERE at_ms < ?'),
  }
}

/** The usage store over the history store's file; `now` drives retention. */
export function createUsageStore(history: HistoryStore, now: () => number): UsageStore {
  // Statements of the open file; a reopened or recovered file gets its own.
  const prepared = new WeakMap<DatabaseSync, ReturnType<typeof statements>>()
  const of = (db: DatabaseSync) => {
    let s = prepared.get(db)
    if (!s) prepared.set(db, (s = statements(db)))
    return s
  }
  let lastPrune = Number.NEGATIVE_INFINITY

  function pruneIn(db: DatabaseSync): number {
    const s = of(db)
    const at = now()
    lastPrune = at
    return [
      s.deleteOld.run(at - USAGE_KEEP_MS),
      s.deleteOverflow.run(USAGE_MAX_ROWS),
      s.deleteOldAnswers.run(at - ANSWERS_KEEP_MS),
    ].reduce((n, r) => n + Number(r.changes), 0)
  }

  function write(run: (s: ReturnType<typeof statements>, db: DatabaseSync) => void): boolean {
    return history.write((db) => {
      run(of(db), db)
      if (now() - lastPrune >= PRUNE_EVERY_MS) pruneIn(db)
    })
  }

  return {
    add(slot, at, counts) {
      const minute = minuteOf(at)
      return write((s) => {
        for (const c of counts) upsert(s.upsert, slot, minute, c)
      })
    },
    answer(slot, endpoint, verdict, at) {
      return write((s) => void s.answer.run(slot.serviceUrl, slot.keyId, endpoint, verdict, at))
    },
    prune() {
      let deleted = 0
      history.write((db) => void (deleted = pruneIn(db)))
      return deleted
    },
  }
}

function upsert(statement: StatementSync, slot: UsageSlot, minute: number, c: UsageCount): void {
  statement.run(
    slot.serviceUrl,
    slot.keyId,
    minute,
    c.kind,
    c.label,
    c.count ?? 1,
    Math.round(c.totalMs ?? 0),
  )
}
