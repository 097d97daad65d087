/**
 * Saved views: a named BridgeView and the two links that open it (the in-app `#/bridges?…` and the OS-wide
 * `bridge-explorer://bridges?…`). Both links carry the whole view, so a link opens exactly that view on any
 * machine, whether or not the view is saved there. Pure; the names' rules live here once for both sides (the
 * shapes and channels of saved views are in shared/ipc/views.ts).
 */
import {
  DEFAULT_VIEW_LAYOUT,
  layoutFromParams,
  layoutToParams,
  sanitizeView,
  type BridgeView,
} from './bridge-view.ts'
import { DEEP_LINK_SCHEME } from '../net/deep-link.ts'
import { hiddenCharacterIn } from '../text/hidden-characters.ts'

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

/** The view as URL params: filters, then the whole layout (always with `display`, so a link restores it). */
export function viewToParams(view: BridgeView): URLSearchParams {
  const clean = sanitizeView(view) ?? { q: '', category: '', ...DEFAULT_VIEW_LAYOUT }
  const params = new URLSearchParams()
  if (clean.q !== '') params.set('q', clean.q)
  if (clean.category !== '') params.set('category', clean.category)
  return layoutToParams(clean, params)
}

/** Reads a whole view from URL params (filters and layout, the default layout when none); never throws. */
export function viewFromParams(params: URLSearchParams): BridgeView {
  const layout = layoutFromParams(params) ?? DEFAULT_VIEW_LAYOUT
  const q = params.get('q') ?? ''
  const category = params.get('category') ?? ''
  return sanitizeView({ ...layout, q, category }) ?? { ...DEFAULT_VIEW_LAYOUT, q: '', category: '' }
}

/** The in-app location of a view: `#/bridges?…`. */
export function viewHref(view: BridgeView): string {
  return `#/bridges?${viewToParams(view).toString()}`
}

/** The OS-wide link of a view: `bridge-explorer://bridges?…`. */
export function viewDeepLink(view: BridgeView): string {
  return `${DEEP_LINK_SCHEME}://bridges?${viewToParams(view).toString()}`
}
