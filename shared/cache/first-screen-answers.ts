/**
 * The kept answer the first screen is drawn from (README.md, Architecture: the first screen drawn before any
 * script): the unfiltered bridge list, decoded with the API's own decoders (shared/api/decode.ts) before anything
 * is drawn from it. Kept answers were written by the renderer, so main reads them as input, never as markup: only
 * the fields the API defines come through, and the renderer checks what the document carries the same way.
 */
import { decodeBridgeList } from '../api/decode.ts'
import { classifyPasted } from '../net/pasted.ts'
import type { BridgeList } from '../api/types.ts'
import type { ResponseMeta, WithMeta } from '../ipc/common.ts'
import type { Preferences, ThemeChoice } from '../ipc/preferences.ts'
import type { PersistedQuery } from '../ipc/query-cache.ts'
import { MAX_PERSISTED_PAGES } from './persisted-queries.ts'

/** The query key of the unfiltered list (entities/bridge/bridges.queries.ts, bridgeKeys.list). */
export const FIRST_SCREEN_LIST_KEY = ['bridges', 'list', { q: '', category: '' }] as const

/** That key hashed as react-query hashes keys (object keys sorted), so a kept entry is found by its hash. */
export const FIRST_SCREEN_LIST_HASH = '["bridges","list",{"category":"","q":""}]'

/**
 * What the first screen was drawn from: main (electron/protocol/first-screen-document.ts) draws with it and sends
 * it beside the drawing; the renderer (renderer/src/lib/first-screen.ts) reads it back to hydrate the same.
 */
export interface FirstScreenData {
  /** The location whose page was drawn (`#/bridges`), or null: the shell only (nav and top bar). */
  page: string | null
  /** The theme the document is in. */
  theme: ThemeChoice
  /** The preferences the shell was drawn with, or null where they were not given (the preview, before its token). */
  preferences: Preferences | null
  /**
   * The kept unfiltered bridge list the page was drawn with (decoded, shared/cache/first-screen-answers.ts), or
   * null: the list's frame only. The renderer puts this same answer in its cache before hydrating, so the rows it
   * adopts are the rows drawn.
   */
  list: PersistedQuery | null
  /** The clock the drawing read (relative times), read again by the hydration. */
  now: number
  /** The window size the drawing assumed (how many rows the virtualized list lays out first). */
  viewport: { width: number; height: number }
}

/**
 * True when the page at `location` shows the kept unfiltered list: the bridges with no search and no category,
 * in whatever display and columns its location names (a layout changes how the same answer is shown, never the
 * answer). Main decides with it whether to draw the kept rows, the renderer whether to adopt them.
 */
export function drawsKeptList(location: string | null): boolean {
  if (location === null || !location.startsWith('#/')) return false
  const parsed = classifyPasted(location, { source: 'location' })
  if (parsed.kind !== 'app-link' || parsed.target.to !== 'bridges') return false
  if (parsed.target.query === null) return true
  try {
    const params = new URLSearchParams(parsed.target.query)
    return !params.has('q') && !params.has('category')
  } catch {
    return false
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)

const text = (x: unknown): string | null => (typeof x === 'string' ? x : null)
const count = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : 0)

/** The response's metadata as the list reads it; what is missing or of another type reads as absent. */
function decodeMeta(x: unknown): ResponseMeta {
  const m = isRecord(x) ? x : {}
  const r = m['rateLimit']
  const rateLimit =
    isRecord(r) && [r['limit'], r['remaining'], r['resetAt']].every((v) => typeof v === 'number')
      ? { limit: r['limit'] as number, remaining: r['remaining'] as number, resetAt: r['resetAt'] as number }
      : null
  return {
    status: Number.isInteger(m['status']) ? (m['status'] as number) : 200,
    requestId: text(m['requestId']),
    attempts: count(m['attempts']),
    durationMs: count(m['durationMs']),
    rateLimit,
    deprecation: text(m['deprecation']),
    sunset: text(m['sunset']),
  }
}

/**
 * The kept unfiltered list among `entries`, decoded: every page through decodeBridgeList, at most the pages kept
 * (MAX_PERSISTED_PAGES); null when there is none, or when any page or cursor fails to decode (then nothing is
 * drawn, and the renderer shows what it always did).
 */
export function firstScreenList(entries: readonly unknown[]): PersistedQuery | null {
  const entry = entries.find((e) => isRecord(e) && e['queryHash'] === FIRST_SCREEN_LIST_HASH)
  if (!isRecord(entry) || !isRecord(entry['state'])) return null
  const { data, dataUpdatedAt } = entry['state']
  if (!isRecord(data) || !Array.isArray(data['pages']) || !Array.isArray(data['pageParams'])) return null
  if (!Number.isSafeInteger(dataUpdatedAt)) return null
  const rawPages = data['pages'].slice(0, MAX_PERSISTED_PAGES)
  const params = data['pageParams'].slice(0, rawPages.length)
  if (rawPages.length === 0 || params.length !== rawPages.length) return null
  if (!params.every((p, i) => (i === 0 ? p === null : typeof p === 'string' && p.length <= 4096))) return null
  const pages: WithMeta<BridgeList>[] = []
  for (const page of rawPages) {
    if (!isRecord(page)) return null
    const decoded = decodeBridgeList(page['value'])
    if (!decoded.ok) return null
    pages.push({ value: decoded.value, meta: decodeMeta(page['meta']) })
  }
  return {
    queryKey: FIRST_SCREEN_LIST_KEY,
    queryHash: FIRST_SCREEN_LIST_HASH,
    state: {
      data: { pages, pageParams: params },
      dataUpdatedAt: dataUpdatedAt as number,
      dataUpdateCount: 1,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      // Stale, as every restored answer is (lib/query-persist.ts): the list shown refreshes it at once.
      isInvalidated: true,
      status: 'success',
      fetchStatus: 'idle',
    },
  }
}
