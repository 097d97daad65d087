import type { SliceTranslation } from '../../source-message.ts'
import type { changes } from './en.ts'

export const changesPl: SliceTranslation<typeof changes> = {
  'changes.nav': 'Co się zmieniło',
  'changes.intro':
    'Mosty, które według katalogu zostały dodane, usunięte lub zmienione między dwiema datami – na podstawie historii zmian zapisanej na tym komputerze.',
  'changes.from': 'Od',
  'changes.to': 'Do',
  'changes.problem.backwards':
    'Pierwsza data jest późniejsza niż ostatnia. Wybierz pierwszą datę nie późniejszą niż ostatnia.',
  'changes.problem.not-a-day': 'Wpisz obie daty.',
  'changes.resolution':
    'Katalog odczytuje nowe mosty co kilka minut, a całą listę {days, plural, one {codziennie} few {co # dni} many {co # dni} other {co # dnia}}, więc zmiana jest widoczna dopiero przy następnym odczycie danego mostu, a nie w chwili, gdy nastąpiła.',
  'changes.kept':
    'Historia jest przechowywana przez {days, number} dni w pliku katalogu na tym komputerze. Przepada, gdy plik zostanie uznany za uszkodzony i odłożony, oraz po usunięciu katalogu; „Zbuduj od nowa” ją zachowuje.',
  'changes.kept-since': 'Zmiany są zapisywane od {date}; nic wcześniejszego nie jest znane.',
  'changes.none-yet':
    'Nie zapisano jeszcze żadnej zmiany: historia zaczyna się od następnego odczytu katalogu.',
  'changes.none': 'Między tymi datami nic się w katalogu nie zmieniło.',
  'changes.counts': 'Zmiany według kategorii',
  'changes.all-categories': 'Wszystkie kategorie',
  'changes.count.added': '{n, plural, one {# dodany} few {# dodane} many {# dodanych} other {# dodanego}}',
  'changes.count.removed':
    '{n, plural, one {# usunięty} few {# usunięte} many {# usuniętych} other {# usuniętego}}',
  'changes.count.changed':
    '{n, plural, one {# zmieniony} few {# zmienione} many {# zmienionych} other {# zmienionego}}',
  'changes.rows.heading':
    '{kind, select, added {Dodane mosty} removed {Usunięte mosty} changed {Zmienione mosty} other {Wszystkie zmiany}}{scope, select, all {} other {: {category}}}',
  'changes.rows.count':
    'Pokazano {shown, number} z {total, plural, one {# mostu} few {# mostów} many {# mostów} other {# mostu}}',
  'changes.show-all': 'Pokaż wszystkie zmiany',
  'changes.more': 'Pokaż więcej',
  'changes.kind.added': 'Dodany',
  'changes.kind.removed': 'Usunięty',
  'changes.kind.changed': 'Zmieniony',
  'changes.field.passes': 'Przejścia',
  'changes.field.score': 'Ocena',
  'changes.field.category': 'Kategoria',
  'changes.field.title': 'Tytuł',
  'changes.field-change': '{field}: {old} → {new}',
  'changes.export': 'Eksportuj jako {format}',
  'changes.export.hint': 'Plik zawiera pokazane zmiany: wszystkie albo te wybrane powyżej.',
  'changes.palette.hint': 'Mosty dodane, usunięte i zmienione między dwiema datami',
  'changes.palette.words': 'zmiany, zmienione, historia, od, dodane, usunięte, porównaj, daty',
}
