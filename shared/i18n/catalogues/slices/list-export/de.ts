import type { SliceTranslation } from '../../source-message.ts'
import type { listExport } from './en.ts'

const BRIDGES = (n: string): string => `{${n}, plural, one {# Brücke} other {# Brücken}}`
const REQUESTS = (n: string): string => `{${n}, plural, one {# Anfrage} other {# Anfragen}}`

export const listExportDe: SliceTranslation<typeof listExport> = {
  'list-export.open': 'Exportieren…',
  'list-export.checking-cost': 'Kosten werden geprüft…',
  'list-export.running': `Export läuft: bisher ${BRIDGES('n')}`,
  'list-export.cancel': 'Export abbrechen',
  'list-export.paused': 'Angehalten: weitermachen oder hier aufhören?',
  'list-export.go-on': 'Weitermachen',
  'list-export.stop-keep': `Aufhören und ${BRIDGES('n')} behalten`,
  'list-export.stop-discard': 'Aufhören und verwerfen',
  'list-export.dismiss': 'Ausblenden',
  'list-export.cancelled': `Export nach ${BRIDGES('n')} abgebrochen; nichts wurde gespeichert.`,
  'list-export.title': 'Passende Brücken exportieren',
  'list-export.confirm': 'Exportieren',
  'list-export.only-catalogue':
    'Aus dem Katalog auf diesem Computer ({catalogue}): Der Dienst kann diese Brücken nicht so auflisten, wie sie gezeigt werden.',
  'list-export.from': 'Exportieren aus',
  'list-export.from-catalogue': 'Dem Katalog auf diesem Computer, sofort und ohne Anfrage ({catalogue})',
  'list-export.from-service': 'Dem Dienst, wie er sie jetzt auflistet',
  'list-export.checking-what': 'Es wird geprüft, was es kostet…',
  'list-export.save-as': 'Speichern als',
  'list-export.csv': '{format} (Tabellenkalkulation)',
  'list-export.json': '{format} (Programme)',
  'list-export.columns': 'Spalten',
  'list-export.columns-shown': 'Die gezeigten Spalten ({columns})',
  'list-export.columns-every': 'Jedes Feld (Vorschlagstext und Domain, wo eine Brücke hier geöffnet wurde)',
  'list-export.background': 'Im Hintergrund weiterlaufen',
  'list-export.background-note':
    '(sonst beendet das Schließen {place, select, window {dieses Fensters} other {dieses Tabs}} den Export, und nichts wird gespeichert)',
  'list-export.count-unknown':
    'Die Zahl der Brücken ist bekannt, sobald der Dienst sie alle aufgelistet hat.',
  'list-export.count': `Schreibt ${BRIDGES('n')} in der Reihenfolge auf dem Bildschirm.`,
  'list-export.needs-exact': `Das braucht ${REQUESTS('requests')} für ${BRIDGES('n')}`,
  'list-export.needs-about': `Das braucht etwa ${REQUESTS('requests')}`,
  'list-export.needs-at-most': `Das braucht höchstens ${REQUESTS('requests')} (eine je {per, number} passende Brücken, mit einer Suche oder Kategorie also meist weit weniger)`,
  'list-export.budget': '{needs}; {remaining, number} von {limit, number} sind in dieser Minute übrig.',
  'list-export.no-budget': '{needs}.',
  'list-export.will-pause': 'Er wird für das Anfragelimit pausieren und etwa {duration} dauern.',
  'list-export.seconds': '{n, plural, one {# Sekunde} other {# Sekunden}}',
  'list-export.minutes': '{n, plural, one {# Minute} other {# Minuten}}',
  'list-export.catalogue-complete': 'vollständig, aktualisiert {age}',
  'list-export.catalogue-partial': `nicht vollständig: bisher ${BRIDGES('held')} gelesen`,
  'list-export.catalogue-partial-of':
    'nicht vollständig: bisher {held, number} von etwa {total, plural, one {# Brücke} other {# Brücken}} gelesen',
  'list-export.catalogue-searched': '{catalogue}; die Suchwörter werden auf diesem Computer abgeglichen',
  'list-export.saved-catalogue': `${BRIDGES('n')} aus dem Katalog auf diesem Computer in {file} gespeichert (keine Anfragen; der Katalog war {catalogue}).`,
  'list-export.saved': `${BRIDGES('n')} in {file} gespeichert (${REQUESTS('requests')}).`,
  'list-export.stopped-early': `Vorzeitig beendet: die ersten ${BRIDGES('n')} in {file} gespeichert (${REQUESTS('requests')}); der Dienst hatte mehr.`,
  'list-export.written-once': `Der Dienst hat ${BRIDGES('n')} auf einer späteren Seite erneut gesendet; jede wurde einmal geschrieben.`,
  'list-export.overrun':
    'Diese Liste ist länger, als der Dienst sagte: bisher {rows, number} Zeilen, geschätzt {expected, number}. Der Dienst sendet vielleicht Seiten ohne Ende.',
}
