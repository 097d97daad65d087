import type { SliceTranslation } from '../../source-message.ts'
import type { bulk } from './en.ts'

export const bulkDe: SliceTranslation<typeof bulk> = {
  'bulk.nav': 'Liste nachschlagen',
  'bulk.intro':
    'Fügen Sie eine Liste ein oder ziehen Sie eine Datei hierher (CSV, TSV oder durch Semikolons getrennt) mit bis zu {rows, number} Zeilen. Zuerst antwortet der Katalog; nur was ihm fehlt, wird beim Dienst angefragt.',
  'bulk.paste-label': 'Nachzuschlagende Liste',
  'bulk.paste-hint':
    'Fügen Sie hier Zeilen ein oder ziehen Sie eine Datei auf dieses Feld. Jede Zeile kann einen Benutzernamen, den Namen, die ID oder den Titel einer Brücke oder einen Link enthalten.',
  'bulk.file-label': 'Oder wählen Sie eine Datei',
  'bulk.read': 'Liste lesen',
  'bulk.reading': 'Liste wird gelesen…',
  'bulk.problem.too-big': 'Die Liste ist größer als {limit}. Teilen Sie sie in kleinere Listen auf.',
  'bulk.problem.too-many-rows':
    'Die Liste hat mehr als {limit, number} Zeilen. Teilen Sie sie in Listen mit höchstens {limit, number} Zeilen auf.',
  'bulk.problem.line-too-long':
    'Zeile {line, number} ist länger als {limit, number} Zeichen; das ist keine Liste von Namen.',
  'bulk.problem.binary':
    'Das ist kein Text. Wählen Sie eine CSV- oder TSV-Datei, oder fügen Sie die Zeilen ein.',
  'bulk.problem.empty': 'Die Liste ist leer.',
  'bulk.problem.bad-quotes': 'Ein in Zeile {row, number} geöffnetes Anführungszeichen wird nie geschlossen.',
  'bulk.read-summary':
    '{rows, plural, one {# Zeile} other {# Zeilen}} in {columns, plural, one {# Spalte} other {# Spalten}}',
  'bulk.column-label': 'Nachzuschlagende Spalte',
  'bulk.column-option': 'Spalte {n, number}: {name}',
  'bulk.header': 'Die erste Zeile ist eine Kopfzeile',
  'bulk.estimate':
    '{catalogue, plural, one {# Zeile} other {# Zeilen}} jetzt aus dem Katalog beantwortet, {service, plural, one {# Name braucht} other {# Namen brauchen}} den Dienst: etwa {time} beim Anfragelimit Ihres Schlüssels.',
  'bulk.estimate-catalogue-only':
    '{catalogue, plural, one {# Zeile} other {# Zeilen}} jetzt aus dem Katalog beantwortet; der Dienst wird nicht gefragt.',
  'bulk.seconds': '{seconds, plural, one {# s} other {# s}}',
  'bulk.minutes': '{minutes, plural, one {# min} other {# min}} {seconds, plural, one {# s} other {# s}}',
  'bulk.start': 'Starten',
  'bulk.pause': 'Anhalten',
  'bulk.resume': 'Fortsetzen',
  'bulk.cancel': 'Abbrechen',
  'bulk.progress':
    '{answered, number} von {rows, plural, one {# Zeile} other {# Zeilen}} beantwortet; {left, plural, =0 {nichts mehr für den Dienst} one {# Name bleibt für den Dienst} other {# Namen bleiben für den Dienst}}.',
  'bulk.time-left': 'Noch etwa {time}.',
  'bulk.paused': 'Angehalten.',
  'bulk.done': 'Fertig.',
  'bulk.cancelled': 'Abgebrochen. Noch nicht beantwortete Zeilen bleiben unbeantwortet.',
  'bulk.results': 'Antworten',
  'bulk.col.row': 'Zeile',
  'bulk.col.input': 'Nachgeschlagen',
  'bulk.col.answer': 'Antwort',
  'bulk.col.match': 'Treffer',
  'bulk.col.read': 'Gelesen',
  'bulk.status.found': '{from, select, catalogue {Im Katalog gefunden} other {Vom Dienst gefunden}}',
  'bulk.status.did-you-mean': 'Meinten Sie',
  'bulk.status.ambiguous': '{n, plural, one {# Treffer} other {# Treffer}}',
  'bulk.status.not-found': 'Nicht gefunden',
  'bulk.status.refused': 'Abgelehnt: {why}',
  'bulk.status.failed': 'Fehlgeschlagen: {why}',
  'bulk.status.blank': 'Leer',
  'bulk.status.waiting': 'Wartet',
  'bulk.rows-shown': 'Zeilen {from, number}–{to, number} von {total, number}',
  'bulk.previous': 'Vorherige Zeilen',
  'bulk.next': 'Nächste Zeilen',
  'bulk.export': 'Als {format} exportieren',
  'bulk.palette.hint': 'Eine eingefügte Liste oder eine CSV-Datei nachschlagen',
  'bulk.palette.words': 'viele, liste, csv, tsv, tabelle, sammelsuche',
}
