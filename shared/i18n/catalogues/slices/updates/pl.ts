import type { SliceTranslation } from '../../source-message.ts'
import type { updates } from './en.ts'

export const updatesPl: SliceTranslation<typeof updates> = {
  'updates.available-title': 'Dostępna aktualizacja',
  'updates.available': 'Dostępny jest Bridge Explorer {version}. Masz wersję {current}.',
  'updates.available-named': 'Dostępny jest Bridge Explorer {version} ({name}). Masz wersję {current}.',
  'updates.whats-new': 'Co nowego:\n{notes}',
  'updates.no-notes': 'Kanał nie mówi nic o zmianach.',
  'updates.download-now': 'Pobrać teraz? Nic nie zostanie zainstalowane bez Twojej zgody.',
  'updates.download': 'Pobierz',
  'updates.not-now': 'Nie teraz',
  'updates.ready-title': 'Aktualizacja gotowa',
  'updates.ready': 'Bridge Explorer {version} został pobrany, a jego suma kontrolna zgadza się z kanałem.',
  'updates.restart-now':
    'Uruchomić ponownie, aby zainstalować? Zapisane widoki, klucze i historia pozostaną bez zmian.',
  'updates.restart-install': 'Uruchom ponownie i zainstaluj',
  'updates.later': 'Później',
  'updates.ok': 'OK',
  'updates.box-text': '{first}\n\n{second}',
  'updates.on': 'Bridge Explorer szuka aktualizacji pod adresem {feed}.',
  'updates.off-setting': 'Aktualizacje są wyłączone w Ustawieniach: Bridge Explorer nie szuka nowych wersji.',
  'updates.off-policy': 'Aktualizacje na tym komputerze wyłącza plik {path}.',
  'updates.policy-unreadable':
    'Aktualizacje są wyłączone: nie można użyć pliku zasad {path} ({why, select, object {to nie jest obiekt JSON} updates {„updates” musi mieć wartość true lub false} feed {„updateFeed” musi być adresem https://} other {to nie jest poprawny JSON}}). Zapytaj osobę, która zarządza tym komputerem.',
  'updates.no-feed': 'Ta kompilacja nie wskazuje kanału aktualizacji. {how}',
  'updates.insecure-feed': 'Aktualizacje są wyłączone: kanał aktualizacji {feed} nie jest adresem https://.',
  'updates.package-manager':
    'Ta kopia została zainstalowana przez systemowego menedżera pakietów ({type}), więc sama się nie zastępuje. {how}',
  'updates.cannot-self-update': 'Ta kopia nie może sama się zaktualizować. {how}',
  'updates.how-package':
    'Zaktualizuj ją tak, jak została zainstalowana: {command} albo w centrum oprogramowania.',
  'updates.how-pacman': 'Zaktualizuj ją tak, jak została zainstalowana: {command}.',
  'updates.how-snap': 'Snapy aktualizują się same: {command} zrobi to od razu.',
  'updates.how-download': 'Pobierz nową wersję z miejsca, z którego pochodzi ta.',
  'updates.no-updater':
    '{where, select, preview {Szukanie aktualizacji nie jest dostępne w podglądzie w przeglądarce: nie ma w nim aktualizatora.} other {Szukanie aktualizacji nie jest tu dostępne: nie ma aktualizatora.}}',
  'updates.no-updater-state': '{why} Aplikacja desktopowa sama szuka aktualizacji.',
  'updates.latest': 'Bridge Explorer {current} to najnowsza wersja.',
  'updates.unsigned':
    'Kanał aktualizacji oferuje wersję {version}, ale nie jest ona podpisana kluczem wydań Bridge Explorer, więc nie została pobrana.',
  'updates.declined': 'Wersja {version} nie została pobrana.',
  'updates.downloaded': 'Wersja {version} została pobrana; zostanie zainstalowana dopiero za Twoją zgodą.',
  'updates.installing': 'Instalowanie wersji {version}.',
  'updates.unreachable':
    'Kanał aktualizacji {feed} jest nieosiągalny. Bridge Explorer sprawdzi ponownie przy następnym uruchomieniu.',
  'updates.untrusted':
    'Ten komputer nie ufa kanałowi aktualizacji {feed} (nie udało się zweryfikować jego certyfikatu), więc nic nie zostało pobrane. Firmowy serwer proxy może wymagać zainstalowania swojego certyfikatu.',
  'updates.checksum':
    'Pobrana aktualizacja nie zgadza się z sumą kontrolną z kanału, więc została odrzucona i nic nie zainstalowano.',
  'updates.not-a-release':
    'Kanał aktualizacji {feed} odpowiedział czymś, co nie jest opisem wydania, więc nic nie zostało pobrane.',
  'updates.refused':
    'Kanał aktualizacji {feed} odrzucił żądanie ({detail}). Bridge Explorer sprawdzi ponownie przy następnym uruchomieniu.',
  'updates.failed': 'Szukanie aktualizacji nie powiodło się: {detail}',
}
