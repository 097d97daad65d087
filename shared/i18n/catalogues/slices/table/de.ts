import type { SliceTranslation } from '../../source-message.ts'
import type { table } from './en.ts'

export const tableDe: SliceTranslation<typeof table> = {
  'table.column.title': 'Titel',
  'table.column.category': 'Kategorie',
  'table.column.published': 'Veröffentlicht',
  'table.column.passes': 'Überquerungen',
  'table.column.score': 'Bewertung',
  'table.column.suggestor': 'Vorschlagende',
  'table.column.slug': 'Slug',
  'table.column.id': 'ID',
  'table.verified': 'verifiziert',
  'table.grid': 'Brücken',
  'table.loading-more': 'Weitere Brücken werden geladen…',
  'table.columns': 'Spalten',
  'table.move-start': '{column} nach links verschieben',
  'table.move-end': '{column} nach rechts verschieben',
  'table.reset-columns': 'Spalten zurücksetzen',
  'table.sort-title':
    'Sortieren (Umschalt+Klick: zusätzlich danach sortieren; ←/→: Breite; Alt+←/→: Spalte verschieben)',
  'table.sort-help':
    'Eingabe oder Leertaste sortiert nach dieser Spalte. Die Pfeiltasten links und rechts machen sie schmaler oder breiter; mit Alt verschieben sie sie.',
  'table.sort.none':
    'Neueste zuerst, wie der Dienst sie sendet. Klicken Sie auf eine Überschrift, um zu sortieren.',
  'table.sort.reset': 'Neueste zuerst',
  'table.sort.by': '{column} ({direction})',
  'table.sort.then': '{first}, dann {next}',
  'table.sort.over': 'Sortiert nach {by} {over}.',
  'table.sort.loaded':
    'Sortiert nach {by} unter {n, plural, one {der # geladenen Brücke} other {den # geladenen Brücken}}.',
  'table.sort.loaded-more':
    'Sortiert nach {by} unter {n, plural, one {der # bisher geladenen Brücke} other {den # bisher geladenen Brücken}}; der Dienst sortiert nicht selbst, daher können noch zu ladende Zeilen vor diesen stehen.',
  'table.sort.newest': 'neueste zuerst',
  'table.sort.oldest': 'älteste zuerst',
  'table.sort.highest': 'höchste zuerst',
  'table.sort.lowest': 'niedrigste zuerst',
  'table.sort.z-a': 'Z bis A',
  'table.sort.a-z': 'A bis Z',
  'table.selected': '{n, plural, one {# ausgewählt} other {# ausgewählt}}',
  'table.copy-tsv': '{n, plural, one {Zeile kopieren (TSV)} other {Zeilen kopieren (TSV)}}',
  'table.copy-csv': 'Als CSV kopieren',
  'table.copied': '{n, plural, one {Zeile als {format} kopiert} other {# Zeilen als {format} kopiert}}',
  'table.menu': 'Aktionen für {title}',
  'table.menu.open': 'Öffnen',
  'table.menu.copy-tsv':
    '{n, plural, one {Zeile für eine Tabellenkalkulation kopieren (TSV)} other {# Zeilen für eine Tabellenkalkulation kopieren (TSV)}}',
  'table.menu.copy-csv': '{n, plural, one {Zeile als CSV kopieren} other {# Zeilen als CSV kopieren}}',
  'table.panel': 'Ausgewählte Brücke',
  'table.panel.bridge': 'Brücke',
  'table.panel.close': 'Bereich schließen',
  'table.panel.loading-profile': 'Profil wird geladen…',
  'table.panel.more': 'und {n, plural, one {# weitere Brücke} other {# weitere Brücken}}',
  'table.panel.open-bridge': 'Seite der Brücke öffnen',
  'table.panel.open-profile': 'Seite des Profils öffnen',
}
