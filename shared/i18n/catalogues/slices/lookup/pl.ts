import type { SliceTranslation } from '../../source-message.ts'
import type { lookup } from './en.ts'

export const lookupPl: SliceTranslation<typeof lookup> = {
  'lookup.field': 'Nazwa użytkownika, most lub link',
  'lookup.look-up': 'Wyszukaj',
  'lookup.looking-up': 'Wyszukiwanie…',
  'lookup.hint':
    'Nazwa użytkownika ({user}), nazwa mostu ({slug}), jego identyfikator ({id}) lub tytuł, link usługi do profilu lub mostu albo link {scheme}.',
  'lookup.recent': 'Ostatnie wyszukiwania',
  'lookup.nothing-yet': 'Nic jeszcze nie wyszukano.',
  'lookup.clear-recent': 'Wyczyść ostatnie wyszukiwania',
  'lookup.text.empty': 'Wpisz nazwę użytkownika lub nazwę mostu albo wklej link.',
  'lookup.text.too-long': 'To za długie jak na nazwę użytkownika lub link.',
  'lookup.text.other-scheme': 'Wyszukać można tylko linki internetowe i linki {scheme}.',
  'lookup.text.unreadable-url': 'Nie udało się odczytać tego linku.',
  'lookup.text.words':
    'Nazwa użytkownika ani nazwa mostu nie zawiera spacji ani ukośników. Jeśli masz cały link, wklej go.',
  'lookup.bad-name': 'Ten link zawiera nazwę, której usługa nie mogła nadać.',
  'lookup.not-item-link': 'Ten link nie prowadzi do profilu ani do mostu.',
  'lookup.no-app-location': 'Takie miejsce w aplikacji nie istnieje.',
  'lookup.id.no-catalogue':
    'Usługa znajduje mosty po linku lub nazwie, nie po identyfikatorze, a katalog na tym komputerze nie zawiera żadnych mostów do przeszukania. Wklej link mostu albo wyszukaj go na stronie Mosty.',
  'lookup.id.reading':
    '{rows, plural, one {Jedyny most odczytany dotąd przez katalog na tym komputerze nie ma tego identyfikatora.} few {Żaden z # mostów odczytanych dotąd przez katalog na tym komputerze nie ma tego identyfikatora.} many {Żaden z # mostów odczytanych dotąd przez katalog na tym komputerze nie ma tego identyfikatora.} other {Żaden z # mostu odczytanych dotąd przez katalog na tym komputerze nie ma tego identyfikatora.}}',
  'lookup.id.complete':
    '{rows, plural, one {Jedyny most w katalogu na tym komputerze (cała lista) nie ma tego identyfikatora.} few {Żaden z # mostów w katalogu na tym komputerze (cała lista) nie ma tego identyfikatora.} many {Żaden z # mostów w katalogu na tym komputerze (cała lista) nie ma tego identyfikatora.} other {Żaden z # mostu w katalogu na tym komputerze (cała lista) nie ma tego identyfikatora.}}',
  'lookup.id.complete-age':
    '{rows, plural, one {Jedyny most w katalogu na tym komputerze (cała lista, zaktualizowana {age}) nie ma tego identyfikatora.} few {Żaden z # mostów w katalogu na tym komputerze (cała lista, zaktualizowana {age}) nie ma tego identyfikatora.} many {Żaden z # mostów w katalogu na tym komputerze (cała lista, zaktualizowana {age}) nie ma tego identyfikatora.} other {Żaden z # mostu w katalogu na tym komputerze (cała lista, zaktualizowana {age}) nie ma tego identyfikatora.}}',
  'lookup.error': '{title}. {nextStep}',
  'lookup.error-scope': '{title}: brakuje mu zakresu {scope}. {nextStep}',
  'lookup.no-user-at-link': 'Pod tym linkiem nie ma żadnego użytkownika.',
  'lookup.no-bridge-at-link': 'Pod tym linkiem nie ma żadnego mostu.',
  'lookup.no-such-name':
    'Żaden użytkownik ani most nie nazywa się „{name}”. Sprawdź pisownię albo wklej cały link.',
  'lookup.no-title': 'Żaden tytuł mostu w katalogu nie zawiera „{title}”.',
  'lookup.not-among-newest':
    'Nie ma go też wśród {newest, number} najnowszych mostów usługi. Sprawdź identyfikator albo wklej link mostu.',
  'lookup.found': 'Znalezione w katalogu',
  'lookup.found-titles':
    '{n, plural, one {# most} few {# mosty} many {# mostów} other {# mostu}} z „{text}” w tytule.',
  'lookup.source-building': 'Z katalogu na tym komputerze (jeszcze w budowie).',
  'lookup.source-updated': 'Z katalogu na tym komputerze, zaktualizowanego {age}.',
  'lookup.by': 'autor(ka): {username}',
  'lookup.did-you-mean-label': 'Czy chodziło o',
  'lookup.did-you-mean': 'Czy chodziło o {choice}?',
  'lookup.or': 'Albo: {choices}',
  'lookup.close-building':
    'Podobna pisownia nazw i tytułów: z katalogu na tym komputerze (jeszcze w budowie).',
  'lookup.close-updated':
    'Podobna pisownia nazw i tytułów: z katalogu na tym komputerze, zaktualizowanego {age}.',
  'lookup.tidy':
    'Na końcu jest znak, który może pochodzić ze zdania, z którego to skopiowano. Czy chodziło o {choice}?',
  'lookup.ask-label': 'Zapytaj usługę',
  'lookup.newest-why':
    'Usługa nie wyszukuje mostu po identyfikatorze, ale podaje listę swoich najnowszych mostów: most opublikowany od ostatniej aktualizacji katalogu byłby wśród nich.',
  'lookup.asking': 'Pytanie usługi…',
  'lookup.ask-newest': 'Poproś usługę o jej {newest, number} najnowszych mostów (1 zapytanie)',
  'lookup.not-found-label': 'Jeszcze nie znaleziono',
  'lookup.not-held': '„{text}” nie ma wśród mostów, które katalog dotąd zawiera.',
  'lookup.not-read-all': 'Nie odczytał jeszcze całej listy.',
  'lookup.still-to-read':
    '{n, plural, one {# most pozostaje} few {# mosty pozostają} many {# mostów pozostaje} other {# mostu pozostaje}} do odczytania.',
  'lookup.scanning': 'Przeszukiwanie reszty…',
  'lookup.scan-rest': 'Przeszukać teraz resztę listy?',
  'lookup.scan-remaining':
    'Przeszukać pozostałe {n, plural, one {# most} few {# mosty} many {# mostów} other {# mostu}}: około {requests, plural, one {# zapytania} few {# zapytań} many {# zapytań} other {# zapytania}}?',
  'lookup.profile': 'Profil',
  'lookup.no-profile': 'Nie ma profilu o nazwie „{username}”.',
  'lookup.no-profile-how':
    'Sprawdź pisownię albo wklej link na stronie {lookup}. Jeśli „{username}” to nazwa mostu: {open}.',
  'lookup.open-that-bridge': 'otwórz ten most',
  'lookup.username': 'Nazwa użytkownika',
  'lookup.verified': 'Zweryfikowany',
  'lookup.yes': 'Tak',
  'lookup.no': 'Nie',
  'lookup.total-passes': 'Przejścia łącznie',
  'lookup.bridges': 'Mosty',
  'lookup.copy-profile': 'Kopiuj ten profil',
  'lookup.published': 'Opublikowane mosty',
  'lookup.none-published': 'Nie ma jeszcze opublikowanych mostów.',
  'lookup.passes': '{n, plural, one {# przejście} few {# przejścia} many {# przejść} other {# przejścia}}',
  'lookup.me-about': 'Konto, do którego należy używany klucz API.',
  'lookup.me-no-scope':
    'Używany klucz „{label}” nie ma zakresu do odczytu profilu swojego właściciela (zakres „{scope}”), więc ta strona nie może go pokazać. Ponowna próba niczego nie zmieni.',
  'lookup.me-keys': 'Użyj innego klucza albo sprawdź ten ponownie na stronie Klucze API',
  'lookup.me-public': 'Zobacz swój publiczny profil i opublikowane mosty',
}
