import type { SliceTranslation } from '../../source-message.ts'
import type { bulk } from './en.ts'

export const bulkPl: SliceTranslation<typeof bulk> = {
  'bulk.nav': 'Wyszukiwanie listy',
  'bulk.intro':
    'Wklej listę lub upuść plik (CSV, TSV lub rozdzielany średnikami) zawierający do {rows, number} wierszy. Najpierw odpowiada katalog; usługa jest pytana tylko o to, czego w nim brakuje.',
  'bulk.paste-label': 'Lista do wyszukania',
  'bulk.paste-hint':
    'Wklej tu wiersze lub upuść plik na to pole. Każdy wiersz może zawierać nazwę użytkownika, nazwę, identyfikator lub tytuł mostu albo link.',
  'bulk.file-label': 'Albo wybierz plik',
  'bulk.read': 'Wczytaj listę',
  'bulk.reading': 'Wczytywanie listy…',
  'bulk.problem.too-big': 'Lista jest większa niż {limit}. Podziel ją na mniejsze listy.',
  'bulk.problem.too-many-rows':
    'Lista ma więcej niż {limit, number} wierszy. Podziel ją na listy po najwyżej {limit, number} wierszy.',
  'bulk.problem.line-too-long':
    'Wiersz {line, number} jest dłuższy niż {limit, number} znaków, więc to nie jest lista nazw.',
  'bulk.problem.binary': 'To nie jest tekst. Wybierz plik CSV lub TSV albo wklej wiersze.',
  'bulk.problem.empty': 'Lista jest pusta.',
  'bulk.problem.bad-quotes': 'Cudzysłów otwarty w wierszu {row, number} nigdzie się nie zamyka.',
  'bulk.read-summary':
    '{rows, plural, one {# wiersz} few {# wiersze} many {# wierszy} other {# wiersza}}, {columns, plural, one {# kolumna} few {# kolumny} many {# kolumn} other {# kolumny}}',
  'bulk.column-label': 'Kolumna do wyszukania',
  'bulk.column-option': 'Kolumna {n, number}: {name}',
  'bulk.header': 'Pierwszy wiersz to nagłówek',
  'bulk.estimate':
    '{catalogue, plural, one {# wiersz ma} few {# wiersze mają} many {# wierszy ma} other {# wiersza ma}} już odpowiedź z katalogu, {service, plural, one {# nazwa wymaga} few {# nazwy wymagają} many {# nazw wymaga} other {# nazwy wymaga}} usługi: około {time} przy limicie zapytań używanego klucza.',
  'bulk.estimate-catalogue-only':
    '{catalogue, plural, one {# wiersz ma} few {# wiersze mają} many {# wierszy ma} other {# wiersza ma}} już odpowiedź z katalogu; usługa nie jest pytana.',
  'bulk.seconds': '{seconds, plural, one {# s} few {# s} many {# s} other {# s}}',
  'bulk.minutes':
    '{minutes, plural, one {# min} few {# min} many {# min} other {# min}} {seconds, plural, one {# s} few {# s} many {# s} other {# s}}',
  'bulk.start': 'Rozpocznij',
  'bulk.pause': 'Wstrzymaj',
  'bulk.resume': 'Wznów',
  'bulk.cancel': 'Anuluj',
  'bulk.progress':
    'Odpowiedź ma {answered, number} z {rows, plural, one {# wiersza} few {# wierszy} many {# wierszy} other {# wiersza}}; {left, plural, =0 {nic nie czeka na usługę} one {# nazwa czeka na usługę} few {# nazwy czekają na usługę} many {# nazw czeka na usługę} other {# nazwy czeka na usługę}}.',
  'bulk.time-left': 'Zostało około {time}.',
  'bulk.paused': 'Wstrzymano.',
  'bulk.done': 'Gotowe.',
  'bulk.cancelled': 'Anulowano. Wiersze bez odpowiedzi pozostają bez odpowiedzi.',
  'bulk.results': 'Odpowiedzi',
  'bulk.col.row': 'Wiersz',
  'bulk.col.input': 'Wyszukiwano',
  'bulk.col.answer': 'Odpowiedź',
  'bulk.col.match': 'Dopasowanie',
  'bulk.col.read': 'Odczytano',
  'bulk.status.found': '{from, select, catalogue {Znaleziono w katalogu} other {Znaleziono w usłudze}}',
  'bulk.status.did-you-mean': 'Czy chodzi o',
  'bulk.status.ambiguous':
    '{n, plural, one {# trafienie} few {# trafienia} many {# trafień} other {# trafienia}}',
  'bulk.status.not-found': 'Nie znaleziono',
  'bulk.status.refused': 'Odmowa: {why}',
  'bulk.status.failed': 'Błąd: {why}',
  'bulk.status.blank': 'Puste',
  'bulk.status.waiting': 'Czeka',
  'bulk.rows-shown': 'Wiersze {from, number}–{to, number} z {total, number}',
  'bulk.previous': 'Poprzednie wiersze',
  'bulk.next': 'Następne wiersze',
  'bulk.export': 'Eksportuj jako {format}',
  'bulk.palette.hint': 'Wyszukaj wklejoną listę lub plik CSV',
  'bulk.palette.words': 'wiele, lista, csv, tsv, arkusz, hurtowo',
}
