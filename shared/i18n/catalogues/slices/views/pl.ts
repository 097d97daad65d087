import type { SliceTranslation } from '../../source-message.ts'
import type { views } from './en.ts'

export const viewsPl: SliceTranslation<typeof views> = {
  'views.title': 'Zapisane widoki',
  'views.manage': 'Zarządzaj widokami',
  'views.intro':
    'Widok zachowuje wyszukiwanie, kategorię, listę lub tabelę oraz kolumny tabeli. Zapisz go na stronie {bridges} przyciskiem „{save}”.',
  'views.none': 'Nie ma jeszcze zapisanych widoków.',
  'views.none-how':
    'Na stronie Mosty wybierz kategorię, wyszukaj, przełącz na tabelę i ułóż jej kolumny, a potem naciśnij „{save}”. Widok pojawi się tutaj i na pasku bocznym, a jego link można udostępnić.',
  'views.summary': '{description} · zapisano {when}',
  'views.actions-for': 'Działania dla: {name}',
  'views.copy-named': 'Kopiuj: {name}',
  'views.copy-link': 'Kopiuj link',
  'views.link-copied': 'Skopiowano link',
  'views.rename': 'Zmień nazwę',
  'views.delete': 'Usuń',
  'views.rename-title': 'Zmień nazwę „{name}”',
  'views.renamed': 'Zmieniono nazwę na „{name}”.',
  'views.delete-title': 'Usunąć widok „{name}”?',
  'views.delete-confirm': 'Usuń widok',
  'views.deleted': 'Usunięto „{name}”.',
  'views.not-deleted': 'Nie udało się usunąć „{name}”.',
  'views.links-keep': 'Linki do niego nadal działają: link widoku zawiera cały widok.',
  'views.updated': 'Zaktualizowano „{name}”: te kolumny i ta kolejność.',
  'views.not-updated': 'Nie udało się zaktualizować „{name}”.',
  'views.update': 'Zaktualizuj „{name}”',
  'views.save-as-new': 'Zapisz jako nowy widok…',
  'views.save': 'Zapisz widok…',
  'views.current': 'Zapisany widok: {name}',
  'views.save-title': 'Zapisz ten widok',
  'views.save-confirm': 'Zapisz widok',
  'views.saved': 'Zapisano „{name}”. Znajdziesz go pod Mostami na pasku bocznym.',
  'views.keeps':
    'Widok zachowuje wyszukiwanie i miejsce wyszukiwania, kategorię, autorów propozycji, sortowanie, listę lub tabelę oraz kolumny tabeli i ich szerokości.',
  'views.name': 'Nazwa',
  'views.name-needed': 'Nadaj widokowi nazwę.',
  'views.cancel': 'Anuluj',
  'views.transfer': 'Eksport i import',
  'views.export': 'Eksportuj widoki…',
  'views.import': 'Importuj widoki…',
  'views.import-file': 'Plik zapisanych widoków do zaimportowania',
  'views.too-large': 'Ten plik jest za duży, by był plikiem zapisanych widoków (ponad 512 KB).',
  'views.exported-to':
    'Wyeksportowano {count, plural, one {# widok} few {# widoki} many {# widoków} other {# widoku}} do pliku',
  'views.exported-download':
    'Wyeksportowano {count, plural, one {# widok} few {# widoki} many {# widoków} other {# widoku}} jako {file} (pobrane pliki przeglądarki).',
  'views.using-one': 'Twój {link} {names} również go odczytuje.',
  'views.using-many': 'Twoje {link} {names} również go odczytują.',
  'views.using-link-one': 'zapisany widok',
  'views.using-link-many': 'zapisane widoki',
  'views.quoted': '„{name}”',
  'views.name-all': 'Wszystkie mosty',
  'views.name-table': '{name} (tabela)',
  'views.describe.table': 'Tabela',
  'views.describe.list': 'Lista',
  'views.describe.all-categories': 'wszystkie kategorie',
  'views.describe.search': 'wyszukiwanie „{q}”',
  'views.describe.search-local': 'wyszukiwanie „{q}” na tym komputerze',
  'views.describe.suggestors':
    '{kind, select, verified {zweryfikowani autorzy propozycji} unverified {niezweryfikowani autorzy propozycji} other {autorzy propozycji: {kind}}}',
  'views.describe.sort':
    'według: {column, select, title {tytuł} category {kategoria} published_at {data publikacji} passes {przejścia} score {ocena} suggestor {autor propozycji} slug {slug} id {id} other {{column}}}, {desc, select, true {malejąco} other {rosnąco}}',
  'views.describe.hidden':
    '{n, plural, one {# ukryta kolumna} few {# ukryte kolumny} many {# ukrytych kolumn} other {# ukrytej kolumny}}',
  'views.import.none-added': 'Nie dodano żadnych widoków.',
  'views.import.added':
    'Dodano {n, plural, one {# widok} few {# widoki} many {# widoków} other {# widoku}}: {names}.',
  'views.import.renamed': '„{from}” to nazwa innego zapisanego widoku, więc dodano go jako „{to}”.',
  'views.import.duplicates':
    '{n, plural, one {# widok był} few {# widoki były} many {# widoków było} other {# widoku było}} już zapisane z tą samą nazwą, filtrami i kolumnami, więc nie dodano ich ponownie: {names}.',
  'views.import.skipped': 'Pominięto „{name}”: {reason}.',
  'views.import.skipped-entry': 'Pominięto wpis: {reason}.',
}
