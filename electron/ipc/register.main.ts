/**
 * The one place ipcMain is bound: every channel of the contract goes through the sender check and then the core
 * (which validates the payload). The decisions live in bind-channels.ts beside it, tested without Electron.
 */
import { ipcMain, type BrowserWindow } from 'electron'
import type { CorePort } from '../core/app/index.ts'
import { bindChannels } from './bind-channels.ts'
import { sendEvent } from './send-event.main.ts'

/** Binds all invoke channels and core events to `getWindow()`'s window; returns the function that unbinds them. */
export function registerIpc(
  core: CorePort,
  getWindow: () => BrowserWindow | null,
  trustedOrigins: readonly string[],
): () => void {
  const live = (): BrowserWindow | null => {
    const window = getWindow()
    return window === null || window.isDestroyed() ? null : window
  }
  return bindChannels({
    registry: ipcMain,
    core,
    windowId: () => live()?.webContents.id ?? null,
    trustedOrigins,
    sendEvent: (channel, payload) => {
      const window = live()
      if (window !== null) sendEvent(window.webContents, channel, payload)
    },
    log: (message) => console.warn(`[security] ${message}`),
  })
}
