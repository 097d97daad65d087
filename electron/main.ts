// The main process: lifecycle, the menu, the app protocol, the host and IPC. Thin on purpose: the shell is grouped
// by concern (window/, deep-links/, ipc/, preload/, protocol/, menu/, dialogs/, security/, lifecycle/), each
// decision a pure function with a unit test beside the concern's Electron part (*.main.ts); HOUSE_STYLE.md
// "The shape of the house". tests/unit/main.built.test.ts runs the built result against a stand-in of electron.
import { join } from 'node:path'
import { app, BrowserWindow, dialog, net, session, shell } from 'electron'
import { routeDeepLinks, type DeepLinkRouter } from './deep-links/deep-link-router.main.ts'
import { chooseDiagnosticsPath, saveDiagnostics } from './diagnostics/save-diagnostics.main.ts'
import { chooseExportFile, chooseViewsFile } from './dialogs/file-dialogs.main.ts'
import { createProxySignIn, proxyKeychain } from './core/net/proxy-sign-in.ts'
import { startExplorerHost } from './host/start-host.ts'
import { registerIpc } from './ipc/register.main.ts'
import { closeWindows } from './lifecycle/close-windows.ts'
import { createQuitGuard } from './lifecycle/quit-guard.ts'
import { installAppMenu } from './menu/app-menu.main.ts'
import { createNetTransport } from './net/net-fetch.main.ts'
import { notifyKeyAlerts } from './notifications/key-alerts.main.ts'
import { APP_ENTRY_URL, trustedOrigins } from './protocol/app-origin.ts'
import { registerAppScheme, serveAppScheme } from './protocol/app-protocol.main.ts'
import { keptFirstScreen, keptPreferences, type FirstScreenData } from './protocol/first-screen-document.ts'
import type { Translate } from '../shared/i18n/translate.ts'
import { englishWords, mainWords, watchPreferences } from './i18n/main-words.ts'
import { wordSaid } from '../shared/i18n/said.ts'
import { checkSaid } from '../shared/ipc/validate.ts'
import { openExternalIfSafe } from './security/navigation.ts'
import { sandboxRefusal } from './security/sandbox-guard.ts'
import { denyAllPermissions, guardAllWebContents } from './security/web-contents-guards.main.ts'
import { checkForUpdatesAtStart, checkForUpdatesNow, electronUpdatesPort } from './updates/updates.main.ts'
import { drawnViewport } from './window/drawn-viewport.ts'
import { createMainWindow } from './window/main-window.main.ts'

// Built layout: dist-electron/main.js (this file), dist-electron/preload.cjs, dist/renderer/.
const here = import.meta.dirname
const rendererDir = join(here, '..', 'dist', 'renderer')
const devServerUrl = app.isPackaged ? undefined : process.env['VITE_DEV_SERVER_URL']
const origins = trustedOrigins(devServerUrl, app.isPackaged)
const isDev = !app.isPackaged

// Before `ready`: the scheme must be privileged before any window exists.
registerAppScheme()
// Every renderer is sandboxed, including any created later (security checklist item 4).
app.enableSandbox()

/** How long quitting waits for a window to close (and its page to write what it kept) before it stops anyway. */
const WINDOW_CLOSE_LIMIT_MS = 3000

let mainWindow: BrowserWindow | null = null
let deepLinks: DeepLinkRouter | null = null
// What the document's first screen is drawn from, once the core has started (electron/protocol/first-screen-document.ts).
let opening: (() => Promise<FirstScreenData>) | null = null

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
  deepLinks = routeDeepLinks(process.argv, () => mainWindow)
  guardAllWebContents(origins)
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  void app.whenReady().then(start)
}

