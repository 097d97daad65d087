/**
 * The bridge list's query: everything the list's screen applies (search words and where they are matched,
 * category, suggestors, sort, display and columns) as one value, with one codec to and from the address
 * (HOUSE_STYLE.md, "One truth for each thing the user sees": the URL is the whole query). The route, saved views,
 * links, export, copy and the palette read this value; none keeps a copy of its own. Pure and tolerant: decoding
 * never throws, and a value it cannot use reads as its default.
 *
 * To add a field: give it a default (absent in the value and the address means the default), write it in
 * `encodeListQuery` only when it differs from the default, read it in `decodeListQuery` and `cleanListQuery`.
 * Older addresses and saved views, which lack it, keep opening as before.
 */
import {
  DEFAULT_VIEW_LAYOUT,
  layoutFromParams,
  layoutToParams,
  sanitizeLayout,
  type ViewLayout,
} from './bridge-view.ts'

/** Filters of the bridge list (`GET /bridges` `q` and `category`): the shape the API and the contract take. */
export interface BridgeFilters {
  q?: string
  category?: string
}

/**
 * The search words and category as they go into query keys and calls: both present, trimmed, empty meaning
 * "any". The renderer keys its service list by them, and main finds the kept answer of the list a window opens on
 * by the same key (README.md, Architecture: the first screen drawn before any script), so both normalise alike.
 */
export type ListFilters = Required<BridgeFilters>

/** Longest search text and category a location carries: the IPC contract's bounds (shared/ipc/common.ts). */
export const MAX_QUERY_CHARS = 200
/** See MAX_QUERY_CHARS. */
export const MAX_CATEGORY_CHARS = 100

/** Trims and bounds the filters (the same bounds as the IPC contract) so equal searches share one cache entry. */
export function normalizeFilters(q: string, category: string): ListFilters {
  return {
    q: q.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_CHARS),
    category: category.trim().slice(0, MAX_CATEGORY_CHARS),
  }
}

/** Where the search words are matched: by the service (its rules) or in the catalogue on this computer. */
export type SearchPlace = 'service' | 'local'
/** Search places, the default first. */
export const SEARCH_PLACES: readonly SearchPlace[] = Object.freeze(['service', 'local'])

/** The orders the list offers beside the service's own (the catalogue keeps them: shared/ipc/catalogue.ts). */
export const LIST_SORTS = ['newest', 'passes', 'score', 'title'] as const

/** Whose bridges are listed: everyone's (''), verified suggestors' only, or unverified suggestors' only. */
export type Suggestors = '' | 'verified' | 'unverified'
/** Suggestors filters, the default first. */
export const SUGGESTORS: readonly Suggestors[] = Object.freeze(['', 'verified', 'unverified'])

/** The list's query. Optional fields read as their defaults, so a field added later leaves older values valid. */
export interface ListQuery {
  /** Search words as typed (spacing kept while typing; `listFiltersOf` normalises them for keys and calls). */
  q: string
  /** Category, '' for any. */
  category: string
  /** Default 'service'. */
  place?: SearchPlace
  /** Default '' (everyone). */
  suggestors?: Suggestors
  /**
   * Display, columns and sort (the sort is the table's first rules). Absent: the display and columns last shown,
   * with no sort, so the address always says the order the list applies.
   */
  layout?: ViewLayout
}

/** The list with nothing chosen: every bridge, as the service lists them. */
export const DEFAULT_LIST_QUERY: ListQuery = Object.freeze({ q: '', category: '' })

/** The address parameters of the query's own fields (the layout's are bridge-view.ts's). */
const PARAM = { q: 'q', category: 'category', place: 'place', suggestors: 'suggestors' } as const

const oneOf = <T extends string>(allowed: readonly T[], x: unknown): T | undefined =>
  typeof x === 'string' && (allowed as readonly string[]).includes(x) ? (x as T) : undefined

/**
 * Any value as a well-formed query, in its canonical form: text bounded as the IPC contract bounds it, defaults
 * dropped (so equal queries are equal objects), the layout sanitized; never throws. Not trimmed: the search box
 * shows the words as typed.
 */
export function cleanListQuery(x: unknown): ListQuery {
  const o = (typeof x === 'object' && x !== null ? x : {}) as Record<string, unknown>
  const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '')
  const out: ListQuery = {
    q: text(o['q'], MAX_QUERY_CHARS),
    category: text(o['category'], MAX_CATEGORY_CHARS),
  }
  const place = oneOf(SEARCH_PLACES, o['place'])
  if (place !== undefined && place !== 'service') out.place = place
  const suggestors = oneOf(SUGGESTORS, o['suggestors'])
  if (suggestors !== undefined && suggestors !== '') out.suggestors = suggestors
  if (o['layout'] !== undefined && o['layout'] !== null) out.layout = sanitizeLayout(o['layout'])
  return out
}

/**
 * The query as address parameters (`q=…&category=…&place=local&suggestors=verified&display=…&sort=-passes`):
 * a field at its default is left out; the layout, when the query has one, is written whole (bridge-view.ts), so
 * a link restores the display and columns it was made with.
 */
export function encodeListQuery(query: ListQuery): string {
  const clean = cleanListQuery(query)
  const params = new URLSearchParams()
  if (clean.q !== '') params.set(PARAM.q, clean.q)
  if (clean.category !== '') params.set(PARAM.category, clean.category)
  if (clean.place !== undefined) params.set(PARAM.place, clean.place)
  if (clean.suggestors !== undefined) params.set(PARAM.suggestors, clean.suggestors)
  if (clean.layout !== undefined) layoutToParams(clean.layout, params)
  return params.toString()
}

function paramsOf(input: URLSearchParams | string): URLSearchParams {
  if (typeof input !== 'string') return input
  try {
    return new URLSearchParams(input.startsWith('?') ? input.slice(1) : input)
  } catch {
    return new URLSearchParams()
  }
}

/**
 * The query an address carries; never throws. Unknown parameters are ignored and a value that is not one of a
 * field's own reads as its default, so older addresses (`q=…&category=…&sort=-passes&display=table`) and
 * addresses of later versions both open.
 */
export function decodeListQuery(input: URLSearchParams | string): ListQuery {
  const params = paramsOf(input)
  const layout = layoutFromParams(params)
  return cleanListQuery({
    q: params.get(PARAM.q) ?? '',
    category: params.get(PARAM.category) ?? '',
    place: params.get(PARAM.place),
    suggestors: params.get(PARAM.suggestors),
    ...(layout === null ? {} : { layout }),
  })
}

/** True when two queries list and show the same (their addresses are equal). */
export function sameListQuery(a: ListQuery, b: ListQuery): boolean {
  return encodeListQuery(a) === encodeListQuery(b)
}

/** The query's search words and category as keys and calls take them (normalizeFilters). */
export function listFiltersOf(query: ListQuery): ListFilters {
  return normalizeFilters(query.q, query.category)
}

/** The search words and category of a location's address, normalised: what the service list there is keyed by. */
export function filtersOfQuery(params: URLSearchParams): ListFilters {
  return listFiltersOf(decodeListQuery(params))
}

/** The layout the list shows for `query`: its own, else `remembered` (the look last shown) without its sort. */
export function layoutShownFor(query: ListQuery, remembered: ViewLayout | null): ViewLayout {
  if (query.layout !== undefined) return query.layout
  const look = remembered ?? DEFAULT_VIEW_LAYOUT
  return look.table.sort.length === 0 ? look : { ...look, table: { ...look.table, sort: [] } }
}
