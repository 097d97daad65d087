/**
 * A key alert (electron/core/request-log/key-alerts.ts) as a desktop notification: its own words, and urgent only
 * when the service refused the key (every request with it fails until the user acts).
 */
import type { KeyAlert } from '../../shared/ipc/request-log.ts'

/** What the notification says; the shape Electron's Notification options take (title, body, urgency on Linux). */
export interface KeyAlertNotice {
  title: string
  body: string
  urgency: 'normal' | 'critical'
}

/** The notice of one alert. */
export function keyAlertNotice(alert: KeyAlert): KeyAlertNotice {
  return {
    title: alert.title,
    body: alert.body,
    urgency: alert.kind === 'refused' ? 'critical' : 'normal',
  }
}
