/**
 * The user's saved views, kept by the main process in `saved-views.json` in the user-data folder (not the
 * keychain: a view holds no secret). Changes are made one at a time; each writes the whole file atomically and
 * takes effect in memory only once the file is written, so what the app shows is what a restart will read.
 */
import { said, type Said } from '../../../shared/i18n/said.ts'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { Notice } from '../../../shared/ipc/common.ts'
import type { BridgeView } from '../../../shared/views/saved-view.ts'
import {
  cleanViewName,
  MAX_SAVED_VIEWS,
  MAX_VIEW_NAME,
  sameViewName,
} from '../../../shared/views/saved-view.ts'
import type { SavedView, ViewsImportSummary } from '../../../shared/ipc/views.ts'
import { CoreError } from '../session/core-error.ts'
import { moveAside, writeFileAtomic } from '../files/atomic-file.ts'
import { cannotSave, reasonOf } from '../files/file-problem.ts'
import { saidNotice } from '../words/english-words.ts'
import { readViewsFile, VIEWS_FILE_NAME, viewsFileText } from './views-file.ts'
import { exportFileName, exportText, mergeImport, parseImport } from './views-transfer.ts'

/** The saved views of one user-data folder. */
export interface ViewStore {
  list(): SavedView[]
  /** Saves `view` under a new name; a name another view has is refused. */
  save(name: string, view: BridgeView): Promise<SavedView>
  /** Gives a saved view the current filters and layout, keeping its name. */
  update(id: string, view: BridgeView): Promise<SavedView>
  rename(id: string, name: string): Promise<SavedView>
  remove(id: string): Promise<boolean>
  /** The export file of every saved view, its suggested name and how many views it holds. */
  exportFile(): { text: string; fileName: string; count: number }
  /** Merges an export file's views into the saved ones; a file that is not one is refused as a whole. */
  importFile(text: string): Promise<ViewsImportSummary>
}

/** Where the store lives and its clock. */
export interface ViewStoreOptions {
  dir: string
  now: () => number
}

/** Opens the store: reads and checks the file, moving an unreadable one aside with a notice. */
export async function openViewStore(
  opts: ViewStoreOptions,
): Promise<{ store: ViewStore; notices: Notice[] }> {
  const path = join(opts.dir, VIEWS_FILE_NAME)
  const { views: initial, readOnly, notices } = await loadViews(path, new Date(opts.now()))
  let views: SavedView[] = initial
  let queue: Promise<unknown> = Promise.resolve()

  /** Runs one change after the previous ones; the new list is kept only once it is on disk. */
  const change = <T>(work: (current: SavedView[]) => { next: SavedView[]; result: T }): Promise<T> => {
    const run = queue.then(async () => {
      if (readOnly !== null) throw new CoreError('config', 'views_newer', said(readOnly.id, readOnly.values))
      const { next, result } = work(views)
      try {
        await writeFileAtomic(path, viewsFileText(next))
      } catch (error) {
        throw cannotSave('views', path, error)
      }
      views = next
      return result
    })
    queue = run.catch(() => undefined)
    return run
  }
  const stamp = (): string => new Date(opts.now()).toISOString()
  const find = (current: SavedView[], id: string): SavedView => {
    const found = current.find((v) => v.id === id)
    if (found === undefined)
      throw new CoreError('validation', 'unknown_view', said('errors.views.gone'), 'id')
    return found
  }
  const checkName = (current: SavedView[], raw: string, exceptId: string | null): string => {
    const name = cleanViewName(raw)
    if (name === null)
      throw new CoreError(
        'validation',
        'invalid_payload',
        said('errors.views.name-length', { max: MAX_VIEW_NAME }),
        'name',
      )
    if (current.some((v) => v.id !== exceptId && sameViewName(v.name, name)))
      throw new CoreError(
        'validation',
        'view_name_taken',
        said('errors.views.name-taken', { name: { ltr: name } }),
        'name',
      )
    return name
  }
  const replace = (current: SavedView[], next: SavedView): SavedView[] =>
    current.map((v) => (v.id === next.id ? next : v))

  const store: ViewStore = {
    list: () => [...views],
    save: (rawName, view) =>
      change((current) => {
        const name = checkName(current, rawName, null)
        if (current.length >= MAX_SAVED_VIEWS) {
          throw new CoreError('validation', 'views_full', said('errors.views.full', { max: MAX_SAVED_VIEWS }))
        }
        const at = stamp()
        const saved: SavedView = { id: randomUUID(), name, view, createdAt: at, updatedAt: at }
        return { next: [...current, saved], result: saved }
      }),
    update: (id, view) =>
      change((current) => {
        const next = { ...find(current, id), view, updatedAt: stamp() }
        return { next: replace(current, next), result: next }
      }),
    rename: (id, rawName) =>
      change((current) => {
        const next = { ...find(current, id), name: checkName(current, rawName, id), updatedAt: stamp() }
        return { next: replace(current, next), result: next }
      }),
    remove: (id) =>
      change((current) => {
        const next = current.filter((v) => v.id !== id)
        return { next, result: next.length < current.length }
      }),
    exportFile: () => {
      const at = new Date(opts.now())
      return { text: exportText(views, at), fileName: exportFileName(at), count: views.length }
    },
    importFile: (text) => {
      const parsed = parseImport(text)
      if (!parsed.ok) return Promise.reject(new CoreError('validation', 'views_file_invalid', parsed.message))
      return change((current) => {
        const at = stamp()
        const { views: next, summary } = mergeImport(current, parsed, ({ name, view }) => ({
          id: randomUUID(),
          name,
          view,
          createdAt: at,
          updatedAt: at,
        }))
        return { next, result: summary }
      })
    },
  }
  return { store, notices }
}

