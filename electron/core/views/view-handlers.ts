/**
 * views:* channels. Export and import go through the host's file dialogs when it has them (the desktop app); the
 * browser preview has none, so there the export's text goes back to the page to be downloaded and the import's
 * text comes from the page's file input. A file the desktop export wrote may then be shown in its folder, like
 * a bridges export.
 */
import { stat, readFile } from 'node:fs/promises'
import type { ViewsExportResult } from '../../../shared/ipc/views.ts'
import { CoreError } from '../session/core-error.ts'
import type { ExplorerCoreOptions, Implementations } from '../session/types.ts'
import { writeFileAtomic } from '../files/atomic-file.ts'
import { cannotRead, cannotSave } from '../files/file-problem.ts'
import { MAX_VIEWS_FILE_BYTES } from './views-file.ts'
import type { ViewStore } from './view-store.ts'
import { said } from '../../../shared/i18n/said.ts'

type ViewChannels =
  | 'views:list'
  | 'views:save'
  | 'views:update'
  | 'views:rename'
  | 'views:remove'
  | 'views:export'
  | 'views:import'

/** What the view handlers need: the store, the host's dialogs, and a way to allow Show in folder for a file. */
export interface ViewHandlerContext {
  store: ViewStore
  opts: Pick<ExplorerCoreOptions, 'chooseViewsFile'>
  /** Marks a file this core wrote, so shell:show-in-folder accepts it. */
  noteWritten: (file: string) => void
}

/** Handlers of the saved-views channels. */
export function viewHandlers(ctx: ViewHandlerContext): Pick<Implementations, ViewChannels> {
  const { store } = ctx
  return {
    'views:list': async () => store.list(),
    'views:save': ({ name, view }) => store.save(name, view),
    'views:update': ({ id, view }) => store.update(id, view),
    'views:rename': ({ id, name }) => store.rename(id, name),
    'views:remove': async ({ id }) => ({ removed: await store.remove(id) }),
    'views:export': () => exportViews(ctx),
    'views:import': async ({ text }) => {
      if (text !== undefined) return { kind: 'imported', file: null, summary: await store.importFile(text) }
      const choose = ctx.opts.chooseViewsFile
      if (choose === undefined) {
        throw new CoreError('validation', 'invalid_payload', 'payload.text: choose a file to import', 'text')
      }
      const file = await choose('open', '')
      if (file === null) return { kind: 'cancelled' }
      return { kind: 'imported', file, summary: await store.importFile(await readImportFile(file)) }
    },
  }
}

async function exportViews(ctx: ViewHandlerContext): Promise<ViewsExportResult> {
  const { text, fileName, count } = ctx.store.exportFile()
  const choose = ctx.opts.chooseViewsFile
  if (choose === undefined) return { kind: 'download', fileName, text, count }
  const file = await choose('save', fileName)
  if (file === null) return { kind: 'cancelled' }
  try {
    await writeFileAtomic(file, text)
  } catch (error) {
    throw cannotSave('views_export', file, error, 'views')
  }
  ctx.noteWritten(file)
  return { kind: 'file', file, count }
}

/** The chosen file's text, refused before reading when it is far larger than any views file. */
async function readImportFile(file: string): Promise<string> {
  try {
    const info = await stat(file)
    if (!info.isFile())
      throw new CoreError(
        'validation',
        'views_file_invalid',
        said('errors.views.not-a-file', { file: { ltr: file } }),
      )
    if (info.size > MAX_VIEWS_FILE_BYTES) {
      throw new CoreError('validation', 'views_file_invalid', said('errors.views.too-large'))
    }
    return await readFile(file, 'utf8')
  } catch (error) {
    if (error instanceof CoreError) throw error
    throw cannotRead(file, error, 'nothing_imported')
  }
}
