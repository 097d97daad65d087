/**
 * The catalogue domain's channels and DTOs: a local copy of the public bridge list, built in the background
 * within a share of the key's budget, so the app can sort, count and look up what the API cannot (pages of at
 * most 100, no sort, no lookup by id, no counts: openapi.yaml listBridges, docs/api-assumptions.md rows 2-3). The contract combines these maps with
 * one line each (`...catalogueChannels`, `extends CatalogueResults`, `extends CatalogueEventPayloads`).
 */
import type { Said } from '../i18n/said.ts'
import { LIST_SORTS } from '../views/list-query.ts'
import { categoriesField, daysField, rangeField, suggestorField } from './common.ts'
import {
  arrayOf,
  bool,
  checkSaid,
  int,
  none,
  nullable,
  num,
  object,
  oneOf,
  optional,
  str,
  type Checked,
  type Validator,
} from './validate.ts'

/** What the catalogue is doing for the current service. */
const CATALOGUE_STATES = ['building', 'paused', 'complete', 'idle', 'off'] as const
/** One of CATALOGUE_STATES. */
export type CatalogueState = (typeof CATALOGUE_STATES)[number]

/**
 * Why a walk stopped until something changes. `key_unreadable`: the key in use could not be read from the system
 * keychain (locked, or the key deleted there); no request was sent, so nothing says the service refused it.
 * `write_refused`: the system refused to write the catalogue file (SQLite's I/O error: a file-size limit, a failing
 * disk), told apart from a full disk (`disk_full`) since the fix differs.
 */
const PAUSE_REASONS = [
  'key_refused',
  'key_scope',
  'key_unreadable',
  'disk_full',
  'write_refused',
  'bound_reached',
] as const
/** One of the reasons above. */
export type CataloguePauseReason = (typeof PAUSE_REASONS)[number]

/**
 * Why the catalogue does not answer for the key in use: the service refused the key (401), or the key lacks the
 * `read:public` scope (403). The catalogue is per service, so it answers only for a key that may read it itself.
 */
const WITHHELD_REASONS = ['key_refused', 'key_scope'] as const
/** One of the reasons above. */
export type CatalogueWithheldReason = (typeof WITHHELD_REASONS)[number]

/** The shares of a window the user may give to background work (electron/core/api/background-budget.ts). */
export const CATALOGUE_SHARE_PERCENTS = [10, 25, 50, 100] as const
/** One of CATALOGUE_SHARE_PERCENTS. */
export type CatalogueSharePercent = (typeof CATALOGUE_SHARE_PERCENTS)[number]

/** Bounds of the full-refresh interval the user may set: an hour to 30 days. */
export const CATALOGUE_REFRESH_BOUNDS = { min: 3_600_000, max: 30 * 86_400_000 } as const

/** The catalogue of the current service, as the status line and the settings show it. */
export interface CatalogueStatus {
  /** The service the catalogue is filed under (the demo's stable name in demo mode); null with no service. */
  service: string | null
  state: CatalogueState
  /** Set when state is 'paused'; `message` says it in words. */
  pause: { reason: CataloguePauseReason; message: string } | null
  /** Rows held that the last complete walk still saw (or that were read since). */
  rows: number
  /** Rows a complete walk no longer saw: shown as gone, never silently kept. */
  gone: number
  /** The service's own count (`/stats`), when the key could read it. */
  estimatedTotal: number | null
  /** True once a full walk has ended; a later refresh keeps it true. */
  complete: boolean
  /** When the last full walk ended (epoch ms). */
  completedAt: number | null
  /** How long ago that was (ms); null before the first complete walk. */
  ageMs: number | null
  /** Estimated time to the end of the walk in progress. */
  etaMs: number | null
  sharePercent: CatalogueSharePercent
  refreshIntervalMs: number
  /** Size of the catalogue file (every service's rows). */
  bytesOnDisk: number
  /** The last failure that did not pause the walk (it retries), in words; null when none. */
  lastError: string | null
  /** Set while the key in use may not read public data: the catalogue's reads then fail with the key's refusal. */
  withheld: { reason: CatalogueWithheldReason; message: string } | null
  /** Set when a damaged file was set aside at start and a new one begun. */
  recovered: { movedTo: string; reason: string } | null
  /** Set when catalogue.sqlite cannot be opened at all: the catalogue then lives in memory for this run. */
  unavailable: string | null
  /** The status in one sentence, in English for logs ("Catalogue: 1,400 of about 2,000 bridges, complete in about 2 min"). */
  text: string
  /** The same sentence by code, for the renderer to word in the language in force (shared/i18n/said.ts). */
  said: Said
}

/** What Delete did: the status after it, and the disk space it gave back. */
export interface CatalogueDeleted {
  status: CatalogueStatus
  /** Bytes the catalogue file and its write-ahead log shrank by. */
  freedBytes: number
  /**
   * Set when the space stayed with the file (the catalogue fills it again before it grows): the disk lacked the
   * room to compact the file once (`needBytes` free, `freeBytes` there), or compacting failed (`message`).
   */
  kept:
    { reason: 'no_room'; needBytes: number; freeBytes: number } | { reason: 'failed'; message: string } | null
}

