/**
 * Which answers are kept on disk for the next start (README.md, Configuration: instant and offline screens), shared
 * by the renderer that offers them and main that stores them: public data the user has seen. The key owner's own
 * profile (/me), key lists, logs and live counters are never kept.
 */

/** Bumped when the shape of a kept answer changes: entries of another version are dropped, never read. */
export const QUERY_CACHE_VERSION = 1

/** Pages of a paginated list kept: enough for the first screens, bounded however far the user scrolled. */
export const MAX_PERSISTED_PAGES = 4

/** True for the query keys whose answers are kept: bridge lists, a bridge, a profile and the platform counters. */
export function isPersistedQueryKey(key: readonly unknown[]): boolean {
  const [root, kind] = key
  if (root === 'bridges') return kind === 'list' || kind === 'detail'
  if (root === 'profiles') return kind === 'detail'
  return root === 'stats' && kind === 'current' && key.length === 2
}

/** Where requests go, as the renderer knows it from app:get-info; the same value main computes for its target. */
export type TargetFacts = { mode: string; serviceUrl: string; activeKeyId: string | null }

/** One string naming a target: answers seen under one target never show under another. */
export function targetFingerprint(t: TargetFacts | null | undefined): string | null {
  return t === null || t === undefined ? null : JSON.stringify([t.mode, t.serviceUrl, t.activeKeyId])
}
