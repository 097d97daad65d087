import type { SliceTranslation } from '../../source-message.ts'
import type { errors } from './en.ts'

export const errorsPl: SliceTranslation<typeof errors> = {
  'errors.step.keys': 'Otwórz „Klucze”, aby sprawdzić klucz lub dodać inny.',
  'errors.step.add-key': 'Otwórz „Klucze” i dodaj klucz API.',
  'errors.step.new-key': 'Utwórz nowy klucz w panelu konta, a potem dodaj go w „Kluczach”.',
  'errors.code.missing-api-key.title': 'Nie wysłano klucza API',
  'errors.code.missing-api-key.why': 'Usługa wymaga klucza API przy każdym zapytaniu, a nie wysłano żadnego.',
  'errors.code.invalid-api-key.title': 'Usługa nie zna tego klucza',
  'errors.code.invalid-api-key.why':
    'Klucz został wysłany, ale usługa nie ma takiego klucza. Może zawierać literówkę albo należeć do innej usługi.',
  'errors.code.key-revoked.title': 'Ten klucz został unieważniony',
  'errors.code.key-revoked.why': 'Klucz wyłączono w panelu konta i nie można go już używać.',
  'errors.code.key-expired.title': 'Ten klucz wygasł',
  'errors.code.key-expired.why': 'Minęła data ważności klucza, więc usługa już go nie przyjmuje.',
  'errors.code.insufficient-scope.title': 'Ten klucz nie ma do tego dostępu',
  'errors.code.insufficient-scope.why':
    'Klucz działa, ale nie nadano mu uprawnienia (zakresu), którego wymaga ten widok.',
  'errors.code.insufficient-scope.next':
    'Użyj klucza z brakującym zakresem albo poproś o taki w panelu konta.',
  'errors.code.api-access-revoked.title': 'Dostęp do API dla tego konta nie jest zatwierdzony',
  'errors.code.api-access-revoked.why':
    'Klucz należy do konta, którego dostęp do API nie jest zatwierdzony (albo został cofnięty).',
  'errors.code.api-access-revoked.next':
    'Poproś o dostęp do API w panelu konta; klucz zadziała ponownie po zatwierdzeniu.',
  'errors.code.api-access-required.title': 'Najpierw trzeba zatwierdzić dostęp do API',
  'errors.code.api-access-required.why':
    'Klucze można tworzyć dopiero po zatwierdzeniu dostępu konta do API.',
  'errors.code.api-access-required.next':
    'Złóż wniosek o dostęp do API w panelu konta i poczekaj na zatwierdzenie.',
  'errors.code.rate-limited.title': 'Na razie za dużo zapytań',
  'errors.code.rate-limited.why':
    'Ten klucz wykorzystał wszystkie zapytania, na które usługa pozwala w bieżącym oknie czasowym. Aplikacja już odczekała i spróbowała ponownie, bez skutku.',
  'errors.code.rate-limited.next':
    'Spróbuj ponownie po zakończeniu okna czasowego; widok „Limit zapytań” pokazuje, kiedy.',
  'errors.code.too-many-invalid-attempts.title': 'Wstrzymano po zbyt wielu błędnych kluczach',
  'errors.code.too-many-invalid-attempts.why':
    'Z tego komputera wypróbowano zbyt wiele nieznanych, unieważnionych lub wygasłych kluczy, więc usługa na jakiś czas przestała mu odpowiadać.',
  'errors.code.too-many-invalid-attempts.next':
    'Poczekaj do końca przerwy, a przed kolejną próbą popraw lub usuń błędny klucz w „Kluczach”.',
  'errors.code.not-found.title': 'Nie znaleziono',
  'errors.code.not-found.why':
    'Usługa nie ma niczego pod tym adresem. Może nigdy nie istniało albo nie jest już opublikowane.',
  'errors.code.not-found.next': 'Sprawdź pisownię albo wyszukaj zamiast tego.',
  'errors.code.validation-failed.title': 'Usługa odrzuciła wartość',
  'errors.code.validation-failed.why': 'Jedna z wartości wysłanych z zapytaniem nie została przyjęta.',
  'errors.code.validation-failed.next': 'Zmień wyszukiwanie lub filtr i spróbuj ponownie.',
  'errors.code.service-unavailable.title': 'Usługa jest chwilowo niedostępna',
  'errors.code.service-unavailable.why':
    'Usługa odpowiedziała, że jest tymczasowo niedostępna. Aplikacja już kilka razy ponowiła próbę.',
  'errors.code.service-unavailable.next': 'Spróbuj ponownie za minutę.',
  'errors.code.internal-error.title': 'Usługa miała problem',
  'errors.code.internal-error.why':
    'Coś poszło nie tak wewnątrz usługi. Nie jest to skutek żadnego działania po tej stronie.',
  'errors.code.internal-error.next':
    'Spróbuj ponownie; jeśli to się powtarza, operator usługi musi się o tym dowiedzieć.',
  'errors.core.no-key.title': 'Jeszcze brak klucza API',
  'errors.core.no-key.why': 'Aplikacja nie ma klucza API dla tej usługi.',
  'errors.core.keychain-unavailable.title': 'Systemowy pęk kluczy nie odpowiedział',
  'errors.core.keychain-unavailable.why':
    'Klucze są przechowywane wyłącznie w systemowym pęku kluczy, a on nie odpowiedział: może nie być uruchomiony.',
  'errors.core.keychain-unavailable.next':
    'Panel „Pęk kluczy” w „Kluczach” podaje dokładne rozwiązanie, a do tego czasu może przechować klucz tylko na tę sesję.',
  'errors.core.keychain-locked.title': 'Systemowy pęk kluczy jest zablokowany',
  'errors.core.keychain-locked.why':
    'Klucze są przechowywane wyłącznie w systemowym pęku kluczy, a jest on zablokowany, więc aplikacja nie może w nim ani odczytać, ani zapisać klucza.',
  'errors.core.keychain-locked.next':
    'Odblokuj pęk kluczy (zwykle wystarczy hasło komputera), a potem spróbuj ponownie.',
  'errors.core.invalid-payload.title': 'Aplikacja odrzuciła własne zapytanie',
  'errors.core.invalid-payload.why':
    'Wartość wykraczała poza to, co aplikacja przyjmuje (na przykład była o wiele za długa).',
  'errors.core.invalid-payload.next': 'Skróć lub zmień wpisany tekst i spróbuj ponownie.',
  'errors.core.untrusted-sender.title': 'Zapytanie zablokowane',
  'errors.core.untrusted-sender.why': 'Zapytanie nie pochodziło z okna aplikacji, więc zostało odrzucone.',
  'errors.core.untrusted-sender.next': 'Uruchom aplikację ponownie.',
  'errors.core.preview-unreachable.title': 'Proces aplikacji działający w tle nie odpowiada',
  'errors.core.preview-unreachable.why':
    'To okno nie mogło się połączyć z częścią aplikacji, która komunikuje się z usługą.',
  'errors.core.preview-unreachable.next': 'Sprawdź, czy aplikacja nadal działa, a potem odśwież.',
  'errors.core.forbidden-token.title': 'To okno straciło połączenie z aplikacją',
  'errors.core.forbidden-token.why':
    'Podgląd w przeglądarce odpowiada tylko karcie otwartej z wypisanego przez niego adresu (z tajną częścią po „#”) i tylko wtedy, gdy ten podgląd działa.',
  'errors.core.forbidden-token.next':
    'Otwórz pełny adres, który podgląd wypisał przy ostatnim uruchomieniu: potrzebuje go nowa karta albo ponownie uruchomiony podgląd.',
  'errors.core.secret-missing.title': 'Klucza nie ma w systemowym pęku kluczy',
  'errors.core.secret-missing.why':
    'Aplikacja zna ten klucz, ale pęk kluczy odpowiedział, że go nie przechowuje: mógł zostać usunięty poza Bridge Explorer.',
  'errors.core.secret-missing.next':
    'Dodaj klucz ponownie w „Kluczach” (usuń stary wpis albo umieść w nim klucz z powrotem).',
  'errors.core.invalid-input.title': 'Tego klucza nie można zapisać w tej postaci',
  'errors.core.invalid-input.why': 'Klucz nie wygląda jak klucz API.',
  'errors.core.invalid-input.next': 'Skopiuj klucz ponownie z panelu usługi i wklej go tutaj w całości.',
  'errors.core.duplicate-key.title': 'Ten klucz jest już zapisany',
  'errors.core.duplicate-key.why': 'Ten sam klucz jest już na liście dla tej usługi.',
  'errors.core.duplicate-key.next': 'Użyj zapisanego albo najpierw go usuń.',
  'errors.core.bulk-other-service.title': 'Ta lista należy do innej usługi',
  'errors.core.bulk-other-service.why':
    'Listę sprawdzano w innej usłudze niż ta, do której prowadzi używany klucz, a odpowiedzi dwóch usług nie mogą się mieszać na jednej liście.',
  'errors.core.bulk-other-service.next':
    'W sekcji Klucze ustaw jako używany klucz usługi tej listy i wznów; albo wczytaj listę ponownie, aby sprawdzić ją tutaj.',
  'errors.core.export-running.title': 'Ten eksport już trwa',
  'errors.core.export-running.why':
    'Eksport z tymi samymi filtrami i w tym samym formacie jeszcze się nie zakończył.',
  'errors.core.export-running.next': 'Poczekaj na jego zakończenie albo najpierw go anuluj.',
  'errors.core.certificate-untrusted.title': 'Certyfikat usługi nie jest zaufany',
  'errors.core.certificate-untrusted.why':
    'Ten komputer nie ufa certyfikatowi usługi; może trzeba zainstalować certyfikat firmowego serwera proxy. Aplikacja nic nie wysłała i nigdy nie przyjmuje certyfikatu, któremu nie ufa.',
  'errors.core.certificate-untrusted.next':
    'Poproś dział IT o główny certyfikat firmy, zainstaluj go na tym komputerze, a potem spróbuj ponownie.',
  'errors.core.certificate-invalid.title': 'Certyfikat usługi jest nieważny',
  'errors.core.certificate-invalid.why':
    'Certyfikat usługi wygasł, nie jest jeszcze ważny albo został wystawiony dla innego adresu, więc nic nie wysłano.',
  'errors.core.certificate-invalid.next':
    'Sprawdź adres usługi w „Kluczach” oraz datę i godzinę tego komputera; jeśli obie są poprawne, operator usługi musi odnowić certyfikat.',
  'errors.core.proxy-refused.title': 'Serwer proxy nie przekazał zapytania',
  'errors.core.proxy-refused.why':
    'Ten komputer wysyła zapytania przez serwer proxy, a ten był nieosiągalny albo odmówił połączenia z usługą.',
  'errors.core.proxy-refused.next':
    'Sprawdź ustawienie proxy (albo zapytaj dział IT, czy ta usługa jest dozwolona), a potem spróbuj ponownie.',
  'errors.core.proxy-auth-required.title': 'Serwer proxy wymaga zalogowania',
  'errors.core.proxy-auth-required.why':
    'Serwer proxy na drodze do usługi pyta o tożsamość, zanim przekaże zapytania.',
  'errors.core.proxy-auth-required.next':
    'Zaloguj się, gdy aplikacja o to poprosi (po „Nie teraz” zapyta ponownie Ustawienia → Sieć → Testuj połączenie), albo poproś dział IT o nazwę użytkownika i hasło do proxy.',
  'errors.core.proxy-auth-refused.title': 'Serwer proxy nie przyjął danych logowania',
  'errors.core.proxy-auth-refused.why':
    'Serwer proxy na drodze do usługi odrzucił podaną nazwę użytkownika i hasło: hasło może być błędne.',
  'errors.core.proxy-auth-refused.next':
    'Spróbuj ponownie i zaloguj się poprawną nazwą użytkownika i hasłem albo poproś o nie dział IT.',
  'errors.core.catalogue-damaged.title': 'Katalog na tym komputerze był uszkodzony',
  'errors.core.catalogue-damaged.why':
    'Nie udało się odczytać jego pliku: coś go zmieniło, gdy aplikacja miała go otwartego. Odłożono go na bok (zachowany, nie usunięty), a katalog jest budowany od nowa z usługi.',
  'errors.core.catalogue-damaged.next':
    'W międzyczasie szukaj w usłudze; wiersz katalogu powie, kiedy znów będzie kompletny.',
  'errors.kind.network.title': 'Nie można połączyć się z usługą',
  'errors.kind.network.why':
    'Nie nadeszła żadna odpowiedź: komputer może być offline albo adres usługi jest błędny.',
  'errors.kind.network.next': 'Sprawdź połączenie i adres usługi w „Kluczach”, a potem spróbuj ponownie.',
  'errors.kind.timeout.title': 'Usługa odpowiadała zbyt długo',
  'errors.kind.timeout.why': 'Usługa nie odpowiedziała na czas.',
  'errors.kind.timeout.next': 'Spróbuj ponownie za chwilę.',
  'errors.kind.not-api.title': 'Ten adres to nie Bridge API',
  'errors.kind.not-api.why':
    'Pod tym adresem coś odpowiada, ale nie tak jak Bridge API (strona internetowa albo „nic tu nie ma” dla każdej ścieżki).',
  'errors.kind.not-api.next': 'Sprawdź URL usługi w „Kluczach”: adresy API kończą się na {path}.',
  'errors.kind.parse.title': 'Nie udało się odczytać odpowiedzi',
  'errors.kind.parse.why': 'Usługa odpowiedziała czymś, co nie jest poprawnymi danymi.',
  'errors.kind.parse.next': 'Sprawdź adres usługi w „Kluczach”; może wskazywać inną stronę internetową.',
  'errors.kind.shape.title': 'Odpowiedź nie miała oczekiwanej postaci',
  'errors.kind.shape.why': 'Usługa odpowiedziała, ale polami, których aplikacja nie rozpoznaje.',
  'errors.kind.shape.next': 'Sprawdź adres usługi w „Kluczach” albo zaktualizuj aplikację.',
  'errors.kind.wait-too-long.title': 'Nie wysłano: oczekiwanie na limit zapytań jest zbyt długie',
  'errors.kind.wait-too-long.why':
    'Ten klucz wykorzystał zapytania, na które usługa pozwala w tym oknie czasowym, a następne okno zaczyna się później, niż aplikacja czeka sama z siebie, więc aplikacja nie czekała i nic nie wysłała.',
  'errors.kind.wait-too-long.next':
    'Spróbuj ponownie, gdy zacznie się okno czasowe; widok „Limit zapytań” pokazuje, kiedy.',
  'errors.kind.locked-out.title': 'Wstrzymano po zbyt wielu błędnych kluczach',
  'errors.kind.locked-out.why':
    'Usługa na jakiś czas przestała odpowiadać temu komputerowi po zbyt wielu nieznanych, unieważnionych lub wygasłych kluczach.',
  'errors.kind.locked-out.next': 'Poczekaj do końca przerwy i popraw lub usuń błędny klucz w „Kluczach”.',
  'errors.kind.cancelled.title': 'Anulowano',
  'errors.kind.cancelled.why': 'Zapytanie zatrzymano, zanim się zakończyło.',
  'errors.kind.cancelled.next': 'Spróbuj ponownie, jeśli nadal jest potrzebne.',
  'errors.wait-asked.title': 'Usługa poprosiła o długie oczekiwanie',
  'errors.wait-asked.why':
    'Usługa odpowiedziała, że ten klucz musi poczekać przed następnym zapytaniem dłużej, niż aplikacja czeka sama z siebie, więc aplikacja nie ponowiła próby.',
  'errors.wait-asked.next':
    'Spróbuj ponownie po zakończeniu oczekiwania; widok „Limit zapytań” pokazuje, kiedy.',
  'errors.resource-failing.title': 'Nie wysłano: to zapytanie stale się nie udawało',
  'errors.resource-failing.why':
    'Usługa odpowiedziała błędem na to samo zapytanie: {failures, plural, one {# nieudana próba} few {# nieudane próby} many {# nieudanych prób} other {# nieudanej próby}} z rzędu, tyle, ile aplikacja wysyła najwyżej w swoim oknie czasowym, więc tym razem nic nie wysłała. Inne zapytania idą dalej jak zwykle.',
  'errors.resource-failing.next': 'Spróbuj ponownie po zakończeniu oczekiwania.',
  'errors.cut-short.title': 'Odpowiedź została przerwana',
  'errors.cut-short.why':
    'Usługa zaczęła odpowiadać, ale połączenie zerwało się, zanim odpowiedź była kompletna.',
  'errors.cut-short.next':
    'Spróbuj ponownie; jeśli to się powtarza, serwer proxy lub usługa może zrywać połączenia.',
  'errors.file.save':
    'Nie udało się zapisać {what, select, proxy {ustawienia proxy} key_health {eksportu kondycji klucza} pin {przypięcia} unpin {usunięcia przypięcia} views {Twoich widoków} views_export {widoków} diagnostics {pliku diagnostycznego} updates {ustawienia aktualizacji} preferences {Twoich preferencji} catalogue {ustawień katalogu} key_list {listy kluczy} other {pliku}} w {path} ({why}); {kept, select, proxy {używane proxy pozostaje bez zmian.} views {zapisane widoki pozostają bez zmian.} key_list {lista na dysku pozostaje bez zmian.} nothing_imported {niczego nie zaimportowano.} other {niczego nie zmieniono.}}',
  'errors.file.read':
    'Nie udało się odczytać {path} ({why}); {kept, select, nothing_imported {niczego nie zaimportowano.} other {niczego nie zmieniono.}}',
  'errors.file.why':
    '{code, select, ENOSPC {dysk jest pełny} disk_full {dysk jest pełny} EDQUOT {limit miejsca na dysku został wyczerpany} EFBIG {plik jest większy, niż pozwala ten system} EROFS {dysk jest tylko do odczytu} EACCES {odmówiono uprawnień} EPERM {odmówiono uprawnień} EIO {dysk zgłosił błąd} read_only {plik jest tylko do odczytu} io {nie można zapisać pliku} unavailable {nie udało się otworzyć pliku przy uruchomieniu} other {system plików odmówił ({raw})}}',
  'errors.vault.url-has-key': 'Adres URL usługi zawiera część klucza.',
  'errors.vault.label-has-key': 'Nazwa zawiera część klucza. Wybierz nazwę bez klucza.',
  'errors.vault.label-too-long':
    'Nazwa jest za długa; użyj najwyżej {max, plural, one {# znaku} few {# znaków} many {# znaków} other {# znaku}}.',
  'errors.vault.check-not-json': 'Wynik sprawdzenia musi być zwykłymi danymi JSON.',
  'errors.vault.scopes-not-list': 'Zakresy muszą być listą nazw.',
  'errors.vault.check-has-key': 'Wynik sprawdzenia zawiera część klucza, więc nie został zapisany.',
  'errors.vault.not-that-key': 'To nie jest klucz zapisany jako „{label}”: tamten kończy się na …{last4}.',
  'errors.vault.key-gone': 'Tego klucza nie ma na liście kluczy (mógł zostać usunięty).',
  'errors.vault.duplicate': 'Ten klucz jest już zapisany jako „{label}”.',
  'errors.no-key':
    'Żaden klucz API nie jest aktywny. Dodaj klucz w menedżerze kluczy (Klucze), aby zacząć przeglądać usługę.',
  'errors.export.no-file': 'Nie wybrano pliku, więc niczego nie wyeksportowano.',
  'errors.export.cancelled': 'Eksport został anulowany.',
  'errors.no-save-here': 'Ta aplikacja nie może tu zapisywać plików.',
  'errors.no-proxy-setting': 'Ta aplikacja nie ma ustawienia proxy do zmiany.',
  'errors.views.not-a-file': '{file} nie jest plikiem.',
  'errors.views.too-large': 'Ten plik jest za duży jak na plik zapisanych widoków (ponad 512 KB).',
  'errors.log.gone': 'Tego zapytania nie ma już w dzienniku zapytań.',
  'errors.log.key-known':
    'Klucz, który wysłał to zapytanie, jest znany: zostanie wysłane ponownie tylko z tym kluczem.',
  'errors.log.key-unknown':
    'Nie wiadomo, który zapisany klucz wysłał to zapytanie (klucz {hint}): zapisano je, zanim aplikacja zaczęła notować klucz każdego zapytania. Niczego nie wysłano; wybierz klucz, którym ma zostać wysłane.',
  'errors.log.other-service': 'To zapytanie trafiło do innej usługi.',
  'errors.log.not-again': 'Tego zapytania nie można wysłać ponownie.',
  'errors.log.key-not-saved':
    'Klucz, który wysłał to zapytanie ({hint}), nie jest zapisany: został usunięty, zastąpiony nowym albo sprawdzony i nigdy niezapisany. Niczego nie wysłano.',
  'errors.log.key-other-service': '„{label}” to klucz innej usługi.',
  'errors.views.gone': 'Ten widok nie jest już zapisany (mógł zostać usunięty).',
  'errors.views.name-length':
    'Nazwa widoku ma od 1 do {max, plural, one {# znaku} few {# znaków} many {# znaków} other {# znaku}}.',
  'errors.views.name-taken': 'Widok o nazwie „{name}” jest już zapisany. Wybierz inną nazwę.',
  'errors.views.full':
    'Masz {max, plural, one {# zapisany widok} few {# zapisane widoki} many {# zapisanych widoków} other {# zapisanego widoku}} — najwięcej, ile aplikacja przechowuje. Usuń jeden, aby zapisać kolejny.',
  'errors.bulk.too-many-rows':
    'Lista ma więcej niż {max, plural, one {# wiersz} few {# wiersze} many {# wierszy} other {# wiersza}}.',
  'errors.bulk.other-service':
    'Tę listę wyszukano w {service}; aby kontynuować, ustaw jako używany klucz tej usługi.',
  'errors.bulk.other-service-unnamed':
    'Tę listę wyszukano w innej usłudze; aby kontynuować, ustaw jako używany klucz tej usługi.',
  'errors.export.unknown-file':
    'W folderze można pokazać tylko plik wyeksportowany przez tę aplikację w tej sesji.',
  'errors.export.id-running': 'Eksport o tym identyfikatorze już trwa.',
  'errors.export.service-cannot':
    'Usługa nie potrafi sortować w tej kolejności ani filtrować według autorów propozycji, jednego autora, kilku kategorii czy zakresów; wyeksportuj tę listę z katalogu na tym komputerze.',
  'errors.export.same-running': 'Ten sam eksport już trwa; zaczekaj na niego albo najpierw go anuluj.',
  'errors.export.no-catalogue': 'Na tym komputerze nie ma katalogu, z którego można eksportować.',
  'errors.vault.entry-gone': 'Ten wpis w pęku kluczy zniknął.',
  'errors.vault.session-secret-gone': 'Ten klucz tylko na tę sesję nie ma już sekretu.',
  'errors.vault.unknown-id':
    'Tego identyfikatora klucza aplikacja nie nadała żadnemu sprawdzeniu ani nie ma go żaden klucz.',
  'errors.vault.secret-missing':
    'Systemowy pęk kluczy odpowiedział, że nie zawiera klucza „{label}”: mógł zostać usunięty poza Bridge Explorer. Dodaj klucz ponownie.',
  'errors.vault.unknown-state': 'Nieznany stan klucza.',
  'errors.vault.not-orphan': 'Ten wpis w pęku kluczy nie czeka na przejęcie.',
  'errors.vault.rotation-rejected':
    'Nie udało się potwierdzić nowego klucza w usłudze, więc nic się nie zmieniło: „{label}” jest nadal używanym kluczem, a nowego klucza nie zachowano.',
  'errors.export.write-failed':
    'Eksport nie mógł zapisać pliku w {dir}: {why}. {rows, plural, one {# wiersz jest zachowany} few {# wiersze są zachowane} many {# wierszy jest zachowanych} other {# wiersza jest zachowane}} w pliku częściowym; napraw to i uruchom ten sam eksport ponownie, aby kontynuować od tego miejsca.',
  'errors.export.stopped-after':
    'Eksport zatrzymał się po {pages, plural, one {# stronie} few {# stronach} many {# stronach} other {# strony}} ({reason}); można go wznowić.',
  'errors.export.cancelled-unchanged': 'Eksport został anulowany; plik docelowy nie został zmieniony.',
  'errors.export.discarded':
    'Eksport zatrzymano, a jego wiersze odrzucono; plik docelowy nie został zmieniony.',
  'errors.export.other-checkpoint': 'Ten punkt kontrolny należy do innego eksportu.',
  'errors.export.partial-gone': 'Plik częściowy tego eksportu zniknął; uruchom go od nowa.',
  'errors.folder.in-use':
    'Inny Bridge Explorer (proces {pid}) już używa folderu {dir} (jego plik blokady to {lock}). Najpierw go zamknij albo uruchom ten z innym folderem danych użytkownika, aby oba nie nadpisywały sobie nawzajem listy kluczy.',
  'errors.folder.keeps-taken':
    'Nie udało się przejąć folderu {dir}: inna instancja wciąż go przejmuje (plik blokady {lock}).',
  'errors.folder.read-only':
    'Do folderu {dir} nie można zapisywać ({why, select, read_only_fs {jest w systemie plików tylko do odczytu} other {ten użytkownik nie może tam zapisywać}}), więc Bridge Explorer nie może tam przechowywać kluczy ani historii. Wybierz inny folder (--user-data-dir=FOLDER dla aplikacji desktopowej, --user-data FOLDER dla podglądu w przeglądarce) albo umożliw zapis w tym. ({code})',
  'errors.folder.not-a-folder':
    'Folder {dir} nie istnieje lub nie jest folderem. Wybierz inny folder (--user-data-dir=FOLDER dla aplikacji desktopowej, --user-data FOLDER dla podglądu w przeglądarce) albo go utwórz. ({code})',
  'errors.folder.cannot-take': 'Nie udało się przejąć folderu {dir} dla tego okna ({code}).',
  'errors.could-not-start': 'Nie udało się uruchomić Bridge Explorer',
  'errors.views.unreadable':
    'Nie udało się odczytać zapisanych widoków w {path} ({why}). Widoków nie można zapisywać, dopóki plik nie będzie czytelny.',
  'errors.views.newer':
    'Zapisane widoki zapisała nowsza wersja Bridge Explorer (format {version}); zaktualizuj aplikację, aby ich używać. Plik pozostaje bez zmian.',
  'errors.views.unmovable':
    'Nie udało się odczytać zapisanych widoków w {path} ani przenieść ich na bok ({why}). Widoków nie można zapisywać, dopóki plik nie zostanie naprawiony lub usunięty.',
  'errors.views.recovered':
    'Nie udało się odczytać zapisanych widoków ({reason}), więc plik zachowano jako {kept} i zaczęto pustą listę.',
  'errors.views.dropped':
    '{n, plural, one {# zapisanego widoku nie udało się odczytać i został pominięty} few {# zapisanych widoków nie udało się odczytać i zostały pominięte} many {# zapisanych widoków nie udało się odczytać i zostały pominięte} other {# zapisanego widoku nie udało się odczytać i zostały pominięte}}; oryginalny plik zachowano jako {kept}.',
  'errors.file-problem.title': 'Nie udało się użyć pliku na tym komputerze',
  'errors.file-problem.why': 'Aplikacja nie mogła zapisać ani odczytać jednego ze swoich plików.',
  'errors.file-problem.next':
    'Usuń przyczynę opisaną powyżej (zwolnij miejsce albo pozwól aplikacji zapisywać w jej folderze), a potem spróbuj ponownie.',
  'errors.unknown.title': 'Coś poszło nie tak',
  'errors.unknown.why': 'Zapytanie nie powiodło się z przyczyny, której aplikacja nie rozpoznaje.',
  'errors.unknown.next':
    'Spróbuj ponownie; widok „Deweloper” pokazuje ostatnie zapytania i odpowiedzi na nie.',
  'errors.key-blocked-note':
    'Aplikacja przestała wysyłać zapytania z tym kluczem, aby usługa nie zablokowała tego komputera.',
  'errors.status-401.title': 'Usługa odrzuciła klucz',
  'errors.status-401.why':
    'Usługa odpowiedziała „brak autoryzacji” (401) z treścią, której aplikacja nie mogła odczytać, więc aplikacja przestała używać tego klucza.',
  'errors.export.write-failed.title': 'Nie udało się zapisać pliku eksportu',
  'errors.export.stopped.title': 'Eksport został przerwany',
  'errors.export.stopped.why': 'Eksport się nie zakończył.',
  'errors.export.next':
    'Uruchom ten sam eksport ponownie: będzie kontynuowany od miejsca, w którym się zatrzymał.',
  'errors.retry-after': 'Spróbuj ponownie po {at}, gdy oczekiwanie się skończy.',
  'errors.unusable-field': 'Nieużyteczne pole to „{field}”.',
  'errors.missing-scope': 'Wymaga zakresu „{scope}”.',
  'errors.refused-value': '{field}: {problem}.',
  'errors.panel.missing-scope': 'Brakujący zakres: {scope}',
  'errors.panel.retry': 'Spróbuj ponownie',
  'errors.panel.open-keys': 'Otwórz „Klucze”',
  'errors.sentences': '{first} {second}',
}
