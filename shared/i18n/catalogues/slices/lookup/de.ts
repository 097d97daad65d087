import type { SliceTranslation } from '../../source-message.ts'
import type { lookup } from './en.ts'

export const lookupDe: SliceTranslation<typeof lookup> = {
  'lookup.field': 'Benutzername, Brücke oder Link',
  'lookup.look-up': 'Nachschlagen',
  'lookup.looking-up': 'Wird nachgeschlagen…',
  'lookup.hint':
    'Ein Benutzername ({user}), der Name einer Brücke ({slug}), ihre ID ({id}) oder ihr Titel, ein Profil- oder Brücken-Link des Dienstes oder ein {scheme}-Link.',
  'lookup.recent': 'Zuletzt nachgeschlagen',
  'lookup.nothing-yet': 'Noch nichts nachgeschlagen.',
  'lookup.clear-recent': 'Verlauf des Nachschlagens löschen',
  'lookup.text.empty':
    'Geben Sie einen Benutzernamen oder den Namen einer Brücke ein, oder fügen Sie einen Link ein.',
  'lookup.text.too-long': 'Das ist zu lang für einen Benutzernamen oder einen Link.',
  'lookup.text.other-scheme': 'Nur Web-Links und {scheme}-Links können nachgeschlagen werden.',
  'lookup.text.unreadable-url': 'Dieser Link konnte nicht gelesen werden.',
  'lookup.text.words':
    'Ein Benutzername oder der Name einer Brücke enthält keine Leerzeichen oder Schrägstriche. Fügen Sie den ganzen Link ein, falls Sie einen haben.',
  'lookup.bad-name': 'Dieser Link enthält einen Namen, den der Dienst nicht vergeben haben kann.',
  'lookup.not-item-link': 'Dieser Link führt weder zu einem Profil noch zu einer Brücke.',
  'lookup.no-app-location': 'Diese Stelle in der App gibt es nicht.',
  'lookup.id.no-catalogue':
    'Der Dienst findet Brücken über Link oder Namen, nicht über die ID, und der Katalog auf diesem Computer enthält keine Brücken zum Durchsuchen. Fügen Sie den Link der Brücke ein oder suchen Sie sie unter „Brücken“.',
  'lookup.id.reading':
    '{rows, plural, one {Die # Brücke, die der Katalog auf diesem Computer bisher gelesen hat, hat diese ID nicht.} other {Keine der # Brücken, die der Katalog auf diesem Computer bisher gelesen hat, hat diese ID.}}',
  'lookup.id.complete':
    '{rows, plural, one {Die # Brücke im Katalog auf diesem Computer (die ganze Liste) hat diese ID nicht.} other {Keine der # Brücken im Katalog auf diesem Computer (die ganze Liste) hat diese ID.}}',
  'lookup.id.complete-age':
    '{rows, plural, one {Die # Brücke im Katalog auf diesem Computer (die ganze Liste, aktualisiert {age}) hat diese ID nicht.} other {Keine der # Brücken im Katalog auf diesem Computer (die ganze Liste, aktualisiert {age}) hat diese ID.}}',
  'lookup.error': '{title}. {nextStep}',
  'lookup.error-scope': '{title}: Ihm fehlt die Berechtigung {scope}. {nextStep}',
  'lookup.no-user-at-link': 'Unter diesem Link gibt es keine Person.',
  'lookup.no-bridge-at-link': 'Unter diesem Link gibt es keine Brücke.',
  'lookup.no-such-name':
    'Keine Person und keine Brücke heißt „{name}“. Prüfen Sie die Schreibweise oder fügen Sie den ganzen Link ein.',
  'lookup.no-title': 'Kein Brückentitel im Katalog enthält „{title}“.',
  'lookup.not-among-newest':
    'Auch nicht unter den {newest, number} neuesten Brücken des Dienstes. Prüfen Sie die ID oder fügen Sie den Link der Brücke ein.',
  'lookup.found': 'Im Katalog gefunden',
  'lookup.found-titles': '{n, plural, one {# Brücke} other {# Brücken}} mit „{text}“ im Titel.',
  'lookup.source-building': 'Aus dem Katalog auf diesem Computer (wird noch aufgebaut).',
  'lookup.source-updated': 'Aus dem Katalog auf diesem Computer, aktualisiert {age}.',
  'lookup.by': 'von {username}',
  'lookup.did-you-mean-label': 'Meinten Sie',
  'lookup.did-you-mean': 'Meinten Sie {choice}?',
  'lookup.or': 'Oder: {choices}',
  'lookup.close-building':
    'Ähnliche Schreibweisen von Namen und Titeln: aus dem Katalog auf diesem Computer (wird noch aufgebaut).',
  'lookup.close-updated':
    'Ähnliche Schreibweisen von Namen und Titeln: aus dem Katalog auf diesem Computer, aktualisiert {age}.',
  'lookup.tidy':
    'Am Ende steht ein Zeichen, das aus dem Satz stammen kann, aus dem es kopiert wurde. Meinten Sie {choice}?',
  'lookup.ask-label': 'Den Dienst fragen',
  'lookup.newest-why':
    'Der Dienst kann eine Brücke nicht über ihre ID finden, aber er listet seine neuesten Brücken: Eine seit der letzten Aktualisierung des Katalogs veröffentlichte wäre darunter.',
  'lookup.asking': 'Der Dienst wird gefragt…',
  'lookup.ask-newest': 'Den Dienst nach seinen {newest, number} neuesten Brücken fragen (1 Anfrage)',
  'lookup.not-found-label': 'Noch nicht gefunden',
  'lookup.not-held': '„{text}“ ist nicht unter den Brücken, die der Katalog bisher enthält.',
  'lookup.not-read-all': 'Er hat noch nicht die ganze Liste gelesen.',
  'lookup.still-to-read': '{n, plural, one {# Brücke ist} other {# Brücken sind}} noch zu lesen.',
  'lookup.scanning': 'Der Rest wird durchsucht…',
  'lookup.scan-rest': 'Jetzt den Rest der Liste durchsuchen?',
  'lookup.scan-remaining':
    'Die restlichen {n, plural, one {# Brücke} other {# Brücken}} durchsuchen: etwa {requests, plural, one {# Anfrage} other {# Anfragen}}?',
  'lookup.profile': 'Profil',
  'lookup.no-profile': 'Es gibt kein Profil namens „{username}“.',
  'lookup.no-profile-how':
    'Prüfen Sie die Schreibweise oder fügen Sie unter {lookup} einen Link ein. Wenn „{username}“ eine Brücke bezeichnet: {open}.',
  'lookup.open-that-bridge': 'diese Brücke öffnen',
  'lookup.username': 'Benutzername',
  'lookup.verified': 'Verifiziert',
  'lookup.yes': 'Ja',
  'lookup.no': 'Nein',
  'lookup.total-passes': 'Überquerungen insgesamt',
  'lookup.bridges': 'Brücken',
  'lookup.copy-profile': 'Dieses Profil kopieren',
  'lookup.published': 'Veröffentlichte Brücken',
  'lookup.none-published': 'Noch keine veröffentlichten Brücken.',
  'lookup.passes': '{n, plural, one {# Überquerung} other {# Überquerungen}}',
  'lookup.me-about': 'Das Konto, dem der verwendete API-Schlüssel gehört.',
  'lookup.me-no-scope':
    'Der verwendete Schlüssel „{label}“ hat keine Berechtigung, das Profil seines Besitzers zu lesen (die Berechtigung „{scope}“), daher kann diese Seite es nicht zeigen. Ein erneuter Versuch würde daran nichts ändern.',
  'lookup.me-keys': 'Unter „API-Schlüssel“ einen anderen Schlüssel verwenden oder diesen erneut prüfen',
  'lookup.me-public': 'Ihr öffentliches Profil und Ihre veröffentlichten Brücken ansehen',
}
