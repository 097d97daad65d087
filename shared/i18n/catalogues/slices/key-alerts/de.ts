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
  'key-alerts.line-title': '{title}.',
  'key-alerts.line-link': 'Schlüsselzustand',
  'key-alerts.dismiss': 'Ausblenden',
  'key-alerts.loading': 'Die Einstellungen der Warnungen werden geladen…',
  'key-alerts.title': 'Warnungen',
  'key-alerts.form': 'Schlüsselwarnungen',
  'key-alerts.switch':
    'Benachrichtigen, wenn der verwendete Schlüssel abgelehnt wird, fehlschlägt oder kaum noch Anfragen übrig hat, und wenn der eingetragene Ablauftag eines Schlüssels naht',
  'key-alerts.failing-rule':
    'Fehlschlagend: Mindestens {share} % seiner Anfragen in den letzten {minutes} Minuten sind fehlgeschlagen.',
  'key-alerts.share-label': 'Anteil fehlgeschlagener Anfragen in Prozent',
  'key-alerts.minutes-label': 'Betrachtete Minuten',
  'key-alerts.low-rule': 'Knapp: {share} % oder weniger der Anfragen des Zeitfensters übrig.',
  'key-alerts.headroom-label': 'Anteil übriger Anfragen in Prozent',
  'key-alerts.where':
    'Als Desktop-Benachrichtigung (in der Desktop-App) und als Zeile oben im Fenster. Auf diesem Computer aus dem Anfrageprotokoll ermittelt: Nichts wird irgendwohin gesendet.',
  'key-alerts.save': 'Speichern',
  'key-alerts.saved-on': 'Gespeichert: Warnungen sind an.',
  'key-alerts.saved-off': 'Gespeichert: Warnungen sind aus.',
}
