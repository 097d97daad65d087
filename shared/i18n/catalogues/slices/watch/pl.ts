import type { SliceTranslation } from '../../source-message.ts'
import type { watch } from './en.ts'

export const watchPl: SliceTranslation<typeof watch> = {
  'watch.intro':
    'Przypięte mosty i profile oraz to, jak zmieniła się liczba ich przejść od ostatniego przeglądania. Most przypina się przyciskiem {pin} na jego stronie.',
  'watch.unavailable':
    'Nie można użyć pliku historii, więc tym razem przypięcia i odczyty nie zostaną zachowane (zob. komunikat u góry).',
  'watch.share-legend': 'Jaką część pozostałych zapytań może zużyć odświeżenie',
  'watch.share-percent': '{share, number}%',
  'watch.share-all': 'Wszystkie',
  'watch.refresh': 'Odśwież',
  'watch.refreshing': 'Odświeżanie…',
  'watch.mark-seen': 'Oznacz wszystko jako przejrzane',
  'watch.last-refresh':
    'Ostatnie odświeżenie: wysłano {sent, plural, one {# zapytanie} few {# zapytania} many {# zapytań} other {# zapytania}}.',
  'watch.nothing-pinned': 'Nic nie jest jeszcze przypięte.',
  'watch.browse-to-pin': 'Przeglądaj mosty i przypnij te, które chcesz obserwować',
  'watch.table-caption': 'Przypięte elementy',
  'watch.column-pinned': 'Przypięte',
  'watch.column-passes': 'Przejścia',
  'watch.column-change': 'Od ostatniego przeglądania',
  'watch.column-read': 'Odczyt',
  'watch.kind-bridge': 'most',
  'watch.never': 'nigdy',
  'watch.unpin': 'Odepnij',
  'watch.pin': '☆ Przypnij',
  'watch.pinned': '★ Przypięte',
  'watch.pin-title': 'Dodaj do obserwowanych, aby widzieć zmiany',
  'watch.unpin-title': 'Usuń z obserwowanych',
  'watch.not-kept': '{title}. {explanation} {nextStep}',
  'watch.passes-heading': 'Przejścia od przypięcia',
  'watch.passes-chart': 'Przejścia',
  'watch.passes-note': 'Jeden odczyt przy każdym odświeżeniu listy obserwowanych.',
  'watch.change.gone-bridge': 'Już nieopublikowany',
  'watch.change.gone-profile': 'Profil już nie istnieje',
  'watch.change.not-read': 'Jeszcze nie odczytano',
  'watch.change.none': 'Bez zmian',
  'watch.change.passes-up':
    '+{n, plural, one {# przejście} few {# przejścia} many {# przejść} other {# przejścia}}',
  'watch.change.passes-down':
    '−{n, plural, one {# przejście} few {# przejścia} many {# przejść} other {# przejścia}}',
  'watch.change.new-bridges':
    '{n, plural, one {# nowy most} few {# nowe mosty} many {# nowych mostów} other {# nowego mostu}}: {names}',
  'watch.change.both': '{passes}; {bridges}',
  'watch.plan.no-requests':
    'W tej minucie nie zostały żadne zapytania; {items, plural, one {# przypięty element czeka} few {# przypięte elementy czekają} many {# przypiętych elementów czeka} other {# przypiętego elementu czeka}} na następną.',
  'watch.plan.known':
    'Odświeżenie zużyje {requests, plural, one {# zapytanie} few {# zapytania} many {# zapytań} other {# zapytania}} z {remaining, number} pozostałych (najwyżej {share})',
  'watch.plan.unknown':
    'Odświeżenie zużyje {requests, plural, one {# zapytanie} few {# zapytania} many {# zapytań} other {# zapytania}}; limit nie jest jeszcze znany (najwyżej {share})',
  'watch.plan.done': '{plan}.',
  'watch.plan.rest':
    '{plan}; {rest, plural, one {# element czeka} few {# elementy czekają} many {# elementów czeka} other {# elementu czeka}} na następne odświeżenie.',
}
