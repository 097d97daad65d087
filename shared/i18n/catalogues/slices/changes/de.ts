import type { SliceTranslation } from '../../source-message.ts'
import type { changes } from './en.ts'

export const changesDe: SliceTranslation<typeof changes> = {
  'changes.nav': 'Was sich geändert hat',
  'changes.intro':
    'Brücken, die der Katalog zwischen zwei Daten hinzukommen, verschwinden oder sich ändern sah – aus dem Änderungsverlauf auf diesem Computer.',
  'changes.from': 'Von',
  'changes.to': 'Bis',
  'changes.problem.backwards':
    'Das erste Datum liegt nach dem letzten. Wählen Sie ein erstes Datum am oder vor dem letzten Datum.',
  'changes.problem.not-a-day': 'Geben Sie beide Daten ein.',
  'changes.resolution':
    'Der Katalog liest neue Brücken alle paar Minuten und die ganze Liste {days, plural, one {jeden Tag} other {alle # Tage}}. Eine Änderung wird also gesehen, wenn der Katalog die Brücke das nächste Mal liest, nicht in dem Moment, in dem sie geschah.',
  'changes.kept':
    'Der Verlauf wird {days, number} Tage lang in der Katalogdatei auf diesem Computer aufbewahrt. Er geht verloren, wenn diese Datei beschädigt gefunden und beiseitegelegt wird, und wenn der Katalog gelöscht wird; „Neu aufbauen“ behält ihn.',
  'changes.kept-since': 'Änderungen werden ab {date} aufgezeichnet; Früheres ist nicht bekannt.',
  'changes.none-yet':
    'Noch keine Änderung aufgezeichnet: Der Verlauf beginnt, wenn der Katalog das nächste Mal liest.',
  'changes.none': 'Zwischen diesen Daten hat sich im Katalog nichts geändert.',
  'changes.counts': 'Änderungen nach Kategorie',
  'changes.all-categories': 'Alle Kategorien',
  'changes.count.added': '{n, plural, one {# hinzugekommen} other {# hinzugekommen}}',
  'changes.count.removed': '{n, plural, one {# entfernt} other {# entfernt}}',
  'changes.count.changed': '{n, plural, one {# geändert} other {# geändert}}',
  'changes.rows.heading':
    '{kind, select, added {Hinzugekommene Brücken} removed {Entfernte Brücken} changed {Geänderte Brücken} other {Alle Änderungen}}{scope, select, all {} other {: {category}}}',
  'changes.rows.count': '{shown, number} von {total, plural, one {# Brücke} other {# Brücken}} angezeigt',
  'changes.show-all': 'Alle Änderungen zeigen',
  'changes.more': 'Mehr zeigen',
  'changes.kind.added': 'Hinzugekommen',
  'changes.kind.removed': 'Entfernt',
  'changes.kind.changed': 'Geändert',
  'changes.field.passes': 'Überquerungen',
  'changes.field.score': 'Bewertung',
  'changes.field.category': 'Kategorie',
  'changes.field.title': 'Titel',
  'changes.field-change': '{field}: {old} → {new}',
  'changes.export': 'Als {format} exportieren',
  'changes.export.hint': 'Die Datei enthält die angezeigten Änderungen: alle oder die oben ausgewählten.',
  'changes.palette.hint': 'Brücken, die zwischen zwei Daten hinzukamen, verschwanden oder sich änderten',
  'changes.palette.words': 'Änderungen, geändert, Verlauf, seit, neu, entfernt, vergleichen, Datum',
}
