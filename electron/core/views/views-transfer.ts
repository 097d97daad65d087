/**
 * The export/import file of saved views: a small, versioned JSON document (`{ format, version, exportedAt,
 * views: [{ name, view }] }`). An imported file comes from anywhere, so every entry is checked on its own and
 * merged with clear outcomes: added, added under a new name, already saved, or skipped with the reason.
 */
import type { BridgeView } from '../../../shared/views/saved-view.ts'
import { hiddenCharacterIn } from '../../../shared/text/hidden-characters.ts'
import {
  cleanViewName,
  MAX_SAVED_VIEWS,
  MAX_VIEW_NAME,
  sameViewName,
  sanitizeView,
  viewFiltersProblem,
  viewToParams,
} from '../../../shared/views/saved-view.ts'
import type { SavedView, ViewsImportSummary } from '../../../shared/ipc/views.ts'
import { MAX_VIEWS_FILE_BYTES } from './views-file.ts'

/** The `format` marker of an export file, so another JSON file is told apart from ours. */
export const VIEWS_EXPORT_FORMAT = 'bridge-explorer-views'
const EXPORT_VERSION = 1
/** Entries read from one file at most: a file with more is not one we wrote. */
const MAX_IMPORT_ENTRIES = 1000

/** The export file's text for `views`. */
export function exportText(views: readonly SavedView[], at: Date): string {
  const entries = views.map((v) => ({ name: v.name, view: v.view }))
  const doc = {
    format: VIEWS_EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: at.toISOString(),
    views: entries,
  }
  return `${JSON.stringify(doc, null, 2)}\n`
}

/** `bridge-explorer-views-2026-03-14.json`: what the file holds and from when. */
export function exportFileName(at: Date): string {
  return `bridge-explorer-views-${at.toISOString().slice(0, 10)}.json`
}

/** An import entry that passed its checks. */
export interface ImportEntry {
  name: string
  view: BridgeView
}

/** The entries of an import file, or a message saying why the file as a whole cannot be used. */
export type ParsedImport =
  | { ok: true; entries: ImportEntry[]; skipped: ViewsImportSummary['skipped'] }
  | { ok: false; message: string }

/** Reads an import file's text; entries that are unusable are listed with their reason, not dropped. */
export function parseImport(text: string): ParsedImport {
  if (text.length > MAX_VIEWS_FILE_BYTES)
    return { ok: false, message: 'This file is too large to be a saved-views file (over 512 KB).' }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ok: false, message: 'This file is not a saved-views file: it is not valid JSON.' }
  }
  if (!isObject(data) || data['format'] !== VIEWS_EXPORT_FORMAT) {
    return {
      ok: false,
      message: 'This file is not a saved-views file exported by Bridge Explorer (it has no "format" marker).',
    }
  }
  if (data['version'] !== EXPORT_VERSION) {
    return {
      ok: false,
      message: `This saved-views file has format version ${String(data['version'])}, which this version of Bridge Explorer cannot read. Update the app to import it.`,
    }
  }
  const list = data['views']
  if (!Array.isArray(list)) return { ok: false, message: 'This saved-views file has no list of views.' }
  if (list.length > MAX_IMPORT_ENTRIES)
    return {
      ok: false,
      message: `This file lists ${list.length} views; at most ${MAX_IMPORT_ENTRIES} are read.`,
    }
  const entries: ImportEntry[] = []
  const skipped: ViewsImportSummary['skipped'] = []
  for (const raw of list) {
    const entry = isObject(raw) ? raw : {}
    const name = cleanViewName(entry['name'])
    const view = isObject(entry['view']) ? sanitizeView(entry['view']) : null
    // A name that hides what it is is named by its problem, not shown back (it would disguise itself there too).
    // The same rule as a name typed in the app (shared/ipc/views.ts): a file comes from anywhere.
    const hidden = typeof entry['name'] === 'string' ? hiddenCharacterIn(entry['name']) : null
    const notText = isObject(entry['view']) ? viewFiltersProblem(entry['view']) : null
    if (hidden !== null) {
      skipped.push({ name: null, reason: `its name ${hidden}` })
    } else if (name === null) {
      const shown = typeof entry['name'] === 'string' ? entry['name'].slice(0, MAX_VIEW_NAME) : null
      skipped.push({ name: shown, reason: `it has no usable name (1 to ${MAX_VIEW_NAME} characters)` })
    } else if (view === null) {
      skipped.push({ name, reason: 'it has no filters or layout' })
    } else if (notText !== null) {
      skipped.push({ name, reason: `a filter is not well-formed (${notText})` })
    } else entries.push({ name, view })
  }
  return { ok: true, entries, skipped }
}

/**
 * Merges imported entries into `current` (which is not changed): an entry with the name and the view of a saved
 * one is a duplicate; a name taken by another view gets " (2)", " (3)", …; past MAX_SAVED_VIEWS entries are
 * skipped. `make` turns an accepted entry into a SavedView (id and times).
 */
export function mergeImport(
  current: readonly SavedView[],
  parsed: { entries: readonly ImportEntry[]; skipped: ViewsImportSummary['skipped'] },
  make: (entry: ImportEntry) => SavedView,
): { views: SavedView[]; summary: ViewsImportSummary } {
  const views = [...current]
  const summary: ViewsImportSummary = { added: [], renamed: [], duplicates: [], skipped: [...parsed.skipped] }
  for (const entry of parsed.entries) {
    const key = viewToParams(entry.view).toString()
    const sameName = views.find((v) => sameViewName(v.name, entry.name))
    if (sameName !== undefined && viewToParams(sameName.view).toString() === key) {
      summary.duplicates.push(entry.name)
      continue
    }
    if (views.length >= MAX_SAVED_VIEWS) {
      summary.skipped.push({
        name: entry.name,
        reason: `the limit of ${MAX_SAVED_VIEWS} saved views is reached`,
      })
      continue
    }
    const name = sameName === undefined ? entry.name : freeName(views, entry.name)
    if (name !== entry.name) summary.renamed.push({ from: entry.name, to: name })
    views.push(make({ name, view: entry.view }))
    summary.added.push(name)
  }
  return { views, summary }
}

/** `name (2)`, `name (3)`, …: the first such name no saved view has, shortened to fit the length limit. */
export function freeName(views: readonly SavedView[], name: string): string {
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`
    const candidate = `${name.slice(0, MAX_VIEW_NAME - suffix.length).trimEnd()}${suffix}`
    if (!views.some((v) => sameViewName(v.name, candidate))) return candidate
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