async function start(): Promise<void> {
  denyAllPermissions()
  const firstScreen = serveAppScheme(rendererDir, async () => (opening === null ? null : opening()))
  let host: Awaited<ReturnType<typeof startExplorerHost>>
  // The words of main's own dialogs, menu and notifications: English at once, then the preferences' language and
  // again whenever Settings changes it (docs/i18n.md).
  let words: Translate = englishWords
  // Remembered proxy sign-ins live in the system keychain, beside the keys but in a corner of their own.
  const proxySignIn = createProxySignIn({ keychain: proxyKeychain() })
  try {
    host = await startExplorerHost({
      userDataDir: app.getPath('userData'),
      // The demo service backs the app whenever no key is active (the core switches); it runs from the start so
      // that removing the last key falls back to demo data without a restart. `--no-demo` turns it off.
      demo: !process.argv.includes('--no-demo'),
      chooseExportFile: (format, suggestedName) => chooseExportFile(mainWindow, format, suggestedName, words),
      chooseViewsFile: (mode, suggestedName) => chooseViewsFile(mainWindow, mode, suggestedName, words),
      openExternal: (url) => openExternalIfSafe(url, (safe) => shell.openExternal(safe)),
      // The core calls this only for a file one of its exports wrote in this session (export-handlers.ts).
      showItemInFolder: (file) => shell.showItemInFolder(file),
      appVersion: app.getVersion(),
      // Chromium's network stack: the system's proxy and PAC settings and the OS trust store (README "Proxy and
      // certificates"); certificates are never accepted here beyond what Chromium trusts.
      transport: createNetTransport({
        net,
        session: session.defaultSession,
        // A proxy that asks for a sign-in is answered from the window (electron/net/request-fetch.ts).
        signingIn: {
          request: (options) => net.request({ ...options, session: session.defaultSession }),
          signIn: proxySignIn,
        },
      }),
      proxySignIn,
      updates: electronUpdatesPort(
        { userDataDir: app.getPath('userData') },
        () => mainWindow,
        () => words,
      ),
      chooseDiagnosticsFile: (name) => chooseDiagnosticsPath(name, () => mainWindow, words),
    })
  } catch (error) {
    // Before the preferences can be read: in the system's language (docs/i18n.md), the reason said by code where
    // the core has it.
    const t = await mainWords({ language: null, formats: null }).catch(() => englishWords)
    const said = (error as { said?: unknown } | null)?.said
    const reason = checkSaid(said)
    dialog.showErrorBox(t('errors.could-not-start'), reason.ok ? wordSaid(t, reason.value) : String(error))
    app.exit(1)
    return
  }
  opening = async () =>
    keptFirstScreen(host.core.handlers, {
      deepLinkPending: deepLinks?.hasPending() === true,
      // The window's size, so the list lays out as many rows as it shows (window/drawn-viewport.ts).
      viewport: drawnViewport(mainWindow?.getContentSize(), mainWindow?.webContents.getZoomFactor() ?? 1),
    })
  // Its first drawing runs now, while the window is being made, rather than while the window waits for it.
  firstScreen.warm()
  // Installed once the core exists: Help → Save diagnostics… builds its file there. In English at once, then in
  // the language of the preferences, and again whenever Settings changes it (docs/i18n.md).
  const help = {
    saveDiagnostics: () => void saveDiagnostics(host.core.handlers, () => mainWindow, words),
    checkForUpdates: () =>
      void checkForUpdatesNow(
        { userDataDir: app.getPath('userData') },
        () => mainWindow,
        () => words,
      ),
  }
  installAppMenu(isDev, () => mainWindow, help)
  // The key alerts' notifications are worded in the same language as the menu, from the same moment.
  const menuIn = async (preferences: Parameters<typeof mainWords>[0]): Promise<void> => {
    words = await mainWords(preferences)
    installAppMenu(isDev, () => mainWindow, { ...help, t: words })
  }
  void keptPreferences(host.core.handlers).then(menuIn)
  const core = watchPreferences(host.core, (preferences) => void menuIn(preferences))
  const unbind = registerIpc(core, () => mainWindow, origins)
  const stopAlerts = notifyKeyAlerts(
    host.core.events,
    () => mainWindow,
    () => words,
  )
  const guard = createQuitGuard(
    async () => {
      stopAlerts()
      // The page's last writes land while the core still answers (lifecycle/close-windows.ts).
      await closeWindows(BrowserWindow.getAllWindows(), WINDOW_CLOSE_LIMIT_MS)
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
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = openWindowOf(host)
  })
  mainWindow = openWindowOf(host)
  void checkForUpdatesAtStart(
    { userDataDir: app.getPath('userData') },
    () => mainWindow,
    () => words,
  )
}

/** The main window; when its web contents go away, exports it started stop unless let run in the background. */
function openWindowOf(host: { core: { abandonExports(): void } }): BrowserWindow {
  const window = openMainWindow()
  window.webContents.once('destroyed', () => host.core.abandonExports())
  return window
}

function openMainWindow(): BrowserWindow {
  const window = createMainWindow({
    preloadPath: join(here, 'preload.cjs'),
    url: devServerUrl ?? APP_ENTRY_URL,
    userDataDir: app.getPath('userData'),
  })
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null
  })
  window.webContents.on('did-finish-load', () => deepLinks?.pageLoaded(window))
  return window
}
