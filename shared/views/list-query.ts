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
import { hiddenCharacterIn } from '../text/hidden-characters.ts'
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

/** Inclusive bounds of a whole number (passes, score); an absent bound does not limit. */
export interface NumberRange {
  min?: number
  max?: number
}

/** Inclusive bounds of publication days (`YYYY-MM-DD`, UTC); an absent bound does not limit. */
export interface DayRange {
  from?: string
  to?: string
}

/** Longest username a query may name: the API's bound (openapi.yaml, `GET /profiles/{username}`). */
export const MAX_USERNAME_CHARS = 200

/**
 * A username as a query may carry it: trimmed, 1 to MAX_USERNAME_CHARS characters, and nothing that hides what it
 * is (shared/text/hidden-characters.ts: control, direction-control or broken characters); else undefined, since a
 * name cut short or disguised would list someone else's bridges.
 */
export function cleanUsername(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined
  const name = v.trim()
  if (name === '' || name.length > MAX_USERNAME_CHARS || hiddenCharacterIn(name) !== null) return undefined
  return name
}

/** Most categories a query may choose at once (the address and the IPC contract stay small). */
export const MAX_CATEGORIES = 20

/** The list's query. Optional fields read as their defaults, so a field added later leaves older values valid. */
export interface ListQuery {
  /** Search words as typed (spacing kept while typing; `listFiltersOf` normalises them for keys and calls). */
  q: string
  /** Category, '' for any; with several chosen, the first of them (the one the service's own list can apply). */
  category: string
  /**
   * Every chosen category, when more than one (the first is `category`); absent with one or none. Several at once
   * are listed by the catalogue, as ranges are. Default: absent.
   */
  categories?: readonly string[]
  /** Passes, both bounds included. Default: absent (any). */
  passes?: NumberRange
  /** Score, both bounds included. Default: absent (any). */
  score?: NumberRange
  /** Publication days, both included. Default: absent (any). */
  published?: DayRange
  /** Default 'service'. */
  place?: SearchPlace
  /** Default '' (everyone). */
  suggestors?: Suggestors
  /**
   * One suggestor's username: only their bridges, matched whatever its case as the API matches usernames. The API
   * cannot filter by suggestor, so the catalogue lists them. Default: absent (every suggestor).
   */
  by?: string
  /**
   * Display, columns and sort (the sort is the table's first rules). Absent: the display and columns last shown,
   * with no sort, so the address always says the order the list applies.
   */
  layout?: ViewLayout
}

/** The list with nothing chosen: every bridge, as the service lists them. */
export const DEFAULT_LIST_QUERY: ListQuery = Object.freeze({ q: '', category: '' })

/** The address parameters of the query's own fields (the layout's are bridge-view.ts's). */
const PARAM = {
  q: 'q',
  category: 'category',
  place: 'place',
  suggestors: 'suggestors',
  by: 'by',
  passes: 'passes',
  score: 'score',
  published: 'published',
} as const

/** Bounds a range's numbers may take (the IPC contract's). */
const MAX_BOUND = 1_000_000_000

function cleanNumber(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= MAX_BOUND ? v : undefined
}

/** A calendar day that exists, as `YYYY-MM-DD`. */
function cleanDay(v: unknown): string | undefined {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return undefined
  const d = new Date(`${v}T00:00:00Z`)
  return Number.isFinite(d.getTime()) && d.toISOString().slice(0, 10) === v ? v : undefined
}

/** A range with its bounds cleaned; absent when it limits nothing or is upside down. */
function cleanRange<T extends number | string>(
  x: unknown,
  lo: string,
  hi: string,
  clean: (v: unknown) => T | undefined,
): Record<string, T> | undefined {
  if (typeof x !== 'object' || x === null) return undefined
  const o = x as Record<string, unknown>
  const a = clean(o[lo])
  const b = clean(o[hi])
  if (a === undefined && b === undefined) return undefined
  if (a !== undefined && b !== undefined && a > b) return undefined
  return { ...(a === undefined ? {} : { [lo]: a }), ...(b === undefined ? {} : { [hi]: b }) }
}

/** A range in the address: `10..500`, `10..` or `..500`. */
function rangeParam(lo: string | number | undefined, hi: string | number | undefined): string {
  return `${lo ?? ''}..${hi ?? ''}`
}

/** The two bounds of a range parameter, as text ('' for none); null when it is not one. */
function rangeBounds(param: string | null): [string, string] | null {
  if (param === null) return null
  const m = /^([^.]*)\.\.([^.]*)$/.exec(param)
  return m ? [m[1] ?? '', m[2] ?? ''] : null
}