/** One bridge as the catalogue holds it: every summary field, what a detail adds when seen, and when it was read. */
export interface CatalogueBridge {
  id: string
  slug: string
  title: string
  category: string
  published_at: string
  passes: number
  score: number
  suggestor: { username: string; verified: boolean }
  /** From `/bridges/{slug}` when the app has read it; null until then. */
  suggestion: string | null
  domain: string | null
  /** When the row was last read from the service (epoch ms). */
  readAt: number
  gone: boolean
}

/** Sort orders of catalogue:search: the list's (shared/views/list-query.ts). */
export const CATALOGUE_SORTS = LIST_SORTS
/** One of CATALOGUE_SORTS. */
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]

/** Inclusive bounds of a number; an absent bound does not limit. */
export interface CatalogueRange {
  min?: number | undefined
  max?: number | undefined
}

/**
 * What narrows the catalogue's rows: words, categories (any of them; `category` is the one a link of an older
 * version names), the suggestors' verified mark, one suggestor (`by`, a username matched whatever its case), and
 * ranges of passes, score and publication day (`YYYY-MM-DD`, UTC days, both included).
 */
export interface CatalogueFilter {
  q?: string | undefined
  category?: string | undefined
  categories?: readonly string[] | undefined
  verified?: boolean | undefined
  by?: string | undefined
  passes?: CatalogueRange | undefined
  score?: CatalogueRange | undefined
  published?: { from?: string | undefined; to?: string | undefined } | undefined
}

/** One page of catalogue:search with the count of every match. */
export interface CatalogueSearchResult {
  total: number
  offset: number
  rows: CatalogueBridge[]
  /**
   * Each category asked for and the one the catalogue matched: itself in any case, else the nearest spelling it
   * holds (a typo), or null when none is near. Absent when no category was asked for.
   */
  categories?: { asked: string; matched: string | null }[]
}

/** What a typed text names, and what it could have meant when it names nothing. */
export interface CatalogueLookup {
  kind: 'id' | 'slug' | 'title' | 'username' | 'none'
  bridges: CatalogueBridge[]
  usernames: string[]
  /** Close spellings the catalogue holds (typos), for "did you mean". */
  suggestions: { usernames: string[]; titles: string[] }
}

/** Counts for filters. */
export interface CatalogueFacets {
  categories: { category: string; count: number }[]
  /** Bridges by verified and by unverified suggestors, and the suggestors themselves. */
  verified: { bridges: number; suggestors: number }
  unverified: { bridges: number; suggestors: number }
}

/**
 * Counts for the rows a filter matches (catalogue:query-facets): each category's among the matches of the rest of
 * the filter (its categories left out, so every category stays choosable), the bridges by verified and unverified
 * suggestors among the matches of the rest (its verified mark left out), and the matches of the whole filter.
 */
export interface CatalogueQueryFacets {
  categories: { category: string; count: number }[]
  verified: { bridges: number }
  unverified: { bridges: number }
  total: number
}

/** A suggestor ranked in the insights. */
export interface CatalogueSuggestor {
  username: string
  verified: boolean
  bridges: number
  passes: number
}

/** Figures over the whole catalogue (rows not gone). */
export interface CatalogueInsights {
  byCategory: { category: string; bridges: number; passes: number }[]
  /** Publications per month of published_at, `YYYY-MM`, oldest first. */
  perMonth: { month: string; count: number }[]
  /** The earliest published_at held (ISO, UTC), or null when none: whether the first month is whole. */
  firstPublishedAt: string | null
  topByPasses: CatalogueSuggestor[]
  topByBridges: CatalogueSuggestor[]
  /** Scores in bins of 10 (`from` inclusive, `to` exclusive). */
  scoreHistogram: { from: number; to: number; count: number }[]
}

const text = str({ min: 1, max: 200 })
const sharePercent = (x: unknown, path?: string): Checked<CatalogueSharePercent> => {
  const r = int({ min: 10, max: 100 })(x, path)
  if (!r.ok) return r
  return (CATALOGUE_SHARE_PERCENTS as readonly number[]).includes(r.value)
    ? { ok: true, value: r.value as CatalogueSharePercent }
    : { ok: false, error: `${path ?? 'value'}: must be one of ${CATALOGUE_SHARE_PERCENTS.join(', ')}` }
}

const count = int({ min: 0, max: Number.MAX_SAFE_INTEGER })
const ms = num({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })
const words = str({ max: 10_000 })
const reasonWords = <R extends string>(reasons: readonly R[]) =>
  nullable(object({ reason: oneOf(reasons), message: words }))

/**
 * A status as main sends it, checked where it travels as text: the JSON beside the first screen's drawing
 * (renderer/src/lib/first-screen.ts reads it like any input). Unknown fields are refused, as in a request.
 */
