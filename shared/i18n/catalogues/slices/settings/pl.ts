import type { SliceTranslation } from '../../source-message.ts'
import type { settings } from './en.ts'

export const settingsPl: SliceTranslation<typeof settings> = {
  'settings.proxy.none': 'Bez proxy: wywołania trafiają prosto do usługi.',
  'settings.proxy.manual': 'Proxy ustawione tutaj: {url}.',
  'settings.proxy.manual-except': 'Proxy ustawione tutaj: {url} (z wyjątkiem {bypass}).',
  'settings.proxy.system': 'Ustawienia proxy systemu. {system}',
  'settings.test.works': 'Połączenie działa.',
  'settings.test.asked-key':
    'Usługa pod adresem {url} odpowiedziała. Nie wysłano klucza, więc – zgodnie z oczekiwaniem – poprosiła o niego.',
  'settings.test.answered': 'Usługa pod adresem {url} odpowiedziała. Nie wysłano klucza.',
  'settings.test.answered-status':
    'Usługa pod adresem {url} odpowiedziała (HTTP {status}). Nie wysłano klucza.',
  'settings.test.skipped':
    '{answer} Połączenie nie przeszło przez proxy: adresy na tym komputerze nigdy przez nie nie przechodzą, więc ten test nic nie mówi o proxy.',
  'settings.test.failed': 'Test się nie powiódł.',
  'settings.test.failed-detail': '{explanation} {next} (Testowano: {url}.)',
  'settings.test.failed-detail-no-url': '{explanation} {next}',
  'settings.catalogue.deleted': 'Usunięto.',
  'settings.catalogue.deleted-freed': 'Usunięto; zwolniono {size}.',
  'settings.catalogue.deleted-no-room':
    'Usunięto. Na dysku jest za mało miejsca, by teraz zwolnić przestrzeń (potrzeba {need}, wolne {free}): plik katalogu zachowuje to miejsce i wypełni je ponownie, zanim urośnie.',
  'settings.catalogue.deleted-kept':
    'Usunięto, ale nie udało się zwolnić miejsca ({message}): plik katalogu zachowuje to miejsce i wypełni je ponownie, zanim urośnie.',
  'settings.updates.heading': 'Aktualizacje',
  'settings.updates.reading': 'Odczytywanie ustawienia aktualizacji…',
  'settings.updates.look': 'Szukaj nowych wersji',
  'settings.updates.policy':
    'Ten wybór dla wszystkich użytkowników tego komputera określa plik zasad {path}, więc nie można go tu zmienić.',
  'settings.updates.looking': 'Sprawdzanie…',
  'settings.updates.check': 'Sprawdź teraz',
  'settings.diagnostics.heading': 'Diagnostyka',
  'settings.diagnostics.about':
    'Plik do dołączenia do zgłoszenia pomocy technicznej: wersje, ustawienia, nazwy Twoich kluczy (nigdy sam klucz) i ostatnie zapytania. Całą jego zawartość widać przed zapisaniem.',
  'settings.diagnostics.preparing': 'Przygotowywanie…',
  'settings.diagnostics.region': 'Plik diagnostyczny',
  'settings.diagnostics.holds': 'Plik zawiera',
  'settings.diagnostics.holds-size': '{holds} ({size}):',
  'settings.diagnostics.content': 'Zawartość {name}',
  'settings.diagnostics.save': 'Zapisz ten plik',
  'settings.diagnostics.close': 'Zamknij',
  'settings.diagnostics.not-saved': 'Nie zapisano.',
  'settings.diagnostics.saved': 'Zapisano w {file}',
  'settings.network.heading': 'Sieć',
  'settings.network.reading': 'Odczytywanie ustawienia proxy…',
  'settings.network.in-use-label': 'Używane proxy:',
  'settings.network.in-use': '{label} {words}',
  'settings.proxy.mode.system': 'Użyj ustawień proxy systemu',
  'settings.proxy.mode.none': 'Bez proxy',
  'settings.proxy.mode.manual': 'Użyj tego proxy:',
  'settings.network.address-missing': 'Wpisz adres proxy, np. {example}.',
  'settings.network.legend': 'Przez które proxy przechodzą wywołania aplikacji',
  'settings.network.address': 'Adres proxy',
  'settings.network.address-help':
    'Host i port, zaczynające się od http:// lub https://. Pomiń nazwę użytkownika i hasło: aplikacja zapyta o nie, gdy proxy będzie ich wymagać.',
  'settings.network.bypass': 'Adresy z pominięciem proxy (opcjonalnie)',
  'settings.network.localhost':
    'Ten komputer (localhost) jest zawsze osiągany bezpośrednio, nigdy przez proxy.',
  'settings.network.save': 'Zapisz ustawienie proxy',
  'settings.network.saved': 'Zapisano. Od teraz wywołania z niego korzystają.',
  'settings.network.testing': 'Testowanie…',
  'settings.network.test': 'Testuj połączenie',
  'settings.network.test-about':
    'Łączy się z używaną usługą tą samą drogą co każde wywołanie, bez wysyłania klucza.',
  'settings.sign-in.title': 'Logowanie do proxy',
  'settings.sign-in.why':
    'Proxy {proxy} prosi o przedstawienie się, zanim przekaże zapytania aplikacji do usługi.',
  'settings.sign-in.why-realm':
    'Proxy {proxy} („{realm}”) prosi o przedstawienie się, zanim przekaże zapytania aplikacji do usługi.',
  'settings.sign-in.refused':
    'Proxy nie przyjęło ostatnio użytej nazwy użytkownika i hasła. Sprawdź je i spróbuj ponownie.',
  'settings.sign-in.user': 'Nazwa użytkownika',
  'settings.sign-in.password': 'Hasło',
  'settings.sign-in.remember': 'Zapamiętaj na tym komputerze (w systemowym pęku kluczy, nigdy w pliku)',
  'settings.sign-in.not-now': 'Nie teraz',
  'settings.sign-in.submit': 'Zaloguj',
  'settings.sign-in.send-failed': 'Nie udało się wysłać odpowiedzi. Spróbuj ponownie.',
  'settings.sign-in.user-missing': 'Wpisz nazwę użytkownika, której oczekuje proxy.',
  'settings.catalogue.heading': 'Katalog',
  'settings.catalogue.about':
    'Katalog to kopia publicznej listy mostów na tym komputerze. Dzięki niemu aplikacja może sortować, liczyć i wyszukiwać każdy most oraz odpowiadać bez usługi. Jego wczytywanie kosztuje jedno zapytanie na 100 mostów, pobierane tylko z udziału zapytań Twojego klucza, na który tu pozwalasz; Twoje własne zapytania zawsze mają pierwszeństwo.',
  'settings.catalogue.share': 'Udział Twoich zapytań',
  'settings.catalogue.share-option': '{percent}%',
  'settings.catalogue.share-default': '{percent}% (domyślnie)',
  'settings.catalogue.refresh': 'Ponowne wczytanie całej listy',
  'settings.catalogue.every-day': 'Codziennie',
  'settings.catalogue.every-week': 'Co tydzień',
  'settings.catalogue.every-30-days': 'Co 30 dni',
  'settings.catalogue.every-hours':
    '{n, plural, one {Co godzinę} few {Co # godziny} many {Co # godzin} other {Co # godziny}}',
  'settings.catalogue.size':
    'Rozmiar na dysku: {size}. Nowe mosty są pobierane co kilka minut z najnowszych stron, co kosztuje jedno lub dwa zapytania.',
  'settings.catalogue.turn-on': 'Włącz i zbuduj',
  'settings.catalogue.rebuild': 'Zbuduj od nowa',
  'settings.catalogue.deleting': 'Usuwanie…',
  'settings.catalogue.delete': 'Usuń katalog',
  'settings.catalogue.history':
    'Usunięcie usuwa też historię zmian katalogu (Co się zmieniło i zmiany każdego mostu w czasie). Historia przechowuje zmiany z {days, plural, one {# dnia} few {# dni} many {# dni} other {# dnia}}, najwyżej {rows, number}.',
  'settings.catalogue.confirm-title': 'Usunąć katalog?',
  'settings.catalogue.confirm-what':
    'Kopia listy mostów tej usługi na tym komputerze zostanie usunięta wraz ze wszystkim, co katalog z niej zachował: mostami, mostami, które zniknęły z listy, odczytanymi profilami autorów propozycji i postępem wczytywania. Katalog zostanie wyłączony, więc sortowanie wszystkich mostów, sumy, Insights i wyszukiwanie po identyfikatorze lub tytule przestaną działać, dopóki nie zostanie ponownie włączony.',
  'settings.catalogue.confirm-stays':
    'Zajmowane miejsce na dysku zostanie zwolnione. Katalogi innych usług, te ustawienia i wszystko w usłudze pozostaną.',
}
