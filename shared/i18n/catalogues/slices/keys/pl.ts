import type { SliceTranslation } from '../../source-message.ts'
import type { keys } from './en.ts'

export const keysPl: SliceTranslation<typeof keys> = {
  'keys.about':
    'Klucze API pozwalają aplikacji czytać dane z usługi. Są przechowywane w pęku kluczy systemu; aplikacja pokazuje zawsze tylko ich pierwsze i ostatnie znaki.',
  'keys.about-failing':
    'Klucze API pozwalają aplikacji czytać dane z usługi. Są przechowywane w pęku kluczy systemu, który w tej chwili nie działa (zob. niżej); aplikacja pokazuje zawsze tylko ich pierwsze i ostatnie znaki.',
  'keys.saved': 'Zapisane klucze',
  'keys.loading': 'Wczytywanie kluczy…',
  'keys.empty': 'Brak zapisanych kluczy',
  'keys.empty-about':
    'Dodaj klucz poniżej. Można go utworzyć w panelu usługi, gdy dostęp do API zostanie zatwierdzony.',
  'keys.state.working': 'Działa',
  'keys.state.not-checked': 'Jeszcze niesprawdzony',
  'keys.state.keychain-locked': 'Pęk kluczy jest zablokowany: odblokuj go',
  'keys.state.keychain-silent': 'Pęk kluczy nie odpowiedział',
  'keys.state.not-in-keychain': 'Nie ma go w pęku kluczy: dodaj klucz ponownie',
  'keys.state.unknown-state': 'Stan nieznany',
  'keys.state.invalid': 'Nierozpoznany przez usługę',
  'keys.state.revoked': 'Unieważniony',
  'keys.state.expired': 'Wygasł',
  'keys.state.access-revoked': 'Dostęp konta do API niezatwierdzony',
  'keys.state.locked-out': 'Chwilowo zablokowany (zbyt wiele prób z nieprawidłowym kluczem)',
  'keys.state.rate-used-up': 'Niesprawdzony: limit zapytań jest na razie wyczerpany',
  'keys.state.service-silent': 'Usługa nie odpowiada',
  'keys.state.not-api': 'Ten adres nie jest adresem API',
  'keys.state.worked-silent': 'Działał przy ostatniej odpowiedzi; usługa teraz nie odpowiada',
  'keys.state.accepted-unchecked': 'Przyjęty przez usługę; jeszcze niesprawdzony',
  'keys.scopes.unknown': 'Nieznane, dopóki klucz nie zostanie sprawdzony',
  'keys.scopes.unseen': 'Nieznane: ostatnie sprawdzenie ich nie ustaliło',
  'keys.scopes.none': 'Brak',
  'keys.rate.left': 'Przy sprawdzeniu zostało {remaining, number} z {limit, number} zapytań',
  'keys.rate.sent-nothing': 'Nieznane: to sprawdzenie nic nie wysłało',
  'keys.rate.no-answer': 'Nieznane: nie nadeszła odpowiedź',
  'keys.until': 'Do {when}.',
  'keys.refusal.keychain':
    'Nic nie jest wysyłane: nie udało się odczytać używanego klucza z pęku kluczy ({state})',
  'keys.refusal.service': 'Nic nie jest wysyłane: usługa odrzuciła używany klucz ({state})',
  'keys.row': 'Klucz {label}',
  'keys.row.active': 'Aktywny',
  'keys.row.session-only': 'Tylko na tę sesję: zostanie zapomniany po zamknięciu',
  'keys.row.state': 'Stan',
  'keys.row.scopes': 'Zakresy',
  'keys.row.service': 'Usługa',
  'keys.row.added': 'Dodano',
  'keys.row.expires': 'Wygasa',
  'keys.row.save-later':
    'Zapisz w pęku kluczy, gdy pęk kluczy zacznie działać (Pęk kluczy › Sprawdź ponownie).',
  'keys.row.saving': 'Zapisywanie…',
  'keys.row.save-in-keychain': 'Zapisz w pęku kluczy',
  'keys.row.make-active': 'Ustaw jako aktywny',
  'keys.row.checking': 'Sprawdzanie…',
  'keys.row.check-now': 'Sprawdź teraz',
  'keys.row.edit': 'Edytuj…',
  'keys.row.rotate': 'Wymień…',
  'keys.row.remove': 'Usuń',
  'keys.row.last-check': 'Ostatnie sprawdzenie, {when}: {summary}',
  'keys.row.remove-title': 'Usunąć „{label}”?',
  'keys.row.remove-key': 'Usuń klucz',
  'keys.row.remove-body':
    'Klucz {hint} zostanie usunięty z pęku kluczy tego komputera. W usłudze działa nadal, dopóki nie unieważnisz go w panelu.',
  'keys.form.title': 'Dodaj klucz',
  'keys.form.key': 'Klucz API',
  'keys.form.show': 'Pokaż',
  'keys.form.hide': 'Ukryj',
  'keys.form.paste': 'Wklej',
  'keys.form.paste-failed': 'Nie udało się odczytać schowka. Wklej do pola skrótem Ctrl+V (⌘V na Macu).',
  'keys.form.key-hint': 'Klucz jest przechowywany w pęku kluczy systemu, nigdy w plikach aplikacji.',
  'keys.form.url': 'Adres URL usługi',
  'keys.form.url-hint-demo':
    'Aplikacja korzysta z wbudowanej usługi demonstracyjnej. Aby użyć prawdziwej usługi, wpisz jej adres, zakończony na {path}.',
  'keys.form.url-hint': 'Adres usługi, do której należy klucz, zakończony na {path}.',
  'keys.form.label': 'Etykieta',
  'keys.form.label-example': 'np. laptop służbowy',
  'keys.form.checking': 'Sprawdzanie…',
  'keys.form.check-and-save': 'Sprawdź i zapisz',
  'keys.form.not-saved-offer':
    'Klucz nie został zapisany. Można go jednak użyć teraz: pozostanie w pamięci Bridge Explorer i zostanie zapomniany po zamknięciu.',
  'keys.form.use-for-session': 'Użyj w tej sesji',
  'keys.form.session-kept': 'Zachowany tylko na tę sesję: zostanie zapomniany po zamknięciu.',
  'keys.form.not-used': 'Nie udało się użyć klucza.',
  'keys.form.not-saved': 'Nie udało się zapisać klucza.',
  'keys.finding.not-saved': 'Nie zapisano: {state}.',
  'keys.finding.unchecked':
    'Nie ustalono niczego o samym kluczu. Sprawdź ponownie później albo zapisz go bez werdyktu: zachowa wynik tego sprawdzenia i nie zostanie użyty.',
  'keys.finding.checked':
    'Popraw klucz lub adres i ponownie naciśnij „Sprawdź i zapisz” albo zapisz go takim, jaki jest: zostanie wtedy oznaczony jako niedziałający i nie zostanie użyty.',
  'keys.finding.save-unchecked': 'Zapisz bez sprawdzania',
  'keys.finding.save-anyway': 'Zapisz mimo to',
  'keys.saved.unchecked': 'Zapisano „{label}”. Użyj „Sprawdź teraz”, aby zobaczyć, co może.',
  'keys.saved.works': 'Zapisano „{label}”. {summary}',
  'keys.saved.not-working':
    'Zapisano „{label}”, oznaczony jako niedziałający: {state}. Nie jest używany; „Sprawdź teraz” pokaże, kiedy zacznie działać.',
  'keys.edit.name': 'Edytuj „{label}”',
  'keys.edit.url-hint':
    'Zmiana adresu sprawia, że klucz jest „jeszcze niesprawdzony”, dopóki nie zostanie sprawdzony ponownie.',
  'keys.edit.expires': 'Wygasa dnia (opcjonalnie)',
  'keys.edit.expires-hint':
    'Usługa nie podaje, kiedy klucz wygasa: data z panelu pozwala aplikacji ostrzec 14 dni wcześniej.',
  'keys.edit.save': 'Zapisz zmiany',
  'keys.cancel': 'Anuluj',
  'keys.rotate.name': 'Wymień „{label}”',
  'keys.rotate.new-key': 'Nowy klucz w miejsce „{label}”',
  'keys.rotate.hint-active':
    'Najpierw zostanie sprawdzony w usłudze; „{label}” pozostaje w użyciu, dopóki nowy klucz nie zadziała.',
  'keys.rotate.hint':
    'Najpierw zostanie sprawdzony w usłudze; „{label}” zostaje zachowany, dopóki nowy klucz nie zadziała.',
  'keys.rotate.checking': 'Sprawdzanie nowego klucza…',
  'keys.rotate.switch': 'Sprawdź i przełącz',
  'keys.rotate.done':
    'Nowy klucz {hint} działa i jest teraz używany jako „{label}”. Unieważnij stary klucz w panelu usługi.',
  'keys.guide.title': 'Wymiana klucza',
  'keys.guide.create': 'Utwórz nowy klucz w panelu usługi (jest pokazywany tylko raz: wtedy go skopiuj).',
  'keys.guide.rotate':
    'Naciśnij „Wymień…” przy kluczu, który wymieniasz, i wklej nowy klucz. Najpierw zostanie sprawdzony w usłudze; stary klucz pozostaje w użyciu, dopóki nowy nie zadziała, a potem zostanie usunięty z tej aplikacji.',
  'keys.guide.revoke': 'Unieważnij stary klucz w panelu, aby nikt inny nie mógł go użyć.',
  'keys.guide.limits':
    'Konto może mieć naraz najwyżej {n, number} aktywnych kluczy, a więcej kluczy nie podnosi limitu zapytań. Aby uzyskać wyższy limit, skontaktuj się z operatorem usługi.',
  'keys.in-use.none': 'Brak używanego klucza: dodaj klucz',
  'keys.in-use.name': 'Używany klucz: {label} w {host}, {state}. Otwórz Klucze.',
  'keys.in-use.name-session':
    'Używany klucz: {label} w {host}, {state}, tylko na tę sesję: zostanie zapomniany po zamknięciu. Otwórz Klucze.',
  'keys.in-use.memory-only': 'Tylko w pamięci: zostanie zapomniany po zamknięciu',
  'keys.in-use.session-only': 'Tylko sesja',
  'keys.check.owner': 'Właściciel',
  'keys.check.rate-limit': 'Limit zapytań',
  'keys.check.checked': 'Sprawdzono',
  'keys.check.scopes': 'Uprawnienia (zakresy)',
  'keys.check.has': '{mark} {scope}: może {what}',
  'keys.check.missing': '{mark} {scope}: nie może {what}',
  'keys.check.unknown': '{mark} {scope}: tym razem nie udało się sprawdzić',
  'keys.check.has-mark': 'Ma',
  'keys.check.missing-mark': 'Brak',
  'keys.check.unknown-mark': 'Nieznane',
  'keys.check.unlocks': '({screens})',
  'keys.scope.public': 'czytać dane publiczne: mosty, profile i statystyki',
  'keys.scope.me': 'czytać własny profil właściciela klucza',
  'keys.check.unused': '{mark} {scope}: nieużywany przez tę aplikację',
  'keys.check.notices': 'Komunikaty usługi',
  'keys.check.deprecated': '{endpoint} jest przestarzały',
  'keys.check.deprecated-since': '{endpoint} jest przestarzały od {date}',
  'keys.check.sunset': '{notice}; przestaje działać {date}',
  'keys.check.developers': 'Szczegóły dla programistów: {endpoint} {what} ({code})',
  'keys.check.not-asked': 'nie został odpytany',
  'keys.check.answered': 'odpowiedział {status}',
  'keys.check.answered-nothing': 'nie odpowiedział',
  'keys.orphans.title':
    '{n, plural, one {# klucz jest w pęku kluczy, ale nie na liście} few {# klucze są w pęku kluczy, ale nie na liście} many {# kluczy jest w pęku kluczy, ale nie na liście} other {# klucza jest w pęku kluczy, ale nie na liście}}',
  'keys.orphans.about':
    'Pozostawione przez uszkodzoną listę kluczy lub przerwane usuwanie albo zapisane z innym folderem danych użytkownika. Przejmij klucz, aby go tu używać, albo usuń go z pęku kluczy.',
  'keys.orphans.recovered': 'Odzyskany klucz {hint}',
  'keys.orphans.adopt-name': 'Przejmij {hint}',
  'keys.orphans.adopt-key': 'Przejmij klucz',
  'keys.orphans.adopt': 'Przejmij…',
  'keys.orphans.remove': 'Usuń…',
  'keys.orphans.remove-title': 'Usunąć {hint} z pęku kluczy?',
  'keys.orphans.remove-confirm': 'Usuń z pęku kluczy',
  'keys.orphans.remove-body':
    'Klucz zostanie usunięty z systemowego pęku kluczy. Usługa nadal go zna: w razie potrzeby unieważnij go tam.',
  'keys.doctor.title': 'Pęk kluczy',
  'keys.doctor.ok': 'Działa',
  'keys.doctor.locked': 'Zablokowany',
  'keys.doctor.unavailable': 'Niedostępny',
  'keys.doctor.checking': 'Sprawdzanie…',
  'keys.doctor.check-again': 'Sprawdź ponownie',
  'keys.doctor.looking': 'Sprawdzanie pęku kluczy…',
  'keys.doctor.what-checked': 'Co sprawdzono',
  'keys.doctor.checked': 'Sprawdzono {when}.',
  'keys.doctor.copied': 'Skopiowano',
  'keys.doctor.not-copied': 'Nie udało się skopiować; zaznacz polecenie',
  'keys.doctor.copy': 'Kopiuj',
  'keys.doctor.fix': 'Jak to naprawić',
  'keys.missing.title':
    '{n, plural, one {# zapisany klucz nie ma sekretu w pęku kluczy} few {# zapisane klucze nie mają sekretu w pęku kluczy} many {# zapisanych kluczy nie ma sekretu w pęku kluczy} other {# zapisanego klucza nie ma sekretu w pęku kluczy}}',
  'keys.missing.about':
    'Lista kluczy je pamięta, ale wpis w pęku kluczy został usunięty poza Bridge Explorer lub utracony wraz z bazą kluczy. Wpisz ten sam klucz ponownie, aby go naprawić, albo usuń go z listy.',
  'keys.missing.row': 'Klucz {label} bez sekretu',
  'keys.missing.re-enter-name': 'Wpisz ponownie {label}',
  'keys.missing.key-ending': 'Klucz kończący się na …{last4}',
  'keys.missing.put-back': 'Przywróć do pęku kluczy',
  'keys.missing.re-enter': 'Wpisz klucz ponownie…',
  'keys.missing.remove': 'Usuń…',
  'keys.missing.remove-title': 'Usunąć „{label}” z listy kluczy?',
  'keys.missing.remove-confirm': 'Usuń z listy',
  'keys.missing.remove-body':
    'Jego sekretu nie ma już w pęku kluczy. Usługa nadal zna ten klucz: w razie potrzeby unieważnij go tam.',
  'keys.session.title': 'Użyj klucza tylko w tej sesji',
  'keys.session.about':
    'Klucz pozostaje w pamięci Bridge Explorer i zostanie zapomniany po zamknięciu: nic nie jest zapisywane na dysku. Następnym razem trzeba go wpisać ponownie, chyba że pęk kluczy będzie już działać.',
  'keys.session.label': 'Etykieta (opcjonalnie)',
  'keys.session.added': '„{label}” jest używany w tej sesji. Zostanie zapomniany po zamknięciu.',
  'keys.summary.no-answer': 'brak odpowiedzi',
  'keys.summary.keychain-locked':
    'Nie udało się odczytać klucza: systemowy pęk kluczy jest zablokowany, więc nic nie wysłano. Odblokuj pęk kluczy i sprawdź ponownie.',
  'keys.summary.keychain-silent':
    'Nie udało się odczytać klucza: systemowy pęk kluczy nie odpowiedział, więc nic nie wysłano. Panel Pęk kluczy w Kluczach podaje przyczynę; sprawdź ponownie, gdy zacznie odpowiadać.',
  'keys.summary.not-in-keychain':
    'Systemowy pęk kluczy odpowiedział, że nie ma tego klucza, więc nic nie wysłano. Dodaj klucz ponownie w Kluczach.',
  'keys.summary.no-key': 'Nie wysłano żadnego klucza: dodaj klucz dla tej usługi w menedżerze kluczy.',
  'keys.summary.invalid':
    'Usługa nie zna tego klucza. Sprawdź, czy został skopiowany w całości, albo utwórz nowy klucz w panelu.',
  'keys.summary.revoked': 'Ten klucz został unieważniony. Utwórz nowy klucz w panelu i wymień ten.',
  'keys.summary.expired': 'Ten klucz wygasł. Utwórz nowy klucz w panelu i wymień ten.',
  'keys.summary.access-revoked':
    'Dostęp do API dla konta tego klucza nie jest zatwierdzony. Poproś o dostęp w panelu konta; klucz zadziała ponownie po zatwierdzeniu.',
  'keys.summary.locked-out':
    'Z tego komputera przyszło zbyt wiele prób z nieprawidłowym kluczem, więc usługa odrzuca każde zapytanie{until, select, yes { do czasu podanego niżej} other {}}. Zaczekaj i sprawdź ponownie.',
  'keys.summary.rate-unsent':
    'Klucza nie sprawdzono: jego zapytania w tym oknie czasowym są wyczerpane, a aplikacja nie czekała na następne okno czasowe, więc nic nie wysłano. Sprawdź ponownie {at, select, yes {po czasie podanym niżej} other {później}}.',
  'keys.summary.rate-used':
    'Nie udało się sprawdzić klucza, bo jego limit zapytań jest wyczerpany. Sprawdź ponownie {at, select, yes {po czasie podanym niżej} other {później}}.',
  'keys.summary.certificate':
    'Nie udało się sprawdzić klucza: ten komputer nie ufa certyfikatowi usługi albo certyfikat nie obejmuje tego adresu; firmowy serwer proxy może wymagać zainstalowania swojego certyfikatu. Klucza nie wysłano.',
  'keys.summary.proxy':
    'Nie udało się sprawdzić klucza: serwer proxy po drodze {how, select, proxy_auth_required {wymaga zalogowania} proxy_auth_refused {nie przyjął logowania (hasło może być błędne)} other {nie przekazał zapytania dalej}}. Sprawdź ustawienie proxy i spróbuj ponownie.',
  'keys.summary.unreachable':
    'Nie udało się sprawdzić klucza ({code}). Sprawdź sieć i adres usługi, a potem spróbuj ponownie.',
  'keys.summary.not-api':
    'Ten adres odpowiada, ale nie tak jak Bridge API, więc nie udało się sprawdzić klucza. Adresy API kończą się na {path}: sprawdź adres URL usługi.',
  'keys.summary.works-owner': 'Ten klucz działa i należy do {owner}.',
  'keys.summary.works': 'Ten klucz działa.',
  'keys.summary.unlocks': 'Odblokowuje: {screens}.',
  'keys.summary.no-known-scope':
    'Nie ma zakresu znanego tej aplikacji, więc żaden ekran jeszcze z nim nie działa.',
  'keys.summary.lacks':
    'Brakuje mu zakresu {scopes}, więc {n, plural, one {ekran {screens} jest niedostępny} other {ekrany {screens} są niedostępne}} z tym kluczem.',
  'keys.summary.unknown': 'Nie udało się sprawdzić, czy ma {scopes} ({code}); spróbuj ponownie później.',
  'keys.screen.bridges': 'Mosty',
  'keys.screen.bridge-detail': 'Szczegóły mostu',
  'keys.screen.profiles': 'Profile',
  'keys.screen.stats': 'Statystyki',
  'keys.screen.my-profile': 'Mój profil',
  'keys.screen.owner-in-keys': 'właściciel klucza w Kluczach',
  'keys.notice.account-limit':
    'Klucz został zapisany. Masz teraz {live, plural, one {# klucz} few {# klucze} many {# kluczy} other {# klucza}} do tej usługi, ale usługa pozwala tylko na {limit, plural, one {# aktywny klucz} few {# aktywne klucze} many {# aktywnych kluczy} other {# aktywnego klucza}} na konto. Jeśli te klucze należą do tego samego konta, niektóre nie będą działać: unieważnij stary klucz w panelu, a potem usuń go tutaj.',
  'keys.notice.old-key-kept':
    'Nowy klucz jest już używany, ale starego klucza „{label}” nie udało się usunąć. Usuń go później z listy kluczy.',
  'keys.notice.old-key-kept-why':
    'Nowy klucz jest już używany, ale starego klucza „{label}” nie udało się usunąć. {why} Usuń go później z listy kluczy.',
  'keys.notice.session-forgotten':
    'Klucz „{label}” do {url} był przechowywany tylko na tamtą sesję (żaden pęk kluczy nie mógł go zapisać), więc przepadł po zamknięciu Bridge Explorer. Dodaj go ponownie, aby go używać.',
  'keys.notice.orphans':
    '{n, plural, one {Jeden klucz jest} few {# klucze są} many {# kluczy jest} other {# klucza jest}} w systemowym pęku kluczy bez wpisu na liście kluczy ({hints}) — pozostałość uszkodzonej listy kluczy lub przerwanego usuwania albo zapis Bridge Explorer z innym folderem danych użytkownika. Dodaj taki klucz ponownie, aby używać go tutaj: wpis w pęku kluczy zostanie przejęty, a nie zapisany drugi raz.',
  'keys.doctor.where':
    '{backend, select, macos_keychain {pęk kluczy macOS} windows_credential_manager {Menedżer poświadczeń Windows} secret_service {{named, select, yes {Secret Service ({provider})} other {Secret Service}}} other {brak pęku kluczy}}',
  'keys.doctor.where-start':
    '{backend, select, macos_keychain {Pęk kluczy macOS} windows_credential_manager {Menedżer poświadczeń Windows} secret_service {{named, select, yes {Secret Service ({provider})} other {Secret Service}}} other {Brak pęku kluczy}}',
  'keys.doctor.works': 'Klucze są przechowywane tutaj: {where}. Jest odblokowany i odpowiada.',
  'keys.doctor.no-default-keyring':
    'Nie można przechowywać kluczy. {where} odpowiada, ale nie ma domyślnego zbioru kluczy, w którym można by je zapisać.',
  'keys.doctor.cannot-store':
    'Nie można przechowywać kluczy. {why, select, no_session_bus {Nie ma sesji D-Bus (DBUS_SESSION_BUS_ADDRESS nie jest ustawione lub wskazuje donikąd), więc żaden pęk kluczy nie jest osiągalny.} no_secret_service {Sesja D-Bus nie ma Secret Service: gnome-keyring (ani inny dostawca) nie działa.} kwallet {KWallet działa, ale nie udostępnia interfejsu Secret Service, którego używa aplikacja.} locked {{where}: zablokowany.} timeout {{where} nie odpowiedział na czas: być może czeka prośba o odblokowanie.} wsl {To jest WSL, który nie ma własnego pęku kluczy, dopóki żaden nie zostanie zainstalowany i uruchomiony.} headless {To jest sesja bez pulpitu (brak DISPLAY, brak sesji D-Bus), więc żaden pęk kluczy nie działa.} sandboxed {Aplikacja działa w piaskownicy, która nie może komunikować się z Secret Service.} module_missing {Nie udało się wczytać biblioteki pęku kluczy (libsecret).} other {{where} odrzucił żądanie.}}',
  'keys.warning.prefix':
    'Klucze tej usługi zaczynają się od „{prefix}”. Ten nie, więc może należeć do innej usługi albo być niepełny. Mimo to zostanie zapisany.',
  'keys.warning.length':
    'Klucze tej usługi mają {length, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}} długości; ten ma {actual, number}. Może brakować jego części albo coś jest w nadmiarze. Mimo to zostanie zapisany.',
  'keys.warning.characters':
    'Klucze tej usługi zawierają po prefiksie tylko litery i cyfry; ten ma inne znaki. Mimo to zostanie zapisany.',
}
