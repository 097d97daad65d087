/**
 * What the renderer remembers between runs beside the preferences proper: the recent lookups, where the bridge
 * list was left, the watch list's refresh share and Stats' last visit. Kept by main in the preferences file
 * (shared/ipc/preferences.ts), not in localStorage: the browser preview's origin changes at each start, and its
 * localStorage with it. Read like any input: what is malformed is dropped, the rest kept.
 */

/** One recent lookup: what was typed (trimmed) and the app location it led to. */
export interface RememberedLookup {
  label: string
  href: string
}

/** Where the bridge list was left: its location, its scroll offset (px) and the row that had the focus. */
export interface RememberedListPlace {
  href: string
  offset: number
  focusedIndex: number | null
}

/** Stats' four counters as last seen, and when (epoch ms). */
export interface RememberedStatsVisit {
  at: number
  values: { bridges: number; suggestors: number; passes: number; avgScore: number | null }
}

/** The shares of the requests left a watch-list refresh may use. */
export const WATCH_SHARES = ['10', '25', '50', '100'] as const

/** What is remembered. */
export interface Remembered {
  /** Newest first, at most MAX_REMEMBERED_LOOKUPS. */
  recentLookups: RememberedLookup[]
  listPlace: RememberedListPlace | null
  watchShare: (typeof WATCH_SHARES)[number] | null
  statsVisit: RememberedStatsVisit | null
}

/** How many recent lookups are kept. */
export const MAX_REMEMBERED_LOOKUPS = 10

/** Nothing remembered yet. */
export const NOTHING_REMEMBERED: Remembered = {
  recentLookups: [],
  listPlace: null,
  watchShare: null,
  statsVisit: null,
}

const record = (x: unknown): Record<string, unknown> | null =>
  typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : null
const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x)
/** An app location (`#/…`), as the router writes them; never a link to elsewhere. */
const appHref = (x: unknown, max: number): x is string =>
  typeof x === 'string' && x.length <= max && /^#\/[^\s]*$/.test(x)

function readLookups(x: unknown): RememberedLookup[] {
  if (!Array.isArray(x)) return []
  return x
    .flatMap((e): RememberedLookup[] => {
      const r = record(e)
      if (r === null || typeof r['label'] !== 'string' || !appHref(r['href'], 500)) return []
      return [{ label: r['label'].slice(0, 200), href: r['href'] }]
    })
    .slice(0, MAX_REMEMBERED_LOOKUPS)
}

function readListPlace(x: unknown): RememberedListPlace | null {
  const r = record(x)
  if (r === null || !appHref(r['href'], 2000) || !finite(r['offset']) || r['offset'] < 0) return null
  const focused = r['focusedIndex']
  const focusedIndex = Number.isInteger(focused) && (focused as number) >= 0 ? (focused as number) : null
  return { href: r['href'], offset: Math.min(r['offset'], 1e9), focusedIndex }
}

function readStatsVisit(x: unknown): RememberedStatsVisit | null {
  const r = record(x)
  const v = record(r?.['values'])
  if (r === null || v === null || !finite(r['at'])) return null
  const { bridges, suggestors, passes, avgScore } = v
  if (!finite(bridges) || !finite(suggestors) || !finite(passes)) return null
  if (avgScore !== null && !finite(avgScore)) return null
  return { at: r['at'], values: { bridges, suggestors, passes, avgScore } }
}

/** What `x` (the file's or a payload's) holds that is well formed; the rest is nothing remembered. */
export function readRemembered(x: unknown): Remembered {
  const r = record(x)
  if (r === null) return { ...NOTHING_REMEMBERED }
  return {
    recentLookups: readLookups(r['recentLookups']),
    listPlace: readListPlace(r['listPlace']),
    watchShare: WATCH_SHARES.find((s) => s === r['watchShare']) ?? null,
    statsVisit: readStatsVisit(r['statsVisit']),
  }
}
