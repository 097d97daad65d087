import { join } from 'node:path'
import { app, BrowserWindow, session } from 'electron'

// Built layout: dist-electron/main.js (this file), dist-electron/preload.cjs, dist/renderer/index.html.
const here = import.meta.dirname
const devServerUrl = process.env['VITE_DEV_SERVER_URL']

// Every renderer is sandboxed, including any created later (Electron security checklist, item 4).
app.enableSandbox()

// The app has one page: any navigation or new window is either a bug or an attack, so both are refused
// for every web contents (https://www.electronjs.org/docs/latest/tutorial/security#13-disable-or-limit-navigation).
app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event) => event.preventDefault())
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
})

function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1200,
    height: 800,
    title: 'Bridge Explorer',
    show: false,
    webPreferences: {
      preload: join(here, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  })
  window.once('ready-to-show', () => window.show())
  if (devServerUrl !== undefined && !app.isPackaged) {
    void window.loadURL(devServerUrl)
  } else {
    void window.loadFile(join(here, '..', 'dist', 'renderer', 'index.html'))
  }
  return window
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})

void app.whenReady().then(() => {
  // Nothing in the app needs camera, notifications, geolocation, ...: refuse every permission request.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow()
  })
  createMainWindow()
})
