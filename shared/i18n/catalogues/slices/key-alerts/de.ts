import type { SliceTranslation } from '../../source-message.ts'
import type { keyAlerts } from './en.ts'

export const keyAlertsDe: SliceTranslation<typeof keyAlerts> = {
  'key-alerts.failing-title': '„{label}“ schlägt fehl',
  'key-alerts.headroom-title': '„{label}“ hat kaum noch Anfragen übrig',
  'key-alerts.refused-title': '„{label}“ wurde abgelehnt',
  'key-alerts.expiring-title':
    '{days, plural, =0 {„{label}“ läuft heute ab} =1 {„{label}“ läuft morgen ab} other {„{label}“ läuft in # Tagen ab}}',
}
