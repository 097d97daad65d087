/** The application menu in Electron: the template of menu-template.ts, its commands sent to the main window. */
import { Menu, type BrowserWindow } from 'electron'
import { sendEvent } from '../ipc/send-event.main.ts'
import { buildMenuTemplate, MENU_COMMAND_CHANNEL } from './menu-template.ts'

/**
 * Installs the menu; a command goes to `getWindow()`'s window when there is one, and is dropped otherwise.
 * `saveDiagnostics` adds Help → Save diagnostics… once the core is there to build the file.
 */
export function installAppMenu(
  isDev: boolean,
  getWindow: () => BrowserWindow | null,
  saveDiagnostics?: () => void,
): void {
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        isMac: process.platform === 'darwin',
        isDev,
        ...(saveDiagnostics ? { saveDiagnostics } : {}),
        send: (command) => {
          const window = getWindow()
          if (window !== null) sendEvent(window.webContents, MENU_COMMAND_CHANNEL, { command })
        },
      }),
    ),
  )
}
