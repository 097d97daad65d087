/**
 * The user's preferences the main process keeps in the user-data folder (`preferences.json`), so the first screen
 * can be drawn from them: whether the developer tools show in the navigation, whether the welcome was read, the
 * page the user was on when they left (the app opens there again), the theme, the bridges' list or table layout
 * and the size of the window the app was last shown in.
 */
import { canonicalFormats, isLanguage, LANGUAGES, PSEUDO_LANGUAGE, type Language } from '../i18n/locales.ts'
import { sanitizeLayout, type ViewLayout } from '../views/bridge-view.ts'
import { NOTHING_REMEMBERED, readRemembered, type Remembered } from '../views/remembered.ts'
import type { ChannelTable } from './common.ts'
import { bool, int, none, object, oneOf, optional, str, type Validator } from './validate.ts'

/** The theme choices: follow the system, or force light or dark. */
export const THEMES = ['system', 'light', 'dark'] as const

/** A theme choice. */
export type ThemeChoice = (typeof THEMES)[number]

/** What is kept. */
export interface Preferences {
  /** The developer tools (Rate limit, Developer, Key usage) are listed in the navigation. */
  developerTools: boolean
  /** The welcome that says what a bridge, a pass and a suggestor are was read and closed. */
  welcomed: boolean
  /** The app's location (`#/stats`) the user was on last, or null. */
  lastPage: string | null
  /**
   * The theme chosen, or null before any was chosen here (the system's). Kept by main, not in localStorage, so
   * the document main serves is already in it (no flash of the other theme before the script runs).
   */
  theme: ThemeChoice | null
  /**
   * The bridges' display and table layout as last shown, what `#/bridges` without a layout of its own opens; null
   * before any was shown here (the list, the table's identifiers hidden). Kept by main for the same reason as the
   * theme: the list or table main draws before any script is the one the renderer then adopts.
   */
  bridgesLayout: ViewLayout | null
  /**
   * The window's inner size in CSS pixels as the renderer last reported it, or null: what the first screen is
   * drawn for where main has no window to measure (the browser preview), so it lays out as many rows as the
   * window shows, at the row height of a narrow window when it was narrow.
   */
  viewport: Viewport | null
  /** The language chosen in Settings, or null: the system's (docs/i18n.md). */
  language: Language | null
  /** The region of formats chosen (a BCP 47 tag such as de-CH), or null: the system's. */
  formats: string | null
  /** Recent lookups, the list's place, the watch share, Stats' last visit (shared/views/remembered.ts). */
  remembered: Remembered
}

/** What preferences:set takes to go back to following the system's language or formats. */
export const FOLLOW_SYSTEM = 'system'

/** A kept language as the file holds it, or null (the system's) when it is not one the app shows. */
export const readLanguage = (x: unknown): Language | null => (isLanguage(x) ? x : null)

/** A kept region of formats as the file holds it, canonical, or null (the system's) when it is not a tag. */
export const readFormats = (x: unknown): string | null => (typeof x === 'string' ? canonicalFormats(x) : null)

/** A window's inner size in CSS pixels. */
export interface Viewport {
  width: number
  height: number
}

/** A new user's preferences: no developer tools, the welcome not yet read, no page left. */
export const DEFAULT_PREFERENCES: Preferences = {
  developerTools: false,
  welcomed: false,
  lastPage: null,
  theme: null,
  bridgesLayout: null,
  viewport: null,
  language: null,
  formats: null,
  remembered: NOTHING_REMEMBERED,
}

/** Smallest and largest window side kept, in CSS pixels (a 320 px phone-sized window up to a wall of screens). */
export const VIEWPORT_BOUNDS = { min: 100, max: 20_000 } as const

/** A window size as the file or a payload holds it, or null when it is not one (missing, wrong type, out of bounds). */
export function readViewport(x: unknown): Viewport | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return null
  const { width, height } = x as Record<string, unknown>
  const side = (n: unknown): n is number =>
    Number.isInteger(n) && (n as number) >= VIEWPORT_BOUNDS.min && (n as number) <= VIEWPORT_BOUNDS.max
  return side(width) && side(height) ? { width, height } : null
}

/** Longest JSON form of a layout kept: a full table layout is well under 2 KB (shared/ipc/views.ts). */
export const MAX_LAYOUT_JSON = 8 * 1024

const TABLE_FIELDS = ['order', 'hidden', 'widths', 'sort'] as const

/**
 * A kept layout as the file or a payload holds it, or why it is refused. A plain object of bounded size with a
 * known display and a table of the known fields only; column ids or widths the table cannot use are dropped
 * (sanitizeLayout), as a saved view's are. Anything else is refused whole rather than half read: the first
 * screen then draws the default layout.
 */
