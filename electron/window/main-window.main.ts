/**
 * The main window: restored bounds clamped to the screens, the hardened options of electron/shell/window-options.ts,
 * shown only when ready, bounds saved on close. And the file dialogs of exports and saved views, parented to it.
 */
import { app, BrowserWindow, dialog, screen } from 'electron'
import { exportDialogOptions } from '../dialogs/export-dialog.ts'
import { viewsOpenDialogOptions, viewsSaveDialogOptions } from '../dialogs/views-dialog.ts'
import { mainWindowOptions } from './window-options.ts'
import { loadWindowState, saveWindowState } from './window-state-file.ts'
import { clampBounds } from './window-state.ts'

/** Where the window's parts are. */
export interface MainWindowPaths {
  preloadPath: string
  url: string
  userDataDir: string
}

/** Creates and loads the main window. */
export function createMainWindow(paths: MainWindowPaths): BrowserWindow {
  const saved = loadWindowState(paths.userDataDir)
  const workAreas = [screen.getPrimaryDisplay(), ...screen.getAllDisplays()].map((d) => d.workArea)
  const window = new BrowserWindow(mainWindowOptions(paths.preloadPath, clampBounds(saved, workAreas)))
  if (saved?.maximized === true) window.maximize()
  window.once('ready-to-show', () => window.show())
  window.on('close', () => {
    void saveWindowState(paths.userDataDir, {
      bounds: window.getNormalBounds(),
      maximized: window.isMaximized(),
    }).catch(() => undefined)
  })
  void window.loadURL(paths.url)
  return window
}

/** Asks where to save an export (a sheet of `parent` when there is one); null when cancelled. */
export async function chooseExportFile(
  parent: BrowserWindow | null,
  format: 'csv' | 'json',
  suggestedName: string,
): Promise<string | null> {
  const options = exportDialogOptions(format, suggestedName, app.getPath('downloads'))
  const result =
    parent === null ? await dialog.showSaveDialog(options) : await dialog.showSaveDialog(parent, options)
  return result.canceled || result.filePath === undefined || result.filePath === '' ? null : result.filePath
}

/** Asks where to save, or which file to open, for a saved-views export or import; null when cancelled. */
export async function chooseViewsFile(
  parent: BrowserWindow | null,
  mode: 'save' | 'open',
  suggestedName: string,
): Promise<string | null> {
  const downloads = app.getPath('downloads')
  if (mode === 'save') {
    const options = viewsSaveDialogOptions(suggestedName, downloads)
    const result =
      parent === null ? await dialog.showSaveDialog(options) : await dialog.showSaveDialog(parent, options)
    return result.canceled || result.filePath === undefined || result.filePath === '' ? null : result.filePath
  }
  const options = viewsOpenDialogOptions(downloads)
  const result =
    parent === null ? await dialog.showOpenDialog(options) : await dialog.showOpenDialog(parent, options)
  return result.canceled ? null : (result.filePaths[0] ?? null)
}
