/** The application menu in Electron: the template of menu-template.ts, its commands sent to the main window. */
import { Menu, type BrowserWindow } from 'electron'
import { sendEvent } from '../ipc/send-event.main.ts'
import { buildMenuTemplate, MENU_COMMAND_CHANNEL, type MenuOptions } from './menu-template.ts'

/**
 * Installs the menu; a command goes to `getWindow()`'s window when there is one, and is dropped otherwise.
 * `help` adds Help → Check for updates… and Save diagnostics… once the core is there to answer them, and the
 * words of the language in force; installed again when the language changes.
 */
export function installAppMenu(
  isDev: boolean,
  getWindow: () => BrowserWindow | null,
  help: Pick<MenuOptions, 'saveDiagnostics' | 'checkForUpdates' | 't'> = {},
): void {
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        isMac: process.platform === 'darwin',
        isDev,
        ...help,
        send: (command) => {
          const window = getWindow()
          if (window !== null) sendEvent(window.webContents, MENU_COMMAND_CHANNEL, { command })
        },
      }),
    ),
  )
}
