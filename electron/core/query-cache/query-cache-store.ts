/**
 * The answers the renderer has seen, kept in history.sqlite for the next start and for when the service cannot be
 * reached: one row per query and target, with when it was fetched and last used, bounded by rows and bytes (the
 * least recently used go first), and dropped when the app's cache version changes.
 */
import type { DatabaseSync } from 'node:sqlite'
import { isPersistedQueryKey } from '../../../shared/cache/persisted-queries.ts'
import {
  MAX_PERSISTED_ENTRY_CHARS,
  type PersistedQuery,
  type PersistOutcome,
  type QueryCacheSize,
} from '../../../shared/ipc/query-cache.ts'
import { redactSecrets } from '../../../shared/keys/secret-scan.ts'
import type { Migration } from '../history/history-schema.ts'
import type { HistoryStore } from '../history/history-types.ts'

/** The table of kept answers (a migration of history.sqlite). */
export const createQueryCacheTable: Migration = (db) => {
  db.exec(`
    CREATE TABLE query_cache (
      target TEXT NOT NULL,
      hash TEXT NOT NULL,
      entry TEXT NOT NULL,
      bytes INTEGER NOT NULL,
      fetched_at_ms INTEGER NOT NULL,
      used_at_ms INTEGER NOT NULL,
      buster TEXT NOT NULL,
      PRIMARY KEY (target, hash)
    ) STRICT;
    CREATE INDEX query_cache_by_use ON query_cache (used_at_ms);
  `)
}

/** Bounds of the cache; each falls back to its default. */
export type QueryCacheLimits = {
  /** rows kept in all (default 1000) */
  readonly maxRows?: number
  /** characters of JSON kept in all (default 50 MB) */
  readonly maxBytes?: number
  /** characters handed back at start, most recently used first (default 8 MB) */
  readonly restoreBytes?: number
}

/** The kept answers of one core. */
export type QueryCache = {
  put(target: string, entryJson: string): PersistOutcome
  /** the target's entries, most recently used first, within the restore budget; marks them used */
  restore(target: string): PersistedQuery[]
  clear(): number
  size(): QueryCacheSize
}

const DEFAULTS = { maxRows: 1000, maxBytes: 50_000_000, restoreBytes: 8_000_000 }

/** The entry as a kept query, or null when it is not one this app keeps (wrong shape, a key never kept). */
export function parsePersistedQuery(text: string): PersistedQuery | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const o = value as Record<string, unknown>
  const state = o['state'] as Record<string, unknown> | null | undefined
  if (!Array.isArray(o['queryKey']) || !isPersistedQueryKey(o['queryKey'])) return null
  if (typeof o['queryHash'] !== 'string' || typeof state !== 'object' || state === null) return null
  if (state['data'] === undefined || !Number.isSafeInteger(state['dataUpdatedAt'])) return null
  return value as PersistedQuery
}

/** Opens the cache on the history store; with no history it keeps nothing and restores nothing. */
export function createQueryCache(
  history: HistoryStore,
  buster: string,
  now: () => number,
  limits: QueryCacheLimits = {},
): QueryCache {
  const bounds = { ...DEFAULTS, ...limits }
  let checkedBuster = false
  // Entries of another app or cache version are dropped once per core, before the first read or write.
  const dropOtherVersions = () => {
    if (checkedBuster) return
    checkedBuster = true
    history.write((db) => db.prepare('DELETE FROM query_cache WHERE buster != ?').run(buster))
  }
  return {
    put(target, entryJson) {
      if (entryJson.length > MAX_PERSISTED_ENTRY_CHARS) return 'too_large'
      // Defence in depth: answers are public data, but a key-shaped string never reaches the disk.
      const text = redactSecrets(entryJson)
      const entry = parsePersistedQuery(text)
      if (entry === null) return 'not_kept'
      dropOtherVersions()
      const at = now()
      const stored = history.write((db) => {
        db.prepare(
          `INSERT INTO query_cache (target, hash, entry, bytes, fetched_at_ms, used_at_ms, buster)
           VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (target, hash) DO UPDATE SET entry = excluded.entry, bytes = excluded.bytes,
             fetched_at_ms = excluded.fetched_at_ms, used_at_ms = excluded.used_at_ms, buster = excluded.buster`,
        ).run(target, entry.queryHash, text, text.length, entry.state.dataUpdatedAt, at, buster)
        evict(db, bounds)
      })
      return stored ? 'stored' : 'paused'
    },
    restore(target) {
      const db = history.database()
      if (db === null) return []
      dropOtherVersions()
      const out: PersistedQuery[] = []
      let budget = bounds.restoreBytes
      const rows = db
        .prepare(
          'SELECT hash, entry, bytes FROM query_cache WHERE target = ? AND buster = ? ORDER BY used_at_ms DESC',
        )
        .iterate(target, buster)
      for (const row of rows) {
        const bytes = Number(row['bytes'])
        if (bytes > budget) continue
        const entry = parsePersistedQuery(String(row['entry']))
        if (entry === null) continue
        budget -= bytes
        out.push(entry)
      }
      const at = now()
      history.write((d) => {
        const touch = d.prepare('UPDATE query_cache SET used_at_ms = ? WHERE target = ? AND hash = ?')
        for (const entry of out) touch.run(at, target, entry.queryHash)
      })
      return out
    },
    clear() {
      let removed = 0
      history.write((db) => {
        removed = Number(db.prepare('DELETE FROM query_cache').run().changes)
      })
      return removed
    },
    size() {
      const row = history
        .database()
        ?.prepare('SELECT count(*) AS n, total(bytes) AS b FROM query_cache')
        .get()
      return { rows: Number(row?.['n'] ?? 0), bytes: Number(row?.['b'] ?? 0), maxBytes: bounds.maxBytes }
    },
  }
}

// Least recently used first, until both bounds hold.
function evict(db: DatabaseSync, bounds: typeof DEFAULTS): void {
  const total = db.prepare('SELECT count(*) AS n, total(bytes) AS b FROM query_cache').get()
  let rows = Number(total?.['n'] ?? 0)
  let bytes = Number(total?.['b'] ?? 0)
  if (rows <= bounds.maxRows && bytes <= bounds.maxBytes) return
  const remove = db.prepare('DELETE FROM query_cache WHERE target = ? AND hash = ?')
  for (const row of db.prepare('SELECT target, hash, bytes FROM query_cache ORDER BY used_at_ms').all()) {
    if (rows <= bounds.maxRows && bytes <= bounds.maxBytes) break
    remove.run(row['target'] as string, row['hash'] as string)
    rows -= 1
    bytes -= Number(row['bytes'])
  }
}
