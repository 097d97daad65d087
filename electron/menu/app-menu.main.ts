/** The application menu in Electron: the template of menu-template.ts, its commands sent to the main window. */
import { Menu, type BrowserWindow } from 'electron'
import { sendEvent } from '../ipc/send-event.main.ts'
import { buildMenuTemplate, MENU_COMMAND_CHANNEL } from './menu-template.ts'

/** Installs the menu; a command goes to `getWindow()`'s window when there is one, and is dropped otherwise. */
export function installAppMenu(isDev: boolean, getWindow: () => BrowserWindow | null): void {
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        isMac: process.platform === 'darwin',
        isDev,
        send: (command) => {
          const window = getWindow()
          if (window !== null) sendEvent(window.webContents, MENU_COMMAND_CHANNEL, { command })
        },
      }),
    ),
  )
}
