/**
 * The saved-views file in the user-data folder (`saved-views.json`): its format, read and checked like any input.
 * It is written atomically and moved aside when unreadable by electron/core/files/atomic-file.ts.
 */
import { readFile } from 'node:fs/promises'
import { fileErrorCode } from '../files/file-problem.ts'
import {
  cleanViewName,
  MAX_SAVED_VIEWS,
  sameViewName,
  sanitizeView,
} from '../../../shared/views/saved-view.ts'
import type { SavedView } from '../../../shared/ipc/views.ts'

/** Name of the file inside the user-data folder. */
export const VIEWS_FILE_NAME = 'saved-views.json'
/** The format version this app writes and reads. */
export const VIEWS_FILE_VERSION = 1
/** A file larger than this is not a saved-views file this app wrote (100 views are far below it). */
export const MAX_VIEWS_FILE_BYTES = 512 * 1024

const VIEW_ID = /^[A-Za-z0-9-]{1,64}$/

/** What reading the file found. */
export type ViewsFileRead =
  | { kind: 'missing' }
  | { kind: 'ok'; views: SavedView[] }
  /** Some entries were unusable: `views` holds the good ones, `dropped` counts the others. */
  | { kind: 'partial'; views: SavedView[]; dropped: number }
  | { kind: 'corrupt'; reason: string }
  | { kind: 'newer'; version: number }

/** Reads and checks the file; an I/O failure other than "missing" is thrown. */
export async function readViewsFile(path: string): Promise<ViewsFileRead> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if (fileErrorCode(error) === 'ENOENT') return { kind: 'missing' }
    throw error
  }
  return parseViewsFile(text)
}

/** Checks the file's text: the envelope must be right, each entry is kept only when it is well formed. */
export function parseViewsFile(text: string): ViewsFileRead {
  if (text.length > MAX_VIEWS_FILE_BYTES) return { kind: 'corrupt', reason: 'the file is far too large' }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return {
      kind: 'corrupt',
      reason: text.trim() === '' ? 'the file is empty' : 'the file is not valid JSON',
    }
  }
  if (!isObject(data)) return { kind: 'corrupt', reason: 'the file is not a list of views' }
  const version = data['version']
  if (typeof version === 'number' && Number.isInteger(version) && version > VIEWS_FILE_VERSION)
    return { kind: 'newer', version }
  if (version !== VIEWS_FILE_VERSION)
    return { kind: 'corrupt', reason: 'the file has an unknown format version' }
  const entries = data['views']
  if (!Array.isArray(entries)) return { kind: 'corrupt', reason: 'the file has no list of views' }
  const views: SavedView[] = []
  for (const entry of entries) {
    const view = savedViewOf(entry)
    const clash = view !== null && views.some((v) => v.id === view.id || sameViewName(v.name, view.name))
    if (view !== null && !clash && views.length < MAX_SAVED_VIEWS) views.push(view)
  }
  const dropped = entries.length - views.length
  return dropped === 0 ? { kind: 'ok', views } : { kind: 'partial', views, dropped }
}

/** One stored entry as a SavedView, or null when any part of it is unusable. */
function savedViewOf(entry: unknown): SavedView | null {
  if (!isObject(entry)) return null
  const { id, name, view, createdAt, updatedAt } = entry
  const cleanName = cleanViewName(name)
  const cleanView = sanitizeView(view)
  if (typeof id !== 'string' || !VIEW_ID.test(id) || cleanName === null || cleanView === null) return null
  if (!isIsoTime(createdAt) || !isIsoTime(updatedAt)) return null
  return { id, name: cleanName, view: cleanView, createdAt, updatedAt }
}

/** The file's content for `views`. */
export function viewsFileText(views: readonly SavedView[]): string {
  return `${JSON.stringify({ version: VIEWS_FILE_VERSION, views }, null, 2)}\n`
}

function isIsoTime(x: unknown): x is string {
  return typeof x === 'string' && x.length <= 40 && Number.isFinite(Date.parse(x))
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
