/**
 * Saved views: the channels that list, save, rename, remove, export and import them, and what those answer. The
 * names' rules and the links that open a view stay in shared/views/saved-view.ts, which both sides use without IPC.
 */
import { MAX_VIEW_NAME, sanitizeView, viewFiltersProblem, type BridgeView } from '../views/saved-view.ts'
import type { ChannelTable } from './common.ts'
import { none, object, optional, plainText, str, type Validator } from './validate.ts'

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
    // The filters are the view: one that is not text is refused, never read as an empty search.
    const notText = viewFiltersProblem(x as Record<string, unknown>)
    if (notText !== null) return { ok: false, error: `${path}.${notText}` }
    const view = sanitizeView(x)
    return view === null ? fail('expected a view object') : { ok: true, value: view }
  }
}

/** What importing did: the summary and the file read (null for text the page sent), or nothing chosen. */
export type ViewsImportResult =
  { kind: 'imported'; file: string | null; summary: ViewsImportSummary } | { kind: 'cancelled' }

const viewId = str({ min: 1, max: 64, pattern: /^[A-Za-z0-9-]+$/ })
// Names are checked again by the store (trimmed, white space collapsed): loose bound here, but no hidden characters.
const viewName = plainText({ min: 1, max: MAX_VIEW_NAME * 2 })

/** The saved views' invoke channels. */
export const viewsChannels = {
  'views:list': { method: 'listViews', request: none },
  'views:save': { method: 'saveView', request: object({ name: viewName, view: viewPayload() }) },
  'views:update': { method: 'updateView', request: object({ id: viewId, view: viewPayload() }) },
  'views:rename': { method: 'renameView', request: object({ id: viewId, name: viewName }) },
  'views:remove': { method: 'removeView', request: object({ id: viewId }) },
  'views:export': { method: 'exportViews', request: none },
  /** `text`: the file the page read (browser preview); absent: the desktop app asks with an open dialog. */
  'views:import': { method: 'importViews', request: object({ text: optional(str({ max: 512 * 1024 })) }) },
} as const satisfies ChannelTable

/** The result type of each saved-views channel. */
export interface ViewsResults {
  'views:list': SavedView[]
  'views:save': SavedView
  'views:update': SavedView
  'views:rename': SavedView
  'views:remove': { removed: boolean }
  'views:export': ViewsExportResult
  'views:import': ViewsImportResult
}
