import type { SliceTranslation } from '../../source-message.ts'
import type { listExport } from './en.ts'

const BRIDGES = (n: string): string =>
  `{${n}, plural, one {# most} few {# mosty} many {# mostów} other {# mostu}}`
/** After “po”, “z” (genitive). */
const OF_BRIDGES = (n: string): string =>
  `{${n}, plural, one {# moście} few {# mostach} many {# mostach} other {# mostu}}`
const REQUESTS = (n: string): string =>
  `{${n}, plural, one {# zapytanie} few {# zapytania} many {# zapytań} other {# zapytania}}`

export const listExportPl: SliceTranslation<typeof listExport> = {
  'list-export.open': 'Eksportuj…',
  'list-export.checking-cost': 'Sprawdzanie kosztu…',
  'list-export.running': `Eksportowanie: dotąd ${BRIDGES('n')}`,
  'list-export.cancel': 'Anuluj eksport',
  'list-export.paused': 'Wstrzymano: kontynuować czy zakończyć tutaj?',
  'list-export.go-on': 'Kontynuuj',
  'list-export.stop-keep': `Zakończ i zachowaj (${BRIDGES('n')})`,
  'list-export.stop-discard': 'Zakończ i odrzuć',
  'list-export.dismiss': 'Zamknij',
  'list-export.cancelled': `Eksport anulowano po ${OF_BRIDGES('n')}; niczego nie zapisano.`,
  'list-export.title': 'Eksportuj pasujące mosty',
  'list-export.confirm': 'Eksportuj',
  'list-export.only-catalogue':
    'Z katalogu na tym komputerze ({catalogue}): usługa nie potrafi podać tych mostów tak, jak są pokazane.',
  'list-export.from': 'Eksportuj z',
  'list-export.from-catalogue': 'Katalogu na tym komputerze, od razu i bez zapytań ({catalogue})',
  'list-export.from-service': 'Usługi, tak jak podaje je teraz',
  'list-export.checking-what': 'Sprawdzanie, ile to kosztuje…',
  'list-export.save-as': 'Zapisz jako',
  'list-export.csv': '{format} (arkusze kalkulacyjne)',
  'list-export.json': '{format} (programy)',
  'list-export.columns': 'Kolumny',
  'list-export.columns-shown': 'Pokazane kolumny ({columns})',
  'list-export.columns-every': 'Każde pole (tekst propozycji i domena tam, gdzie most otwarto tutaj)',
  'list-export.background': 'Działaj dalej w tle',
  'list-export.background-note':
    '(w przeciwnym razie zamknięcie {place, select, window {tego okna} other {tej karty}} zatrzyma eksport i niczego nie zapisze)',
  'list-export.count-unknown': 'Liczba mostów będzie znana, gdy usługa poda je wszystkie.',
  'list-export.count': `Zapisze ${BRIDGES('n')} w kolejności z ekranu.`,
  'list-export.needs-exact': `Potrzeba ${REQUESTS('requests')} na ${BRIDGES('n')}`,
  'list-export.needs-about': `Potrzeba około ${REQUESTS('requests')}`,
  'list-export.needs-at-most': `Potrzeba najwyżej ${REQUESTS('requests')} (jedno na {per, number} pasujących mostów, więc z wyszukiwaniem lub kategorią zwykle znacznie mniej)`,
  'list-export.budget': '{needs}; w tej minucie zostało {remaining, number} z {limit, number}.',
  'list-export.no-budget': '{needs}.',
  'list-export.will-pause': 'Eksport zatrzyma się z powodu limitu zapytań i potrwa około {duration}.',
  'list-export.seconds': '{n, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}}',
  'list-export.minutes': '{n, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}',
  'list-export.catalogue-complete': 'pełny, zaktualizowany {age}',
  'list-export.catalogue-partial': `niepełny: dotąd przeczytano ${BRIDGES('held')}`,
  'list-export.catalogue-partial-of':
    'niepełny: dotąd przeczytano {held, number} z około {total, plural, one {# mostu} few {# mostów} many {# mostów} other {# mostu}}',
  'list-export.catalogue-searched': '{catalogue}; szukane słowa są dopasowywane na tym komputerze',
  'list-export.saved-catalogue': `Zapisano ${BRIDGES('n')} do {file} z katalogu na tym komputerze (bez zapytań; katalog był {catalogue}).`,
  'list-export.saved': `Zapisano ${BRIDGES('n')} do {file} (${REQUESTS('requests')}).`,
  'list-export.stopped-early': `Zakończono wcześniej: zapisano pierwsze mosty (${BRIDGES('n')}) do {file} (${REQUESTS('requests')}); usługa miała ich więcej.`,
  'list-export.written-once': `Usługa wysłała ponownie ${BRIDGES('n')} na dalszej stronie; każdy zapisano raz.`,
  'list-export.overrun':
    'Ta lista jest dłuższa, niż podała usługa: dotąd {rows, number} wierszy, szacunek {expected, number}. Usługa może wysyłać strony bez końca.',
}
