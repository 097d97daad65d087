/**
 * Key alerts as desktop notifications, from the main process: the page's permissions stay denied
 * (security/web-contents-guards.main.ts), so the renderer never asks for notifications itself. The browser preview
 * has none: it shows the same alerts as a line in the app only. Clicking one brings the window forward.
 */
import { Notification, type BrowserWindow } from 'electron'
import type { Translate } from '../../shared/i18n/translate.ts'
import type { Subscribe } from '../core/session/event-hub.ts'
import { keyAlertNotice } from './key-alert-notice.ts'

/** Shows each `log:did-alert` of the core as a notification; returns the function that stops. */
export function notifyKeyAlerts(
  events: { on: Subscribe },
  getWindow: () => BrowserWindow | null,
  /** The words of the language in force (main-words.ts), read when each alert comes. */
  words: () => Translate,
): () => void {
  return events.on('log:did-alert', (alert) => {
    if (!Notification.isSupported()) return
    const notification = new Notification(keyAlertNotice(alert, words()))
    notification.on('click', () => {
      const window = getWindow()
      if (window === null) return
      if (window.isMinimized()) window.restore()
      window.focus()
    })
    notification.show()
  })
}