export function checkLayout(x: unknown): { ok: true; value: ViewLayout } | { ok: false; error: string } {
  const plain = (v: unknown): v is Record<string, unknown> => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return false
    const proto = Object.getPrototypeOf(v) as unknown
    return proto === Object.prototype || proto === null
  }
  if (!plain(x)) return { ok: false, error: 'expected a layout object' }
  let size: number
  try {
    size = JSON.stringify(x).length
  } catch {
    return { ok: false, error: 'is not plain data' }
  }
  if (size > MAX_LAYOUT_JSON)
    return { ok: false, error: `must be at most ${MAX_LAYOUT_JSON} characters as JSON` }
  const extra = Object.keys(x).find((k) => k !== 'display' && k !== 'table')
  if (extra !== undefined) return { ok: false, error: `has an unknown field "${extra.slice(0, 40)}"` }
  if (x['display'] !== 'list' && x['display'] !== 'table')
    return { ok: false, error: 'display must be one of list, table' }
  const table = x['table']
  if (!plain(table)) return { ok: false, error: 'table must be an object' }
  const unknownColumnField = Object.keys(table).find((k) => !(TABLE_FIELDS as readonly string[]).includes(k))
  if (unknownColumnField !== undefined)
    return { ok: false, error: `table has an unknown field "${unknownColumnField.slice(0, 40)}"` }
  for (const list of ['order', 'hidden', 'sort'] as const)
    if (table[list] !== undefined && !Array.isArray(table[list]))
      return { ok: false, error: `table.${list} must be a list` }
  if (table['widths'] !== undefined && !plain(table['widths']))
    return { ok: false, error: 'table.widths must be an object' }
  return { ok: true, value: sanitizeLayout(x) }
}

/** IPC validator of a kept layout (checkLayout). */
const layoutPayload: Validator<ViewLayout> = (x, path = 'value') => {
  const checked = checkLayout(x)
  return checked.ok ? checked : { ok: false, error: `${path}: ${checked.error}` }
}

/** IPC validator of a window size: whole CSS pixels within VIEWPORT_BOUNDS, no other field. */
const viewportPayload: Validator<Viewport> = object({
  width: int(VIEWPORT_BOUNDS),
  height: int(VIEWPORT_BOUNDS),
})

/** IPC validator of a region of formats: a well-formed BCP 47 tag, or FOLLOW_SYSTEM. */
const formatsPayload: Validator<string> = (x, path = 'value') =>
  x === FOLLOW_SYSTEM || (typeof x === 'string' && canonicalFormats(x) !== null)
    ? { ok: true, value: x as string }
    : { ok: false, error: `${path}: expected a language tag such as de-CH, or "${FOLLOW_SYSTEM}"` }
/** Longest JSON form of what is remembered: ten lookups and three small records are far shorter. */
const MAX_REMEMBERED_JSON = 16 * 1024

/** IPC validator of what is remembered: a bounded object, read as the file is (readRemembered). */
const rememberedPayload: Validator<Remembered> = (x, path = 'value') => {
  let size = Infinity
  try {
    size = JSON.stringify(x)?.length ?? Infinity
  } catch {
    // not plain data: refused below
  }
  if (typeof x !== 'object' || x === null || Array.isArray(x) || size > MAX_REMEMBERED_JSON)
    return {
      ok: false,
      error: `${path}: expected an object of at most ${MAX_REMEMBERED_JSON} characters as JSON`,
    }
  return { ok: true, value: readRemembered(x) }
}

/** Longest location kept as the last page (the router's own locations are far shorter). */
export const MAX_LAST_PAGE_CHARS = 2000

/** A location the app can open: its own hash route and nothing else (never a link to elsewhere). */
export const LAST_PAGE = /^#\/[^\s]*$/

/** The preferences' invoke channels. */
export const preferencesChannels = {
  'preferences:get': { method: 'getPreferences', request: none },
  'preferences:set': {
    method: 'setPreferences',
    request: object({
      developerTools: optional(bool),
      welcomed: optional(bool),
      lastPage: optional(str({ min: 2, max: MAX_LAST_PAGE_CHARS, pattern: LAST_PAGE })),
      theme: optional(oneOf(THEMES)),
      bridgesLayout: optional(layoutPayload),
      viewport: optional(viewportPayload),
      language: optional(oneOf([...LANGUAGES, PSEUDO_LANGUAGE, FOLLOW_SYSTEM])),
      formats: optional(formatsPayload),
      remembered: optional(rememberedPayload),
    }),
  },
} as const satisfies ChannelTable

/** The result type of each preferences channel (the preferences as now kept). */
export interface PreferencesResults {
  'preferences:get': Preferences
  'preferences:set': Preferences
}
