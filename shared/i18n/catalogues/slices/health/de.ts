import type { SliceTranslation } from '../../source-message.ts'
import type { health } from './en.ts'

export const healthDe: SliceTranslation<typeof health> = {
  'health.title': 'Schlüsselzustand',
  'health.export': 'Als {format} exportieren…',
  'health.saved-csv':
    'Zustand des Schlüssels gespeichert ({rows, plural, one {# Zeile} other {# Zeilen}}) als {file}',
  'health.not-saved': 'Nicht gespeichert: {why}',
  'health.about':
    'Aus dem Anfrageprotokoll auf diesem Computer: Nichts wird irgendwohin gesendet. Anfragen, die die App selbst abgebrochen hat, sind nicht enthalten.',
  'health.reading': 'Das Anfrageprotokoll wird gelesen…',
  'health.window': 'Aktuelles Zeitfenster',
  'health.window-other-key':
    'Nur für den verwendeten Schlüssel: Der Dienst nennt das verbleibende Kontingent mit jeder Antwort.',
  'health.errors': 'Fehler',
  'health.failed-of':
    '{failed, number} von {attempts, plural, one {# Anfrage} other {# Anfragen}} fehlgeschlagen',
  'health.col.error': 'Fehler',
  'health.col.count': 'Anzahl',
  'health.col.last': 'Zuletzt',
  'health.no-answer-code': 'Keine Antwort ({code})',
  'health.open-last': ': den letzten Fehler {error} bei {endpoint} im Anfrage-Inspektor öffnen',
  'health.latency': 'Latenz',
  'health.no-answers': 'Keine Antworten in diesem Zeitraum.',
  'health.col.answers': 'Antworten',
  'health.in-ms': 'in Millisekunden',
  'health.times-note': 'Zeiten in Millisekunden. p95: 95 von 100 Antworten kamen mindestens so schnell.',
  'health.never': 'Nie erfolgreich aufgerufene Endpunkte',
  'health.all-succeeded': 'Dieser Schlüssel hat von jedem Endpunkt eine erfolgreiche Antwort erhalten.',
  'health.never-tried': 'nie versucht',
  'health.tried': '{n, plural, one {# Mal} other {# Mal}} versucht, letzte Antwort {status}',
  'health.tried-no-answer': '{n, plural, one {# Mal} other {# Mal}} versucht, keine Antwort',
  'health.window.unknown': 'Unbekannt bis zur nächsten Antwort des Dienstes',
  'health.window.new':
    'Ein neues Zeitfenster mit {limit, plural, one {# Anfrage} other {# Anfragen}} hat begonnen',
  'health.window.left':
    'Noch {remaining, number} von {limit, plural, one {# Anfrage} other {# Anfragen}} · zurückgesetzt in {time}',
  'health.window.used-up': 'Aufgebraucht: Anfragen warten {time} auf das Zurücksetzen',
  'health.window.idle': 'Keine Anfragen in der letzten Minute: Nichts wird knapp',
  'health.window.lasts':
    'Bei diesem Tempo ({n, number} pro Minute) reicht das Kontingent bis zum Zurücksetzen',
  'health.window.runs-out': 'Bei diesem Tempo ({n, number} pro Minute) ist es in etwa {time} aufgebraucht',
}
