/**
 * The main window: restored bounds clamped to the screens, the hardened options of window-options.ts, shown only
 * when ready, bounds saved on close. Its file dialogs are electron/dialogs/file-dialogs.main.ts.
 */
import { BrowserWindow, screen } from 'electron'
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