/**
 * Reads the file at start. Unreadable content is moved aside (and a notice says where); entries that are not
 * usable are left out, with the original kept aside too. A file of a newer app, or one that cannot be read or
 * moved, is left untouched and the store is read-only (`readOnly` says why), so nothing overwrites it.
 */
async function loadViews(
  path: string,
  now: Date,
): Promise<{ views: SavedView[]; readOnly: Said | null; notices: Notice[] }> {
  let read: Awaited<ReturnType<typeof readViewsFile>>
  try {
    read = await readViewsFile(path)
  } catch (error) {
    const why = said('errors.views.unreadable', { path: { ltr: path }, why: reasonOf(error).why })
    return { views: [], readOnly: why, notices: [saidNotice('views_unreadable', why)] }
  }
  if (read.kind === 'missing') return { views: [], readOnly: null, notices: [] }
  if (read.kind === 'ok') return { views: read.views, readOnly: null, notices: [] }
  if (read.kind === 'newer') {
    const why = said('errors.views.newer', { version: read.version })
    return { views: [], readOnly: why, notices: [saidNotice('views_newer', why)] }
  }
  let kept: string
  try {
    kept = await moveAside(path, now)
  } catch (error) {
    const why = said('errors.views.unmovable', { path: { ltr: path }, why: reasonOf(error).why })
    return { views: [], readOnly: why, notices: [saidNotice('views_unreadable', why)] }
  }
  if (read.kind === 'corrupt') {
    // The parser's reason ("the file is not valid JSON") stays its own words inside the sentence.
    const words = said('errors.views.recovered', { reason: { ltr: read.reason }, kept: { ltr: kept } })
    return { views: [], readOnly: null, notices: [saidNotice('views_recovered', words)] }
  }
  const dropped = said('errors.views.dropped', { n: read.dropped, kept: { ltr: kept } })
  try {
    await writeFileAtomic(path, viewsFileText(read.views))
  } catch {
    // The good views are still shown; the next change writes the file again.
  }
  return { views: read.views, readOnly: null, notices: [saidNotice('views_recovered', dropped)] }
}
