/**
 * Saved views: a named BridgeView and the two links that open it (the in-app `#/bridges?…` and the OS-wide
 * `bridge-explorer://bridges?…`). Both links carry the whole view, so a link opens exactly that view on any
 * machine, whether or not the view is saved there. Pure; the names' rules live here once for both sides (the
 * shapes and channels of saved views are in shared/ipc/views.ts).
 */
import { DEFAULT_VIEW_LAYOUT, sanitizeLayout, type ViewLayout } from './bridge-view.ts'
import {
  SEARCH_PLACES,
  SUGGESTORS,
  cleanListQuery,
  cleanUsername,
  decodeListQuery,
  MAX_USERNAME_CHARS,
  encodeListQuery,
  type ListQuery,
} from './list-query.ts'
import { DEEP_LINK_SCHEME } from '../net/deep-link.ts'
import { hiddenCharacterIn } from '../text/hidden-characters.ts'

/**
 * A list query with its layout spelled out: what a saved view stores and a view's link restores, cleaned with the
 * list query's own rules (sanitizeView).
 */
export type BridgeView = ViewLayout & Omit<ListQuery, 'layout'>

/** Longest view name, in characters. */
export const MAX_VIEW_NAME = 80
/** Most views kept: far more than a nav can show usefully, and it keeps the file small. */
export const MAX_SAVED_VIEWS = 100

/**
 * A name as stored: trimmed, white space collapsed; null when empty, too long or with a character that hides what
 * it is (shared/text/hidden-characters.ts: control, direction-control or broken characters).
 */
export function cleanViewName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  // White space of any kind (a pasted tab or line break) becomes one space; other hidden characters are refused.
  const name = raw.trim().replace(/\s+/g, ' ')
  if (hiddenCharacterIn(name) !== null) return null
  return name === '' || name.length > MAX_VIEW_NAME ? null : name
}

/** True when two names would read as the same name in a list (case and spacing ignored). */
export function sameViewName(a: string, b: string): boolean {
  return (
    a.trim().replace(/\s+/g, ' ').toLocaleLowerCase() === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase()
  )
}

/**
 * A view's field that is there but not of its kind (`q: 42`, `place: "moon"`), as `q: expected a string, got
 * number`; null when every field is well-formed or absent. sanitizeView reads such a value as its default, which
 * would save or import another list than the one meant, so the IPC boundary and an import refuse it instead.
 */
export function viewFiltersProblem(o: Record<string, unknown>): string | null {
  for (const field of ['q', 'category'] as const) {
    const v = o[field]
    if (v === undefined || typeof v === 'string') continue
    return `${field}: expected a string, got ${v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v}`
  }
  const choices = { place: SEARCH_PLACES, suggestors: SUGGESTORS } as const
  for (const [field, allowed] of Object.entries(choices)) {
    const v = o[field]
    if (v === undefined || (allowed as readonly unknown[]).includes(v)) continue
    const named = allowed.map((a) => JSON.stringify(a)).join(', ')
    return `${field}: expected one of ${named}, got ${JSON.stringify(v) ?? typeof v}`
  }
  const by = o['by']
  if (by !== undefined && cleanUsername(by) === undefined)
    return typeof by === 'string'
      ? `by: ${hiddenCharacterIn(by) ?? `must be a username of 1 to ${MAX_USERNAME_CHARS} characters`}`
      : `by: expected a string, got ${by === null ? 'null' : Array.isArray(by) ? 'array' : typeof by}`
  return null
}

/**
 * Any value as a well-formed view (its query cleaned by the list query's rules, shared/views/list-query.ts; its
 * layout sanitized), or null when it is not an object. A view saved before a field existed reads it as its default.
 */
export function sanitizeView(x: unknown): BridgeView | null {
  if (typeof x !== 'object' || x === null) return null
  const { layout: _, ...query } = cleanListQuery(x)
  return { ...query, ...sanitizeLayout(x) }
}

/** The list query a view opens: its filters and its whole layout. */
export function queryOfView(view: BridgeView): ListQuery {
  const clean = sanitizeView(view) ?? { q: '', category: '', ...DEFAULT_VIEW_LAYOUT }
  const { display, table, ...query } = clean
  return { ...query, layout: { display, table } }
}

/** The view a list query shows, in `shown` (the layout on screen) when the query names none. */
export function viewOfQuery(query: ListQuery, shown: ViewLayout = DEFAULT_VIEW_LAYOUT): BridgeView {
  const { layout, ...filters } = cleanListQuery(query)
  return { ...filters, ...(layout ?? shown) }
}

/** The view as URL params: its query, with the whole layout (always with `display`, so a link restores it). */
export function viewToParams(view: BridgeView): URLSearchParams {
  return new URLSearchParams(encodeListQuery(queryOfView(view)))
}

/** Reads a whole view from URL params (its query and layout, the default layout when none); never throws. */
export function viewFromParams(params: URLSearchParams): BridgeView {
  return viewOfQuery(decodeListQuery(params))
}

/** The in-app location of a view: `#/bridges?…`. */
export function viewHref(view: BridgeView): string {
  return `#/bridges?${viewToParams(view).toString()}`
}

/** The OS-wide link of a view: `bridge-explorer://bridges?…`. */
export function viewDeepLink(view: BridgeView): string {
  return `${DEEP_LINK_SCHEME}://bridges?${viewToParams(view).toString()}`
}
