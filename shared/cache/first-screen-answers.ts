/**
 * The kept answer the first screen is drawn from (README.md, Architecture: the first screen drawn before any
 * script): the bridge list of the location the window opens on (its search and category), decoded with the API's
 * own decoders (shared/api/decode.ts) before anything is drawn from it. Kept answers were written by the renderer,
 * so main reads them as input, never as markup: only the fields the API defines come through, and the renderer
 * checks what the document carries the same way.
 */
import { decodeBridgeList } from '../api/decode.ts'
import { classifyPasted } from '../net/pasted.ts'
import type { BridgeList } from '../api/types.ts'
import type { ResolvedLocale } from '../i18n/locales.ts'
import type { CatalogueFacets, CatalogueStatus } from '../ipc/catalogue.ts'
import type { ResponseMeta, WithMeta } from '../ipc/common.ts'
import type { Preferences, ThemeChoice } from '../ipc/preferences.ts'
import type { PersistedQuery } from '../ipc/query-cache.ts'
import {
  decodeListQuery,
  DEFAULT_LIST_QUERY,
  normalizeFilters,
  serviceListFor,
  type ListFilters,
  type ListQuery,
} from '../views/list-query.ts'
import { MAX_PERSISTED_PAGES } from './persisted-queries.ts'

/** The query key of the bridge list with `filters` (entities/bridge/bridges.queries.ts, bridgeKeys.list). */
export function listKeyOf(filters: ListFilters): readonly ['bridges', 'list', ListFilters] {
  return ['bridges', 'list', { q: filters.q, category: filters.category }]
}

/**
 * That key hashed as react-query hashes keys (JSON, an object's keys sorted), so a kept entry is found by its
 * hash: the search text is JSON-escaped there exactly as react-query escapes it.
 */
export function listHashOf(filters: ListFilters): string {
  return JSON.stringify(['bridges', 'list', { category: filters.category, q: filters.q }])
}

/** The unfiltered list's filters: no search, any category. */
export const UNFILTERED: ListFilters = normalizeFilters('', '')

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
   * The kept bridge list the page was drawn with, of the page's filters (decoded, firstScreenList below), or
   * null: the list's frame only. The renderer puts this same answer in its cache before hydrating, so the rows it
   * adopts are the rows drawn.
   */
  list: PersistedQuery | null
  /**
   * The catalogue as the list was drawn with it (its status line, the count line's totals, whether Sort can be
   * chosen), or null where no list is drawn: the renderer puts these same answers in its cache before hydrating.
   */
  catalogue: DrawnCatalogue | null
  /** The clock the drawing read (relative times), read again by the hydration. */
  now: number
  /** The window size the drawing assumed (how many rows the virtualized list lays out first). */
  viewport: { width: number; height: number }
  /**
   * A deep link is on its way (main holds it until the page has loaded): no page is drawn, and the renderer shows
   * none until the link's, never the list nor the page left first. Absent otherwise.
   */
  linkPending?: true
  /** The language and formats the document was drawn in (docs/i18n.md), which the hydration then uses too. */
  locale?: ResolvedLocale
}

/** The catalogue's status and, once it holds the whole list, its counts (null before). */
export interface DrawnCatalogue {
  status: CatalogueStatus
  facets: CatalogueFacets | null
}

/**
 * The whole list query of the bridge list at `location`, decoded by the list's own codec (shared/views/
 * list-query.ts), in whatever display and columns the location names; null when `location` is no bridge list.
 */
export function keptListQuery(location: string | null): ListQuery | null {
  if (location === null || !location.startsWith('#/')) return null
  const parsed = classifyPasted(location, { source: 'location' })
  if (parsed.kind !== 'app-link' || parsed.target.to !== 'bridges') return null
  return parsed.target.query === null ? DEFAULT_LIST_QUERY : decodeListQuery(parsed.target.query)
}

/**
 * The filters of the kept answer the bridge list at `location` is drawn with (its search and category, normalised
 * as the list keys its answer), keyed on the whole list query: a layout changes how an answer is shown, never the
 * answer, but a query narrowed by what only the catalogue applies (one suggestor, Suggestors, a range, several
 * categories) has no kept answer, since the service's list of its words is everyone's (serviceListFor). Null then,
 * and when `location` is no bridge list. Main finds the kept answer to draw by them, and the renderer checks the
 * answer the document carries against them.
 */
export function keptListFilters(location: string | null): ListFilters | null {
  const query = keptListQuery(location)
  return query === null ? null : serviceListFor(query)
}

/**
 * True when the page at `location` shows a bridge list, filtered or not: it is drawn with its kept rows when its
 * answer is kept (keptListFilters), else with the list's frame. Main decides with it whether to look for kept
 * rows, the renderer whether to adopt them.
 */
export function drawsKeptList(location: string | null): boolean {
  return keptListQuery(location) !== null
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
 * The kept list of `filters` (the unfiltered one by default) among `entries`, decoded: every page through
 * decodeBridgeList, at most the pages kept (MAX_PERSISTED_PAGES); null when there is none (never another
 * filter's list in its place), or when any page or cursor fails to decode (then nothing is drawn, and the
 * renderer shows what it always did).
 */
export function firstScreenList(
  entries: readonly unknown[],
  filters: ListFilters = UNFILTERED,
): PersistedQuery | null {
  const hash = listHashOf(filters)
  const entry = entries.find((e) => isRecord(e) && e['queryHash'] === hash)
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
    queryKey: listKeyOf(filters),
    queryHash: hash,
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