export const checkCatalogueStatus: Validator<CatalogueStatus> = object({
  service: nullable(words),
  state: oneOf(CATALOGUE_STATES),
  pause: reasonWords(PAUSE_REASONS),
  rows: count,
  gone: count,
  estimatedTotal: nullable(count),
  complete: bool,
  completedAt: nullable(ms),
  ageMs: nullable(ms),
  etaMs: nullable(ms),
  sharePercent,
  refreshIntervalMs: ms,
  bytesOnDisk: count,
  lastError: nullable(words),
  withheld: reasonWords(WITHHELD_REASONS),
  recovered: nullable(object({ movedTo: words, reason: words })),
  unavailable: nullable(words),
  text: words,
  said: checkSaid,
})

const split = object({ bridges: count, suggestors: count })

/** The fields of a CatalogueFilter, checked, for the channels that take one. */
const filterFields = {
  q: optional(str({ max: 200 })),
  category: optional(str({ max: 100 })),
  categories: optional(categoriesField),
  verified: optional(bool),
  by: optional(suggestorField),
  passes: optional(rangeField),
  score: optional(rangeField),
  published: optional(daysField),
}

/** The facets as main sends them, checked as checkCatalogueStatus is. */
export const checkCatalogueFacets: Validator<CatalogueFacets> = object({
  categories: arrayOf(object({ category: words, count }), 10_000),
  verified: split,
  unverified: split,
})

/** The catalogue's invoke channels: renderer method name and payload validator, as in contract.ts. */
export const catalogueChannels = {
  'catalogue:status': { method: 'getCatalogueStatus', request: none },
  'catalogue:search': {
    method: 'searchCatalogue',
    request: object({
      ...filterFields,
      sort: optional(oneOf(CATALOGUE_SORTS)),
      offset: optional(int({ min: 0, max: 10_000_000 })),
      limit: optional(int({ min: 1, max: 200 })),
      includeGone: optional(bool),
    }),
  },
  'catalogue:get': {
    method: 'getCatalogueBridge',
    request: object({ id: optional(text), slug: optional(text) }),
  },
  'catalogue:lookup': { method: 'lookupCatalogue', request: object({ text }) },
  'catalogue:facets': { method: 'getCatalogueFacets', request: none },
  /** The facets of the rows a filter matches: category counts leave its categories out, as Datasette's do. */
  'catalogue:query-facets': { method: 'getCatalogueQueryFacets', request: object(filterFields) },
  'catalogue:insights': { method: 'getCatalogueInsights', request: none },
  /** Insights over the rows a filter matches ("these 297 bridges"); the whole catalogue's without one. */
  'catalogue:query-insights': { method: 'getCatalogueQueryInsights', request: object(filterFields) },
  'catalogue:titles': { method: 'getCatalogueTitles', request: object({ slugs: arrayOf(text, 1000) }) },
  'catalogue:settings': {
    method: 'setCatalogueSettings',
    request: object({
      sharePercent: optional(sharePercent),
      refreshIntervalMs: optional(int(CATALOGUE_REFRESH_BOUNDS)),
      enabled: optional(bool),
    }),
  },
  'catalogue:rebuild': { method: 'rebuildCatalogue', request: none },
  /** Reads the rest of the walk in progress now, at the whole window (the user waits for it: a costed scan). */
  'catalogue:hurry': { method: 'hurryCatalogue', request: none },
  'catalogue:delete': { method: 'deleteCatalogue', request: none },
} as const

/** The result type of each catalogue channel. */
export interface CatalogueResults {
  'catalogue:status': CatalogueStatus
  'catalogue:search': CatalogueSearchResult
  'catalogue:get': { bridge: CatalogueBridge | null }
  'catalogue:lookup': CatalogueLookup
  'catalogue:facets': CatalogueFacets
  'catalogue:query-facets': CatalogueQueryFacets
  'catalogue:insights': CatalogueInsights
  'catalogue:query-insights': CatalogueInsights
  /** Slug → title for the slugs the catalogue holds (a profile lists slugs only). */
  'catalogue:titles': { titles: Record<string, string> }
  'catalogue:settings': CatalogueStatus
  'catalogue:rebuild': CatalogueStatus
  'catalogue:hurry': CatalogueStatus
  'catalogue:delete': CatalogueDeleted
}

/** A catalogue channel's name. */
export type CatalogueChannel = keyof typeof catalogueChannels

/** The validated payload type of a catalogue channel. */
export type CatalogueRequestOf<C extends CatalogueChannel> =
  ReturnType<(typeof catalogueChannels)[C]['request']> extends Checked<infer T> ? T : never

/** Events of the catalogue domain. */
export interface CatalogueEventPayloads {
  'catalogue:did-change': CatalogueStatus
}

/** The catalogue's event channels, for the contract's list. */
export const catalogueEventChannels = [
  'catalogue:did-change',
] as const satisfies readonly (keyof CatalogueEventPayloads)[]
