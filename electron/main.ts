// The main process: lifecycle, the window, the menu, the app protocol and deep links. Thin on purpose: every
// decision is a pure function in electron/shell/ with a unit test; this file only wires them to Electron.
import { join, resolve } from 'node:path'
import { app, BrowserWindow, dialog, Menu, protocol, screen, session, shell } from 'electron'
import { startExplorerHost } from './host/start-host.ts'
import { registerIpc } from './ipc/register.ts'
import { sendEvent } from './ipc/send-event.ts'
import { APP_ENTRY_URL, APP_SCHEME, trustedOrigins } from './shell/app-origin.ts'
import { serveAppRequest } from './shell/app-protocol.ts'
import { DEEP_LINK_SCHEME, findDeepLink, parseDeepLink, type DeepLinkTarget } from './shell/deep-link.ts'
import { exportDialogOptions } from './shell/export-dialog.ts'
import { buildMenuTemplate, MENU_COMMAND_CHANNEL } from './shell/menu-template.ts'
import { isAllowedNavigation, openExternalIfSafe } from './shell/navigation.ts'
import { createQuitGuard } from './shell/quit-guard.ts'
import { sandboxRefusal } from './shell/sandbox-guard.ts'
import { mainWindowOptions } from './shell/window-options.ts'
import { loadWindowState, saveWindowState } from './shell/window-state-file.ts'
import { clampBounds } from './shell/window-state.ts'

// Built layout: dist-electron/main.js (this file), dist-electron/preload.cjs, dist/renderer/.
const here = import.meta.dirname
const rendererDir = join(here, '..', 'dist', 'renderer')
const devServerUrl = app.isPackaged ? undefined : process.env['VITE_DEV_SERVER_URL']
const origins = trustedOrigins(devServerUrl, app.isPackaged)
const isDev = !app.isPackaged

// Must run before `ready`: a standard, secure scheme gets a real origin, so CSP 'self' and the sender check work.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, codeCache: true } },
])
// Every renderer is sandboxed, including any created later (security checklist item 4).
app.enableSandbox()

let mainWindow: BrowserWindow | null = null
let pendingLink: DeepLinkTarget | null = findDeepLink(process.argv)

const sandboxOff = sandboxRefusal(process.argv, app.isPackaged, process.platform)
if (sandboxOff !== null) {
  // Before `ready` the dialog would only reach stderr on Linux.
  void app.whenReady().then(() => {
    dialog.showErrorBox('Bridge Explorer will not start without its sandbox', sandboxOff)
    app.exit(1)
  })
} else if (!app.requestSingleInstanceLock()) {
  // Another instance owns the window; it receives our argv (and any deep link) through `second-instance`.
  app.quit()
} else {
  registerDeepLinks()
  hardenAllWebContents()
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  void app.whenReady().then(start)
}

async function start(): Promise<void> {
  denyAllPermissions()
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(request.url, rendererDir))
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        isMac: process.platform === 'darwin',
        isDev,
        send: (command) => {
          if (mainWindow !== null) sendEvent(mainWindow.webContents, MENU_COMMAND_CHANNEL, { command })
        },
      }),
    ),
  )
  let host: Awaited<ReturnType<typeof startExplorerHost>>
  try {
    host = await startExplorerHost({
      userDataDir: app.getPath('userData'),
      // The demo service backs the app whenever no key is active (the core switches); it runs from the start so
      // that removing the last key falls back to demo data without a restart. `--no-demo` turns it off.
      demo: !process.argv.includes('--no-demo'),
      chooseExportFile,
      openExternal: (url) => openExternalIfSafe(url, (safe) => shell.openExternal(safe)),
      appVersion: app.getVersion(),
    })
  } catch (error) {
    dialog.showErrorBox('Bridge Explorer could not start', String(error))
    app.exit(1)
    return
  }
  const unbind = registerIpc(host.core, () => mainWindow, origins)
  const guard = createQuitGuard(
    async () => {
      unbind()
      await host.stop()
    },
    () => app.quit(),
    (message) => console.error(message),
  )
  app.on('before-quit', (event) => {
    if (!guard.beforeQuit()) event.preventDefault()
  })
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createMainWindow()
  })
  mainWindow = createMainWindow()
}

function createMainWindow(): BrowserWindow {
  const userData = app.getPath('userData')
  const saved = loadWindowState(userData)
  const workAreas = [screen.getPrimaryDisplay(), ...screen.getAllDisplays()].map((d) => d.workArea)
  const window = new BrowserWindow(
    mainWindowOptions(join(here, 'preload.cjs'), clampBounds(saved, workAreas)),
  )
  if (saved?.maximized === true) window.maximize()
  window.once('ready-to-show', () => window.show())
  window.on('close', () => {
    void saveWindowState(userData, {
      bounds: window.getNormalBounds(),
      maximized: window.isMaximized(),
    }).catch(() => undefined)
  })
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null
  })
  window.webContents.on('did-finish-load', () => {
    if (pendingLink !== null) sendEvent(window.webContents, 'navigation:did-request', pendingLink)
    pendingLink = null
  })
  void window.loadURL(devServerUrl ?? APP_ENTRY_URL)
  return window
}

async function chooseExportFile(format: 'csv' | 'json', suggestedName: string): Promise<string | null> {
  const options = exportDialogOptions(format, suggestedName, app.getPath('downloads'))
  const result =
    mainWindow === null
      ? await dialog.showSaveDialog(options)
      : await dialog.showSaveDialog(mainWindow, options)
  return result.canceled || result.filePath === undefined || result.filePath === '' ? null : result.filePath
}

// https://www.electronjs.org/docs/latest/tutorial/security#13-disable-or-limit-navigation and #14: applied to
// every web contents, so a window or frame created by mistake is held to the same rules.
function hardenAllWebContents(): void {
  app.on('web-contents-created', (_event, contents) => {
    const guard = (event: { preventDefault(): void }, url: string): void => {
      if (!isAllowedNavigation(url, origins)) event.preventDefault()
    }
    contents.on('will-navigate', (event, url) => guard(event, url))
    contents.on('will-redirect', (event, url) => guard(event, url))
    contents.on('will-attach-webview', (event) => event.preventDefault())
    contents.setWindowOpenHandler(() => ({ action: 'deny' }))
  })
}

// Nothing in the app needs camera, notifications, clipboard-read, HID, ...: every request and check says no.
function denyAllPermissions(): void {
  const ses = session.defaultSession
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  ses.setPermissionCheckHandler(() => false)
  ses.setDevicePermissionHandler(() => false)
}

function registerDeepLinks(): void {
  if (process.defaultApp && process.argv[1] !== undefined) {
    // Unpackaged (`electron .`): the OS must start Electron with the app path before the link.
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [resolve(process.argv[1])])
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME)
  }
  // Windows and Linux: a second launch hands its argv (with the link) to this instance.
  app.on('second-instance', (_event, argv) => deliverLink(findDeepLink(argv)))
  // macOS: the link arrives as an event, possibly before `ready`.
  app.on('open-url', (event, url) => {
    event.preventDefault()
    deliverLink(parseDeepLink(url))
  })
}

function deliverLink(target: DeepLinkTarget | null): void {
  const window = mainWindow
  if (window === null || window.isDestroyed() || window.webContents.isLoading()) {
    if (target !== null) pendingLink = target
    return
  }
  if (window.isMinimized()) window.restore()
  window.focus()
  if (target !== null) sendEvent(window.webContents, 'navigation:did-request', target)
}
