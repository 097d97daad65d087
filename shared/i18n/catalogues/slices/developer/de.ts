import type { SliceTranslation } from '../../source-message.ts'
import type { developer } from './en.ts'

export const developerDe: SliceTranslation<typeof developer> = {
  'developer.intro':
    'Jede Anfrage, die die App gesendet hat, mit dem, was zurückkam. Schlüssel werden auf ihre letzten Zeichen gekürzt; „Als {curl} kopieren“ nennt den Schlüssel {variable}.',
  'developer.usage-link': 'Schlüsselnutzung und Berechtigungsmatrix',
  'developer.request-log': 'Anfrageprotokoll',
  'developer.copied': 'Kopiert. Es verwendet {variable}: Führen Sie zuerst {command} in Ihrer Shell aus.',
  'developer.your-api-key': 'Ihr API-Schlüssel',
  'developer.not-copied': 'Nicht kopiert: {why}',
  'developer.clipboard-failed': 'In die Zwischenablage konnte nicht geschrieben werden.',
  'developer.not-saved': 'Nicht gespeichert: {title}. {next}',
  'developer.notices.title': 'Ankündigungen des Dienstes',
  'developer.notices.none':
    'Bisher keine. Wenn der Dienst ankündigt, dass sich ein Endpunkt ändert oder abgeschaltet wird (Header {deprecation} und {sunset}), erscheint das hier. Auch die Prüfung eines Schlüssels in der Ansicht „Schlüssel“ meldet solche Ankündigungen.',
  'developer.notice.deprecated': '{path} ist veraltet',
  'developer.notice.deprecated-since': '{path} ist seit {since} veraltet',
  'developer.notice.deprecated-sunset': '{path} ist veraltet und funktioniert ab {sunset} nicht mehr',
  'developer.notice.deprecated-since-sunset':
    '{path} ist seit {since} veraltet und funktioniert ab {sunset} nicht mehr',
  'developer.notice.sunset': '{path} funktioniert ab {sunset} nicht mehr',
  'developer.notice.end': '{notice}.',
  'developer.notice.end-when': '{notice} ({when}).',
  'developer.notice.used-by': 'Verwendet von: {views}.',
  'developer.notice.seen': 'Zuerst gesehen {first}, zuletzt gesehen {last}.',
  'developer.view.export': 'Export',
  'developer.view.bridge-detail': 'Brückendetails',
  'developer.view.profiles': 'Profile',
  'developer.view.key-check': 'Schlüsselprüfung',
  'developer.link.what-changes': 'Was sich ändert ({host})',
  'developer.link.about-sunset': 'Zur Abschaltung ({host})',
  'developer.link.open-title': '{url} im Browser öffnen?',
  'developer.link.open': 'Im Browser öffnen',
  'developer.link.unchecked':
    'Der Dienst hat diesen Link mit seiner Ankündigung gesendet; die App hat die Website nicht geprüft.',
  'developer.sunset.badge': 'Abschaltung {when}: {path}',
  'developer.sunset.label':
    '{past, select, yes {{path} hat {when} aufgehört zu funktionieren} other {{path} funktioniert {when} nicht mehr}}. Öffnen Sie die Entwickleransicht.',
  'developer.sunset.label-used':
    '{past, select, yes {{path} hat {when} aufgehört zu funktionieren} other {{path} funktioniert {when} nicht mehr}}; verwendet von: {views}. Öffnen Sie die Entwickleransicht.',
}
