import type { SliceTranslation } from '../../source-message.ts'
import type { stats } from './en.ts'

export const statsPl: SliceTranslation<typeof stats> = {
  'stats.intro': 'Liczniki całej platformy.',
  'stats.bridges': 'Mosty',
  'stats.suggestors': 'Autorzy propozycji',
  'stats.passes': 'Przejścia',
  'stats.avg-score': 'Średnia ocena',
  'stats.means.bridges': 'Opublikowane propozycje: każda z tytułem, treścią i często stroną internetową.',
  'stats.means.suggestors': 'Osoby, które opublikowały co najmniej jeden most.',
  'stats.means.passes': 'Ile razy ludzie skorzystali z mostu, wszystkie mosty razem.',
  'stats.means.avg-score': 'Średnia ocena wszystkich opublikowanych mostów; im wyższa, tym lepiej.',
  'stats.since':
    '{when, select, today {wcześniejszej wizyty dzisiaj} yesterday {wczoraj} days {{days, plural, one {# dnia} few {# dni} many {# dni} other {# dnia}}} other {ostatniej wizyty}}',
  'stats.change.none': 'Bez zmian od {since}',
  'stats.change.delta': '{delta} od {since}',
  'stats.over-time': 'W czasie',
  'stats.loading-history': 'Wczytywanie historii…',
  'stats.no-history': 'Brak historii dla tego okresu',
  'stats.history-builds':
    'Historia gromadzi się z czasem: aplikacja zapisuje liczniki co 5 minut, gdy jest uruchomiona.',
  'stats.insights': 'Analizy',
  'stats.insights-for': 'Analizy dla: {words}',
  'stats.catalogue-off': 'Katalog jest wyłączony w Ustawieniach, więc nie ma tu nic do pokazania.',
  'stats.withheld': 'Nie ma nic do pokazania dla używanego klucza: wiersz powyżej wyjaśnia dlaczego.',
  'stats.reading':
    'Katalog wczytuje listę mostów; wykresy pojawią się, gdy tylko będzie zawierał kilka z nich.',
  'stats.covers-so-far':
    'Te liczby obejmują {rows, plural, one {# dotąd wczytany most} few {# dotąd wczytane mosty} many {# dotąd wczytanych mostów} other {# dotąd wczytanego mostu}}, jeszcze nie wszystkie.',
  'stats.bridges-by-category': 'Mosty według kategorii',
  'stats.passes-by-category': 'Przejścia według kategorii',
  'stats.per-month': 'Mosty opublikowane w poszczególnych miesiącach',
  'stats.score-spread': 'Rozkład ocen',
  'stats.bridges-by-score': 'Mosty według oceny',
  'stats.top-by-passes': 'Autorzy propozycji z największą liczbą przejść',
  'stats.passes-by-suggestor': 'Przejścia według autora propozycji',
  'stats.top-by-bridges': 'Autorzy propozycji z największą liczbą mostów',
  'stats.bridges-by-suggestor': 'Mosty według autora propozycji',
  'stats.row-category': 'Kategoria',
  'stats.row-score': 'Ocena',
  'stats.row-suggestor': 'Autor(ka) propozycji',
  'stats.row-month': 'Miesiąc',
  'stats.count-bridges': '{n, plural, one {# most} few {# mosty} many {# mostów} other {# mostu}}',
  'stats.count-passes':
    '{n, plural, one {# przejście} few {# przejścia} many {# przejść} other {# przejścia}}',
  'stats.bar-title': '{label}: {count}',
  'stats.bar-link': '{label}: {count}; {goes}',
  'stats.goes-list': 'pokaż je na liście',
  'stats.show-table': 'Pokaż jako tabelę',
  'stats.show-chart': 'Pokaż jako wykres',
  'stats.score-bin': 'od {from, number} do {last, number}',
  'stats.month-partial': '{month} (niepełny)',
  'stats.partial.start':
    'Kreskowane słupki to niepełne miesiące: {start} zaczyna się od pierwszego przechowywanego mostu ({day}).',
  'stats.partial.now': 'Kreskowane słupki to niepełne miesiące: {now} jeszcze trwa.',
  'stats.partial.both':
    'Kreskowane słupki to niepełne miesiące: {start} zaczyna się od pierwszego przechowywanego mostu ({day}); {now} jeszcze trwa.',
}
