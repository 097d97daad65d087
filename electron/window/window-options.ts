/**
 * The main window's options. Every security-relevant web preference is spelled out even where it equals
 * Electron's default, so a changed default or a stray edit shows up in review and in the test.
 */
import type { Bounds } from './window-state.ts'

/** The exact web preferences of the main window. */
export interface HardenedWebPreferences {
  preload: string
  contextIsolation: true
  sandbox: true
  nodeIntegration: false
  nodeIntegrationInWorker: false
  nodeIntegrationInSubFrames: false
  webSecurity: true
  allowRunningInsecureContent: false
  experimentalFeatures: false
  webviewTag: false
  spellcheck: false
  navigateOnDragDrop: false
  safeDialogs: true
}

/** The web preferences, given the path of the built preload script. */
export function hardenedWebPreferences(preloadPath: string): HardenedWebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    spellcheck: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
  }
}

/** The smallest window the layout is designed for. */
export const MIN_WINDOW_SIZE = { width: 800, height: 560 } as const

/** Options for `new BrowserWindow`, from the restored bounds. */
export function mainWindowOptions(preloadPath: string, bounds: Bounds) {
  return {
    ...bounds,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    title: 'Bridge Explorer',
    // Shown on ready-to-show, so the user never sees an empty white frame.
    show: false,
    backgroundColor: '#1e1f22',
    webPreferences: hardenedWebPreferences(preloadPath),
  }
}