const numberOf = (text: string): number | undefined => (/^-?\d{1,10}$/.test(text) ? Number(text) : undefined)

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
  const by = cleanUsername(o['by'])
  if (by !== undefined) out.by = by
  const chosen = Array.isArray(o['categories'])
    ? (o['categories'] as unknown[])
        .filter((c): c is string => typeof c === 'string' && c !== '')
        .map((c) => c.slice(0, MAX_CATEGORY_CHARS))
    : []
  const all = [...new Set([...(out.category === '' ? [] : [out.category]), ...chosen])].slice(
    0,
    MAX_CATEGORIES,
  )
  if (all.length > 0) out.category = all[0] ?? ''
  if (all.length > 1) out.categories = all
  const passes = cleanRange(o['passes'], 'min', 'max', cleanNumber)
  if (passes !== undefined) out.passes = passes
  const score = cleanRange(o['score'], 'min', 'max', cleanNumber)
  if (score !== undefined) out.score = score
  const published = cleanRange(o['published'], 'from', 'to', cleanDay)
  if (published !== undefined) out.published = published
  if (o['layout'] !== undefined && o['layout'] !== null) out.layout = sanitizeLayout(o['layout'])
  return out
}

/** Every category the query chooses: none, one (`category`) or several. */
export function categoriesOf(query: ListQuery): readonly string[] {
  return query.categories ?? (query.category === '' ? [] : [query.category])
}

/** True when the query narrows by more than the service's list can apply (several categories, a range, a suggestor). */
export function needsCatalogue(query: ListQuery): boolean {
  return (
    categoriesOf(query).length > 1 ||
    query.by !== undefined ||
    query.passes !== undefined ||
    query.score !== undefined ||
    query.published !== undefined
  )
}

/**
 * The service list whose rows show `query`'s list whatever the catalogue holds: its words and category, as that
 * list is keyed (listFiltersOf); null when the query narrows by something the service cannot apply (one suggestor,
 * Suggestors, a range, several categories), since the service's list of the same words holds everyone's rows. The
 * first screen draws kept rows (shared/cache/first-screen-answers.ts), and the list shows the service's rows before
 * the catalogue's status is read, only for a query this names a list of.
 */
export function serviceListFor(query: ListQuery): ListFilters | null {
  return needsCatalogue(query) || query.suggestors !== undefined ? null : listFiltersOf(query)
}

/**
 * How many of the query's choices sit under the list's "Filters (n)" in a narrow or short window: each category,
 * each range, Suggestors, one suggestor's bridges and a sort; never the words, nor where they are matched (the count
 * line says both).
 */
export function setUnderFilters(query: ListQuery): number {
  const ranges = [query.passes, query.score, query.published].filter((r) => r !== undefined).length
  const sorted = (query.layout?.table.sort.length ?? 0) > 0 ? 1 : 0
  const by = query.by === undefined ? 0 : 1
  return categoriesOf(query).length + ranges + (query.suggestors ? 1 : 0) + by + sorted
}

/**
 * The query as address parameters (`q=…&category=…&place=local&suggestors=verified&by=li_berg&display=…&sort=-passes`):
 * a field at its default is left out; the layout, when the query has one, is written whole (bridge-view.ts), so
 * a link restores the display and columns it was made with.
 */
export function encodeListQuery(query: ListQuery): string {
  const clean = cleanListQuery(query)
  const params = new URLSearchParams()
  if (clean.q !== '') params.set(PARAM.q, clean.q)
  // Several categories are the parameter repeated (`category=health&category=transport`), as a form sends them.
  for (const c of categoriesOf(clean)) params.append(PARAM.category, c)
  if (clean.place !== undefined) params.set(PARAM.place, clean.place)
  if (clean.suggestors !== undefined) params.set(PARAM.suggestors, clean.suggestors)
  if (clean.by !== undefined) params.set(PARAM.by, clean.by)
  if (clean.passes !== undefined) params.set(PARAM.passes, rangeParam(clean.passes.min, clean.passes.max))
  if (clean.score !== undefined) params.set(PARAM.score, rangeParam(clean.score.min, clean.score.max))
  if (clean.published !== undefined)
    params.set(PARAM.published, rangeParam(clean.published.from, clean.published.to))
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
  // Bounds as read; cleanListQuery keeps the ones that are numbers or days, in order.
  const numbers = (name: string): Record<string, unknown> | undefined => {
    const b = rangeBounds(params.get(name))
    return b === null ? undefined : { min: numberOf(b[0]), max: numberOf(b[1]) }
  }
  const days = rangeBounds(params.get(PARAM.published))
  return cleanListQuery({
    q: params.get(PARAM.q) ?? '',
    category: params.get(PARAM.category) ?? '',
    categories: params.getAll(PARAM.category),
    place: params.get(PARAM.place),
    suggestors: params.get(PARAM.suggestors),
    by: params.get(PARAM.by),
    passes: numbers(PARAM.passes),
    score: numbers(PARAM.score),
    published: days === null ? undefined : { from: days[0], to: days[1] },
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
