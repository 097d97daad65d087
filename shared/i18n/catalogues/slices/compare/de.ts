import type { SliceTranslation } from '../../source-message.ts'
import type { compare } from './en.ts'

export const compareDe: SliceTranslation<typeof compare> = {
  'compare.page': 'Vergleich',
  'compare.open': 'Vergleichen',
  'compare.with': 'Vergleichen mit…',
  'compare.title': '{kind, select, bridges {Brücken vergleichen} other {Profile vergleichen}}',
  'compare.title.one': '{title}: Vergleich und Verlauf',
  'compare.title.one-profile': '{name} vergleichen',
  'compare.flaw':
    '{flaw, select, empty {Dieser Link nennt nichts zum Vergleichen.} more {Ein Vergleich zeigt höchstens zwei; dieser Link nennt mehr.} name {Dieser Link enthält einen Namen, den keine Brücke und kein Profil haben kann.} mixed {Ein Vergleich zeigt zwei Brücken oder zwei Profile, nicht je eines.} twice {Dieser Link nennt dasselbe zweimal.} other {Dieser Link ist länger als jeder Link der App.}}',
  'compare.flaw-link': 'Alle Brücken durchsuchen',
  'compare.read-from':
    '{from, select, catalogue {Aus dem Katalog, gelesen {when}} other {Vom Dienst, gelesen {when}}}',
  'compare.loading': 'Wird gelesen…',
  'compare.field': 'Feld',
  'compare.difference': 'Unterschied',
  'compare.summary':
    '{n, plural, =0 {Kein Feld unterscheidet sich} one {# Feld unterscheidet sich} other {# Felder unterscheiden sich}}',
  'compare.copy': 'Als Text kopieren',
  'compare.copied': 'Vergleich als Text kopiert',
  'compare.not-known': 'nicht bekannt',
  'compare.yes': 'Ja',
  'compare.no': 'Nein',
  'compare.same': 'Gleich',
  'compare.differs': 'Verschieden',
  'compare.differs-by': 'Verschieden: {a} gegenüber {b}, {delta}',
  'compare.unknown': 'Nicht für beide bekannt',
  'compare.field.title': 'Titel',
  'compare.field.category': 'Kategorie',
  'compare.field.passes': 'Überquerungen',
  'compare.field.score': 'Bewertung',
  'compare.field.published': 'Veröffentlicht',
  'compare.field.suggestor': 'Vorgeschlagen von',
  'compare.field.verified': 'Vorschlagende·r verifiziert',
  'compare.field.domain': 'Website',
  'compare.field.identifier': 'Kennung',
  'compare.field.display-name': 'Anzeigename',
  'compare.field.total-passes': 'Überquerungen aller Brücken',
  'compare.field.bridge-count': 'Veröffentlichte Brücken',
  'compare.field.most-passes': 'Überquerungen der meistgenutzten Brücke',
  'compare.change.passes': 'Überquerungen {from} → {to} ({delta}) seit {date}',
  'compare.change.both':
    'Überquerungen {from} → {to} ({delta}), Bewertung {scoreFrom} → {scoreTo} ({scoreDelta}) seit {date}',
  'compare.change.none': 'Überquerungen unverändert bei {passes} seit {date}',
  'compare.change.unknown': 'Bei einem der beiden Messwerte sind die Überquerungen nicht bekannt.',
  'compare.over-time.heading': 'Verlauf',
  'compare.over-time.note':
    'Jedes Mal, wenn die App diese Brücke gelesen hat: der Verlauf des Katalogs (Überquerungen und Bewertung, wann immer sein Einlesen sie verändert fand), die Messwerte der Beobachtungsliste (nur Überquerungen, solange die Brücke angeheftet ist) und die jetzt gezeigten Zahlen. Ein Messwert, den beide festhielten, erscheint einmal.',
  'compare.over-time.few':
    'Bisher gibt es nur einen Messwert. Der Katalog hält einen Messwert fest, wann immer er geänderte Überquerungen oder eine geänderte Bewertung findet; heften Sie die Brücke an die Beobachtungsliste an, damit ihre Überquerungen auch bei jeder Aktualisierung festgehalten werden.',
  'compare.over-time.link': 'Überquerungen und Bewertung im Verlauf',
  'compare.over-time.from': 'Von',
  'compare.over-time.to': 'Bis',
  'compare.over-time.read': 'Gelesen',
  'compare.over-time.source': 'Quelle',
  'compare.source': '{from, select, watch {Beobachtungsliste} catalogue {Katalog} other {Dienst}}',
  'compare.pick.heading':
    '{kind, select, bridges {Mit einer anderen Brücke vergleichen} other {Mit einem anderen Profil vergleichen}}',
  'compare.pick.field': '{kind, select, bridges {Brücke zum Vergleichen} other {Profil zum Vergleichen}}',
  'compare.pick.find': 'Suchen',
  'compare.pick.hint':
    'Ein Name, eine Kennung, Wörter eines Titels oder ein Link, so wie Nachschlagen sie liest.',
  'compare.pick.none': 'Nichts gefunden für {text}.',
  'compare.pick.choices': 'Was gemeint sein kann',
  'compare.pick.with': 'Mit {name} vergleichen',
  'compare.choose.legend': 'Zwei vergleichen',
  'compare.choose.item': '{kind, select, bridges {Brücke {label}} other {Profil {label}}}',
  'compare.choose.hint':
    '{n, plural, =0 {Wählen Sie zwei Brücken oder zwei Profile.} one {Wählen Sie noch eines derselben Art.} other {Wählen Sie genau zwei derselben Art.}}',
}
