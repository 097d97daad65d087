/**
 * The offline cache's channels: answers seen, kept per target; `target` is the fingerprint the renderer fetched
 * under. What is kept, and for how long, is the rule in shared/cache/persisted-queries.ts, which both sides use.
 */
import type { ChannelTable } from './common.ts'
import { none, object, str } from './validate.ts'

/** The largest entry kept, as JSON text; a bigger one is not stored (the next start fetches it). */
export const MAX_PERSISTED_ENTRY_CHARS = 2_000_000

/** One kept answer as react-query dehydrates it: its key, hash and state (the data and when it was fetched). */
export type PersistedQuery = {
  queryKey: readonly unknown[]
  queryHash: string
  state: { data: unknown; dataUpdatedAt: number } & Record<string, unknown>
}

/** What cache:put did with an entry: kept, not one this app keeps (or for another target), too large, or disk paused. */
export type PersistOutcome = 'stored' | 'not_kept' | 'too_large' | 'paused'

/** Answers kept on disk: rows, characters of JSON, and the bound. */
export type QueryCacheSize = { rows: number; bytes: number; maxBytes: number }

/** The offline cache's invoke channels. */
export const queryCacheChannels = {
  'cache:restore': { method: 'restoreQueryCache', request: none },
  'cache:put': {
    method: 'putQueryCache',
    request: object({
      entry: str({ min: 2, max: MAX_PERSISTED_ENTRY_CHARS }),
      target: str({ min: 1, max: 2000 }),
    }),
  },
  'cache:info': { method: 'getQueryCacheInfo', request: none },
  'cache:clear': { method: 'clearQueryCache', request: none },
} as const satisfies ChannelTable

/** The result type of each offline-cache channel. */
export interface QueryCacheResults {
  'cache:restore': { entries: PersistedQuery[] }
  'cache:put': { outcome: PersistOutcome }
  'cache:info': QueryCacheSize
  'cache:clear': { removed: number }
}
