import type { SliceTranslation } from '../../source-message.ts'
import type { list } from './en.ts'

const BRIDGES = (n: string): string => `{${n}, plural, one {# Brücke} other {# Brücken}}`
const SORTS =
  'newest {neueste zuerst} passes {nach den meisten Überquerungen} score {nach höchster Bewertung} other {nach Titel}'

export const listDe: SliceTranslation<typeof list> = {
  'list.category-options': 'Kategorien zur Auswahl',
  'list.category-option': '{name} {count, plural, one {# Brücke} other {# Brücken}}',
  'list.place-local-forms': 'Auf diesem Computer zählen auch Wortformen: „libraries“ findet auch „library“.',
  'list.found-in-opened':
    '{n, plural, one {# aufgeführte Brücke wurde} other {# aufgeführte Brücken wurden}} nur im Vorschlagstext einer Brücke gefunden, die Sie hier geöffnet haben (dieser Computer durchsucht auch diese Texte).',
  'list.or': '{first} oder {second}',
  'list.comma': '{first}, {second}',
  'list.sentences': '{first} {second}',
  'list.glossary':
    'Überquerungen: wie oft Menschen eine Brücke genutzt haben, wie der Dienst sie zählt. Bewertung: die Einstufung einer Brücke durch den Dienst; höher ist besser.',
  'list.search-label': 'Brücken durchsuchen',
  'list.search-placeholder': 'Gesuchte Wörter',
  'list.filters': '{set, plural, =0 {Filter} other {Filter (#)}}',
  'list.search-place': 'Suchen',
  'list.place-local': 'auf diesem Computer',
  'list.place-service': 'beim Dienst',
  'list.category': 'Kategorie',
  'list.all-categories': 'Alle Kategorien',
  'list.all-categories-count': 'Alle Kategorien ({total, number})',
  'list.sort': 'Sortierung',
  'list.sort-service': 'Wie der Dienst sie auflistet',
  'list.sort-option':
    '{sort, select, newest {Neueste zuerst} passes {Meiste Überquerungen} score {Höchste Bewertung} other {Titel (A bis Z)}}',
  'list.sort-table': 'Wie in der Tabelle sortiert',
  'list.suggestors': 'Vorschlagende',
  'list.suggestors-everyone': 'Alle',
  'list.suggestors-verified': `{counted, select, yes {Verifiziert (${BRIDGES('n')})} other {Verifiziert}}`,
  'list.suggestors-unverified': `{counted, select, yes {Nicht verifiziert (${BRIDGES('n')})} other {Nicht verifiziert}}`,
  'list.range-name': '{kind, select, passes {Überquerungen} score {Bewertung} other {Veröffentlicht}}',
  'list.range-from': '{name} von',
  'list.range-to': '{name} bis',
  'list.range-upside-down': '{name}: „von“ liegt nach „bis“; nichts wurde geändert.',
  'list.range-not-whole': '{name}: nur ganze Zahlen; nichts wurde geändert.',
  'list.facets': 'Kategorien dieser Brücken',
  'list.facets-waiting': 'Die Zahlen je Kategorie kommen mit dem vollständigen Katalog.',
  'list.facet-choose': `{name}: ${BRIDGES('n')}; nur diese zeigen`,
  'list.facet-drop': `{name}: ${BRIDGES('n')}, ausgewählt; wieder alle Kategorien zeigen`,
  'list.display': 'Brücken zeigen als',
  'list.display-list': 'Liste',
  'list.display-table': 'Tabelle',
  'list.needs-sort': 'Weitere Sortierungen gibt es, sobald der Katalog auf diesem Computer Brücken enthält.',
  'list.needs-suggestors':
    'Verifiziert oder nicht lässt sich wählen, sobald der Katalog auf diesem Computer jede Brücke enthält.',
  'list.needs-place':
    'Die Suche auf diesem Computer lässt sich wählen, sobald der Katalog auf diesem Computer Brücken enthält.',
  'list.needs-ranges':
    'Bereiche für Überquerungen, Bewertung und Tage lassen sich festlegen, sobald der Katalog auf diesem Computer Brücken enthält.',
  'list.now-off': 'Er ist in den Einstellungen ausgeschaltet.',
  'list.now-withheld':
    'Er wird mit dem verwendeten Schlüssel nicht genutzt: Die Katalogzeile oben sagt, warum.',
  'list.now-paused': 'Er ist angehalten: Die Katalogzeile oben sagt, warum.',
  'list.now-building': 'Die Katalogzeile oben sagt, wie weit er ist.',
  'list.narrowed-why':
    'Wörter werden auf diesem Computer abgeglichen, solange die Liste mehrere Kategorien oder einen Bereich hat: Der Dienst filtert nur nach einer Kategorie und nach keinem Bereich. Entfernen Sie sie, um beim Dienst zu suchen.',
  'list.place-why':
    'Wörter werden auf diesem Computer abgeglichen, solange diese Liste so sortiert oder gefiltert ist: {because}. Wählen Sie „Wie der Dienst sie auflistet“ und bei Vorschlagende „Alle“, um beim Dienst zu suchen.',
  'list.because-sort': `der Dienst sortiert nicht {sort, select, ${SORTS}}`,
  'list.because-suggestors': 'der Dienst kann nicht nach Vorschlagenden filtern',
  'list.because-newest': 'diese Reihenfolge hält der Katalog auf diesem Computer',
  'list.loading': 'Brücken werden geladen…',
  'list.loading-more': 'Weitere Brücken werden geladen…',
  'list.reading-catalogue': 'Der Katalog wird gelesen…',
  'list.with-words': ' mit „{q}“',
  'list.in-categories': ' in {categories}',
  'list.service-all': `Gezeigt werden alle ${BRIDGES('n')}{where}`,
  'list.service-so-far': `Bisher gezeigt: ${BRIDGES('n')}{where}`,
  'list.service-of': `Gezeigt werden {shown, number} von ${BRIDGES('of')}{where} (vom Katalog gezählt, aktualisiert {age})`,
  'list.service-of-in-all': `Gezeigt werden {shown, number} von ${BRIDGES('of')}{where} ({total, number} insgesamt; vom Katalog gezählt, aktualisiert {age})`,
  'list.recently': 'vor Kurzem',
  'list.short-of': `{shown, number} von ${BRIDGES('of')}{where}`,
  'list.short-counted': 'Vom Katalog gezählt, aktualisiert {age}',
  'list.short-so-far': `Bisher ${BRIDGES('n')}{where}`,
  'list.short-with-words': 'mit „{q}“',
  'list.order-complete': `über alle ${BRIDGES('held')}, durch den Katalog auf diesem Computer`,
  'list.order-partial': `über die ${BRIDGES('held')}, die der Katalog bisher enthält; den Rest liest er noch`,
  'list.catalogue-count': `Gezeigt werden ${BRIDGES('n')}{where}{who}{words}{sorted} ({over}).`,
  'list.by-verified':
    '{verified, select, verified { von verifizierten Vorschlagenden} other { von nicht verifizierten Vorschlagenden}}',
  'list.and-ranges': ', {ranges}',
  'list.catalogue-words':
    ' mit „{q}“ im Titel oder in einem gesehenen Vorschlag, auf diesem Computer gesucht',
  'list.sorted': `, sortiert {sort, select, ${SORTS}}`,
  'list.over-complete': `über alle ${BRIDGES('held')}, Katalog aktualisiert {age}`,
  'list.over-partial': `über die bisher enthaltenen ${BRIDGES('held')}; den Rest liest der Katalog noch`,
  'list.catalogue-short': `${BRIDGES('n')}{where}{who}{words}`,
  'list.short-local-complete': `Auf diesem Computer, über alle ${BRIDGES('held')}`,
  'list.short-local-partial': 'Auf diesem Computer, über {held, number} bisher enthaltene',
  'list.range-passes':
    '{bound, select, both {mit {lo, number} bis {hi, number} Überquerungen} min {mit mindestens {lo, plural, one {# Überquerung} other {# Überquerungen}}} other {mit höchstens {hi, plural, one {# Überquerung} other {# Überquerungen}}}}',
  'list.range-score':
    '{bound, select, both {mit Bewertung {lo, number} bis {hi, number}} min {mit Bewertung mindestens {lo, number}} other {mit Bewertung höchstens {hi, number}}}',
  'list.range-published':
    '{bound, select, both {veröffentlicht {from} bis {to}} min {veröffentlicht ab {from}} other {veröffentlicht bis {to}}}',
  'list.empty-looked': 'Auf diesem Computer nach Brücken{who} gesucht, {over}.',
  'list.note-repeats': `Der Dienst hat ${BRIDGES('n')} auf einer späteren Seite erneut gesendet; jede wird einmal gezeigt.`,
  'list.note-restarted': `Der Dienst wusste nicht mehr, wo diese Liste stand (er wurde vielleicht neu gestartet), daher wurde sie von vorn gelesen; die ${BRIDGES('n')}, die schon gezeigt wurden, bleiben.`,
  'list.row-by': 'von {suggestor}',
  'list.row-passes': '{n, plural, one {# Überquerung} other {# Überquerungen}}',
  'list.row-score': 'Bewertung {score, number}',
  'list.title-not-known': '(Titel noch nicht bekannt)',
  'list.no-match': 'Keine Brücken passen zu „{q}“.',
  'list.no-match-in': 'Keine Brücken passen zu „{q}“ in {category}.',
  'list.none-in': 'Keine Brücken in {category}.',
  'list.none': 'Es gibt noch keine veröffentlichten Brücken.',
  'list.also-category': '„{q}“ ist auch eine Kategorie.',
  'list.show-category': 'Alle Brücken in {category} zeigen',
  'list.empty-hint':
    'Die Suche findet Brücken mit Ihren Wörtern im Titel oder im Vorschlag. Versuchen Sie weniger Wörter oder eine andere Kategorie.',
  'list.end': `Das sind alle ${BRIDGES('n')}.`,
  'list.end-missing-cursor':
    'Der Dienst meldete weitere Brücken, schickte aber keinen Weg, sie abzurufen; diese Liste ist daher vielleicht unvollständig.',
  'list.end-repeated-cursor':
    'Der Dienst verwies auf eine schon gezeigte Seite zurück; die Liste endet daher hier und ist vielleicht unvollständig.',
  'list.end-empty-pages':
    'Der Dienst sandte {n, number} leere Seiten hintereinander; die Liste endet daher hier und ist vielleicht unvollständig.',
  'list.refused':
    'Der Dienst hat den verwendeten Schlüssel abgelehnt; mit ihm lassen sich keine weiteren Brücken lesen. {title}. {next}',
  'list.read-before': `Die ${BRIDGES('n')} unten wurden vor der Ablehnung gelesen ({age}); sie sind öffentliche Daten und bleiben, wie sie waren.`,
  'list.earlier': 'früher',
  'list.insights-these': `diese ${BRIDGES('n')}`,
}
