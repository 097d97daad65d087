import type { SliceTranslation } from '../../source-message.ts'
import type { table } from './en.ts'

export const tablePl: SliceTranslation<typeof table> = {
  'table.column.title': 'Tytuł',
  'table.column.category': 'Kategoria',
  'table.column.published': 'Opublikowano',
  'table.column.passes': 'Przejścia',
  'table.column.score': 'Ocena',
  'table.column.suggestor': 'Autor(ka) propozycji',
  'table.column.slug': 'Slug',
  'table.column.id': 'ID',
  'table.verified': 'zweryfikowany',
  'table.grid': 'Mosty',
  'table.loading-more': 'Wczytywanie kolejnych mostów…',
  'table.columns': 'Kolumny',
  'table.move-start': 'Przesuń kolumnę {column} w lewo',
  'table.move-end': 'Przesuń kolumnę {column} w prawo',
  'table.reset-columns': 'Przywróć kolumny',
  'table.sort-title':
    'Sortuj (Shift+kliknięcie: sortuj także według tej kolumny; ←/→: szerokość; Alt+←/→: przesuń kolumnę)',
  'table.sort-help':
    'Enter lub spacja sortuje według tej kolumny. Strzałki w lewo i w prawo zwężają ją lub poszerzają; z klawiszem Alt przesuwają ją.',
  'table.sort.none': 'Od najnowszych, w kolejności podanej przez usługę. Kliknij nagłówek, aby posortować.',
  'table.sort.reset': 'Od najnowszych',
  'table.sort.by': '{column} ({direction})',
  'table.sort.then': '{first}, potem {next}',
  'table.sort.over': 'Posortowano według: {by} {over}.',
  'table.sort.loaded':
    'Posortowano według: {by} wśród {n, plural, one {# wczytanego mostu} few {# wczytanych mostów} many {# wczytanych mostów} other {# wczytanego mostu}}.',
  'table.sort.loaded-more':
    'Posortowano według: {by} wśród {n, plural, one {# dotąd wczytanego mostu} few {# dotąd wczytanych mostów} many {# dotąd wczytanych mostów} other {# dotąd wczytanego mostu}}; usługa nie ma własnego sortowania, więc wiersze jeszcze niewczytane mogą znaleźć się przed nimi.',
  'table.sort.newest': 'od najnowszych',
  'table.sort.oldest': 'od najstarszych',
  'table.sort.highest': 'od najwyższych',
  'table.sort.lowest': 'od najniższych',
  'table.sort.z-a': 'od Z do A',
  'table.sort.a-z': 'od A do Z',
  'table.selected':
    '{n, plural, one {# zaznaczony} few {# zaznaczone} many {# zaznaczonych} other {# zaznaczonego}}',
  'table.copy-tsv': '{n, plural, one {Kopiuj wiersz (TSV)} other {Kopiuj wiersze (TSV)}}',
  'table.copy-csv': 'Kopiuj jako CSV',
  'table.copied':
    '{n, plural, one {Skopiowano wiersz jako {format}} few {Skopiowano # wiersze jako {format}} many {Skopiowano # wierszy jako {format}} other {Skopiowano # wiersza jako {format}}}',
  'table.menu': 'Działania dla: {title}',
  'table.menu.open': 'Otwórz',
  'table.menu.copy-tsv':
    '{n, plural, one {Kopiuj wiersz do arkusza kalkulacyjnego (TSV)} few {Kopiuj # wiersze do arkusza kalkulacyjnego (TSV)} many {Kopiuj # wierszy do arkusza kalkulacyjnego (TSV)} other {Kopiuj # wiersza do arkusza kalkulacyjnego (TSV)}}',
  'table.menu.copy-csv':
    '{n, plural, one {Kopiuj wiersz jako CSV} few {Kopiuj # wiersze jako CSV} many {Kopiuj # wierszy jako CSV} other {Kopiuj # wiersza jako CSV}}',
  'table.panel': 'Wybrany most',
  'table.panel.bridge': 'Most',
  'table.panel.close': 'Zamknij panel',
  'table.panel.loading-profile': 'Wczytywanie profilu…',
  'table.panel.more':
    'i {n, plural, one {# inny most} few {# inne mosty} many {# innych mostów} other {# innego mostu}}',
  'table.panel.open-bridge': 'Otwórz stronę mostu',
  'table.panel.open-profile': 'Otwórz stronę profilu',
}
