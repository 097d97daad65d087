import type { SliceTranslation } from '../../source-message.ts'
import type { keyAlerts } from './en.ts'

export const keyAlertsDe: SliceTranslation<typeof keyAlerts> = {
  'key-alerts.failing-title': '„{label}“ schlägt fehl',
  'key-alerts.headroom-title': '„{label}“ hat kaum noch Anfragen übrig',
  'key-alerts.refused-title': '„{label}“ wurde abgelehnt',
  'key-alerts.expiring-title':
    '{days, plural, =0 {„{label}“ läuft heute ab} =1 {„{label}“ läuft morgen ab} other {„{label}“ läuft in # Tagen ab}}',
  'key-alerts.failing-body':
    '{failed, number} von {attempts, plural, one {# Anfrage} other {# Anfragen}} in {minutes, plural, one {der letzten Minute} other {den letzten # Minuten}} sind fehlgeschlagen. Die Entwicklerseite zeigt, welche.',
  'key-alerts.headroom-body':
    'Noch {remaining, number} von {limit, plural, one {# Anfrage} other {# Anfragen}} übrig, bis das Limit zurückgesetzt wird. Danach warten Anfragen auf das Zurücksetzen.',
  'key-alerts.refused-invalid':
    'Der Dienst kennt diesen Schlüssel nicht. Prüfen Sie ihn unter „Schlüssel“ oder fügen Sie dort einen neuen hinzu.',
  'key-alerts.refused-revoked':
    'Laut Dienst wurde dieser Schlüssel widerrufen. Fügen Sie unter „Schlüssel“ einen neuen hinzu.',
  'key-alerts.refused-expired':
    'Laut Dienst ist dieser Schlüssel abgelaufen. Fügen Sie unter „Schlüssel“ einen neuen hinzu.',
  'key-alerts.refused-access':
    'Laut Dienst ist der API-Zugang des Kontos nicht freigegeben. Anfragen mit diesem Schlüssel schlagen fehl.',
  'key-alerts.expiring-body':
    'Sie haben vermerkt, dass er am {day} abläuft. Fügen Sie vorher unter „Schlüssel“ seinen Ersatz hinzu.',
}
