import type { SliceTranslation } from '../../source-message.ts'
import type { stats } from './en.ts'

export const statsDe: SliceTranslation<typeof stats> = {
  'stats.intro': 'Zähler für die gesamte Plattform.',
  'stats.bridges': 'Brücken',
  'stats.suggestors': 'Vorschlagende',
  'stats.passes': 'Überquerungen',
  'stats.avg-score': 'Durchschnittliche Bewertung',
  'stats.means.bridges': 'Veröffentlichte Vorschläge, jeweils mit Titel, Text und oft einer Website.',
  'stats.means.suggestors': 'Personen, die mindestens eine Brücke veröffentlicht haben.',
  'stats.means.passes': 'Wie oft Menschen eine Brücke genutzt haben, alle Brücken zusammen.',
  'stats.means.avg-score': 'Die mittlere Bewertung aller veröffentlichten Brücken; höher ist besser.',
  'stats.since':
    '{when, select, today {Ihrem früheren Besuch heute} yesterday {gestern} days {{days, plural, one {# Tag} other {# Tagen}}} other {Ihrem letzten Besuch}}',
  'stats.change.none': 'Keine Änderung seit {since}',
  'stats.change.delta': '{delta} seit {since}',
  'stats.over-time': 'Im Zeitverlauf',
  'stats.loading-history': 'Verlauf wird geladen…',
  'stats.no-history': 'Noch kein Verlauf für diesen Zeitraum',
  'stats.history-builds':
    'Der Verlauf entsteht mit der Zeit: Die App zeichnet die Zähler alle 5 Minuten auf, während sie läuft.',
  'stats.insights': 'Einblicke',
  'stats.insights-for': 'Einblicke für {words}',
  'stats.catalogue-off':
    'Der Katalog ist in den Einstellungen ausgeschaltet, daher gibt es hier nichts zu zeigen.',
  'stats.withheld': 'Für den verwendeten Schlüssel gibt es nichts zu zeigen: Die Zeile oben sagt, warum.',
  'stats.reading':
    'Der Katalog liest die Liste der Brücken; die Diagramme erscheinen, sobald er einige enthält.',
  'stats.covers-so-far':
    'Diese Zahlen umfassen die {rows, plural, one {# bisher gelesene Brücke} other {# bisher gelesenen Brücken}}, noch nicht alle.',
  'stats.bridges-by-category': 'Brücken nach Kategorie',
  'stats.passes-by-category': 'Überquerungen nach Kategorie',
  'stats.per-month': 'Veröffentlichte Brücken pro Monat',
  'stats.score-spread': 'Verteilung der Bewertung',
  'stats.bridges-by-score': 'Brücken nach Bewertung',
  'stats.top-by-passes': 'Vorschlagende mit den meisten Überquerungen',
  'stats.passes-by-suggestor': 'Überquerungen nach Vorschlagenden',
  'stats.top-by-bridges': 'Vorschlagende mit den meisten Brücken',
  'stats.bridges-by-suggestor': 'Brücken nach Vorschlagenden',
  'stats.row-category': 'Kategorie',
  'stats.row-score': 'Bewertung',
  'stats.row-suggestor': 'Vorschlagende·r',
  'stats.row-month': 'Monat',
  'stats.count-bridges': '{n, plural, one {# Brücke} other {# Brücken}}',
  'stats.count-passes': '{n, plural, one {# Überquerung} other {# Überquerungen}}',
  'stats.bar-title': '{label}: {count}',
  'stats.bar-link': '{label}: {count}; {goes}',
  'stats.goes-list': 'auflisten',
  'stats.show-table': 'Als Tabelle zeigen',
  'stats.show-chart': 'Als Diagramm zeigen',
  'stats.score-bin': '{from, number} bis {last, number}',
  'stats.month-partial': '{month} (unvollständig)',
  'stats.partial.start':
    'Schraffierte Balken sind unvollständige Monate: {start} beginnt mit der ersten gespeicherten Brücke ({day}).',
  'stats.partial.now': 'Schraffierte Balken sind unvollständige Monate: {now} ist noch nicht vorbei.',
  'stats.partial.both':
    'Schraffierte Balken sind unvollständige Monate: {start} beginnt mit der ersten gespeicherten Brücke ({day}); {now} ist noch nicht vorbei.',
}
