/**
 * The file dialogs of exports and saved views, parented to the main window when there is one. What each dialog
 * offers (title, filters, the safe suggested name) is decided by export-dialog.ts and views-dialog.ts beside it,
 * in the words of the language in force (`t`, electron/i18n/main-words.ts).
 */
import { app, dialog, type BrowserWindow } from 'electron'
import type { Translate } from '../../shared/i18n/translate.ts'
import { exportDialogOptions } from './export-dialog.ts'
import { viewsOpenDialogOptions, viewsSaveDialogOptions } from './views-dialog.ts'

/** Asks where to save an export (a sheet of `parent` when there is one); null when cancelled. */
export async function chooseExportFile(
  parent: BrowserWindow | null,
  format: 'csv' | 'json',
  suggestedName: string,
  t: Translate,
): Promise<string | null> {
  const options = exportDialogOptions(format, suggestedName, app.getPath('downloads'), t)
  const result =
    parent === null ? await dialog.showSaveDialog(options) : await dialog.showSaveDialog(parent, options)
  return result.canceled || result.filePath === undefined || result.filePath === '' ? null : result.filePath
}

/** Asks where to save, or which file to open, for a saved-views export or import; null when cancelled. */
export async function chooseViewsFile(
  parent: BrowserWindow | null,
  mode: 'save' | 'open',
  suggestedName: string,
  t: Translate,
): Promise<string | null> {
  const downloads = app.getPath('downloads')
  if (mode === 'save') {
    const options = viewsSaveDialogOptions(suggestedName, downloads, t)
    const result =
      parent === null ? await dialog.showSaveDialog(options) : await dialog.showSaveDialog(parent, options)
    return result.canceled || result.filePath === undefined || result.filePath === '' ? null : result.filePath
  }
  const options = viewsOpenDialogOptions(downloads, t)
  const result =
    parent === null ? await dialog.showOpenDialog(options) : await dialog.showOpenDialog(parent, options)
  return result.canceled ? null : (result.filePaths[0] ?? null)
}
