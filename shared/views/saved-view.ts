/**
 * Saved views: a named BridgeView and the two links that open it (the in-app `#/bridges?…` and the OS-wide
 * `bridge-explorer://bridges?…`). Both links carry the whole view, so a link opens exactly that view on any
 * machine, whether or not the view is saved there. Pure; the names' rules live here once for both sides.
 */
import {
  DEFAULT_VIEW_LAYOUT,
  layoutFromParams,
  layoutToParams,
  sanitizeView,
  type BridgeView,
} from './bridge-view.ts'
import type { Validator } from '../ipc/validate.ts'
import { DEEP_LINK_SCHEME } from '../net/deep-link.ts'

/** A view the user saved under a name. */
export interface SavedView {
  /** Stable id, made by the core (letters, digits, `-`). */
  id: string
  name: string
  view: BridgeView
  /** ISO 8601 times. */
  createdAt: string
  updatedAt: string
}

/** Longest view name, in characters. */
export const MAX_VIEW_NAME = 80
/** Most views kept: far more than a nav can show usefully, and it keeps the file small. */
export const MAX_SAVED_VIEWS = 100

/** A name as stored: trimmed, white space collapsed; null when empty, too long or with control characters. */
export function cleanViewName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  // White space of any kind (a pasted tab or line break) becomes one space; other control characters are refused.
  const name = raw.trim().replace(/\s+/g, ' ')
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return null
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

/** What importing a views file did, entry by entry, so the app can say it in plain words. */
export interface ViewsImportSummary {
  /** Names of the views added (under their new name when renamed). */
  added: string[]
  /** Views whose name was taken by a different view: added under a new name. */
  renamed: { from: string; to: string }[]
  /** Views already saved with the same name and the same filters and layout: not added again. */
  duplicates: string[]
  /** Entries not added, with why (null name when the entry had none usable). */
  skipped: { name: string | null; reason: string }[]
}

/** What exporting the saved views did: written to a file the user chose, or handed back to be downloaded. */
export type ViewsExportResult =
  | { kind: 'file'; file: string; count: number }
  | { kind: 'download'; fileName: string; text: string; count: number }
  | { kind: 'cancelled' }

/** Longest JSON form of a view accepted over IPC: a full table layout is well under 2 KB. */
const MAX_VIEW_JSON = 16 * 1024

/** IPC validator of a view: a plain object of bounded size, read through sanitizeView (unusable parts dropped). */
export function viewPayload(): Validator<BridgeView> {
  return (x, path = 'value') => {
    const fail = (message: string) => ({ ok: false as const, error: `${path}: ${message}` })
    if (typeof x !== 'object' || x === null || Array.isArray(x)) return fail('expected a view object')
    let size: number
    try {
      size = JSON.stringify(x).length
    } catch {
      return fail('is not plain data')
    }
    if (size > MAX_VIEW_JSON) return fail(`must be at most ${MAX_VIEW_JSON} characters as JSON`)
    const view = sanitizeView(x)
    return view === null ? fail('expected a view object') : { ok: true, value: view }
  }
}

/** What importing did: the summary and the file read (null for text the page sent), or nothing chosen. */
export type ViewsImportResult =
  { kind: 'imported'; file: string | null; summary: ViewsImportSummary } | { kind: 'cancelled' }
