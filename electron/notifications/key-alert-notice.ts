/**
 * A key alert (electron/core/request-log/key-alerts.ts) as a desktop notification: its own words, in the
 * language main words in (electron/i18n/main-words.ts), and urgent only when the service refused the key
 * (every request with it fails until the user acts).
 */
import { wordSaid } from '../../shared/i18n/said.ts'
import type { Translate } from '../../shared/i18n/translate.ts'
import type { KeyAlert } from '../../shared/ipc/request-log.ts'

/** What the notification says; the shape Electron's Notification options take (title, body, urgency on Linux). */
export interface KeyAlertNotice {
  title: string
  body: string
  urgency: 'normal' | 'critical'
}

/** The notice of one alert. */
export function keyAlertNotice(alert: KeyAlert, t: Translate): KeyAlertNotice {
  return {
    title: wordSaid(t, alert.titleSaid),
    body: wordSaid(t, alert.bodySaid),
    urgency: alert.kind === 'refused' ? 'critical' : 'normal',
  }
}
