import type { SliceTranslation } from '../../source-message.ts'
import type { components } from './en.ts'

export const componentsDe: SliceTranslation<typeof components> = {
  'components.opening': 'Wird geöffnet…',
  'components.cancel': 'Abbrechen',
  'components.try-again': 'Erneut versuchen',
  'components.stale':
    'Angezeigt werden Daten von {age}; sie konnten nicht aktualisiert werden. {title} {next}',
  'components.stale.earlier':
    'Angezeigt werden frühere Daten; sie konnten nicht aktualisiert werden. {title} {next}',
  'components.last-failure': 'Die letzte Anfrage ({path}, {answer}) ist fehlgeschlagen. {title} {next}',
  'components.no-answer': 'keine Antwort',
  'components.failure-title': '{title}.',
  'components.why': 'Warum?',
  'components.demo': 'Demodaten',
  'components.demo.words': 'Beispielbrücken des eingebauten Dienstes. {add}, um die echten zu sehen.',
  'components.demo.add': 'Fügen Sie Ihren API-Schlüssel hinzu',
  'components.copy-path': 'Pfad kopieren',
  'components.path-copied': 'Pfad kopiert',
  'components.path-not-copied': 'Kopieren nicht möglich; markieren Sie den Pfad',
  'components.show-in-folder': 'Im Ordner zeigen',
  'components.folder-not-shown': 'Ordner konnte nicht geöffnet werden; kopieren Sie den Pfad',
  'components.copy-link': 'Link kopieren',
  'components.link-copied': 'Link kopiert',
  'components.copy-slug': 'Slug kopieren',
  'components.slug-copied': 'Slug kopiert',
  'components.copy-id': 'ID kopieren',
  'components.id-copied': 'ID kopiert',
  'components.copy-username': 'Benutzernamen kopieren',
  'components.username-copied': 'Benutzername kopiert',
  'components.copy-refused': 'Kopieren nicht möglich: Die Zwischenablage hat abgelehnt',
  'components.not-given': 'nicht angegeben',
  'components.verified': 'Verifiziert',
  'components.relative': '{date} ({ago})',
  'components.view-failed': 'Die Ansicht {view} ist fehlgeschlagen',
  'components.view-failed.about':
    'Etwas in dieser Ansicht funktioniert nicht mehr, daher konnte sie nicht angezeigt werden. Der Rest der App funktioniert weiterhin.',
  'components.view-failed.what': 'Fehler: {error}',
  'components.view-failed.reload': 'Ansicht neu laden',
  'components.chart.summary-one': '{title}: {value} am {at}',
  'components.chart.summary': '{title}: {value} am {at}, {last} am {lastAt}',
  'components.chart.at': '{time}: {value}',
  'components.chart.not-recorded': 'nicht erfasst',
  'components.chart.one-reading':
    'Bisher ein Messwert: Eine Linie braucht zwei (die App erfasst alle 5 Minuten).',
  'components.chart.caption': '{title} im Zeitverlauf',
  'components.chart.time': 'Zeit',
}
