import type { SliceTranslation } from '../../source-message.ts'
import type { keyAlerts } from './en.ts'

export const keyAlertsPl: SliceTranslation<typeof keyAlerts> = {
  'key-alerts.failing-title': 'Klucz „{label}” zawodzi',
  'key-alerts.headroom-title': 'Kluczowi „{label}” kończą się zapytania',
  'key-alerts.refused-title': 'Klucz „{label}” został odrzucony',
  'key-alerts.expiring-title':
    '{days, plural, =0 {Klucz „{label}” wygasa dziś} =1 {Klucz „{label}” wygasa jutro} one {Klucz „{label}” wygasa za # dzień} few {Klucz „{label}” wygasa za # dni} many {Klucz „{label}” wygasa za # dni} other {Klucz „{label}” wygasa za # dnia}}',
  'key-alerts.failing-body':
    'Nie powiodło się {failed, number} z {attempts, plural, one {# zapytania} few {# zapytań} many {# zapytań} other {# zapytania}} w {minutes, plural, one {ostatniej minucie} few {ostatnich # minutach} many {ostatnich # minutach} other {ostatnich # minuty}}. Strona „Deweloper” pokazuje które.',
  'key-alerts.headroom-body':
    'Zostało {remaining, number} z {limit, plural, one {# zapytania} few {# zapytań} many {# zapytań} other {# zapytania}} do odnowienia limitu. Potem zapytania czekają na odnowienie.',
  'key-alerts.refused-invalid': 'Usługa nie rozpoznaje tego klucza. Sprawdź go albo dodaj nowy w „Kluczach”.',
  'key-alerts.refused-revoked': 'Według usługi ten klucz został unieważniony. Dodaj nowy klucz w „Kluczach”.',
  'key-alerts.refused-expired': 'Według usługi ten klucz wygasł. Dodaj nowy klucz w „Kluczach”.',
  'key-alerts.refused-access':
    'Według usługi dostęp konta do API nie jest zatwierdzony. Zapytania z tym kluczem nie powiodą się.',
  'key-alerts.expiring-body':
    'Zapisano, że wygasa on {day}. Przed tym dniem dodaj jego następcę w „Kluczach”.',
  'key-alerts.line-title': '{title}.',
  'key-alerts.line-link': 'Kondycja klucza',
  'key-alerts.dismiss': 'Ukryj',
  'key-alerts.loading': 'Wczytywanie ustawień alertów…',
  'key-alerts.title': 'Alerty',
  'key-alerts.form': 'Alerty kluczy',
  'key-alerts.switch':
    'Powiadamiaj, gdy klucz w użyciu zostanie odrzucony, zacznie zawodzić lub kończy mu się limit zapytań, a także gdy zbliża się zapisany dzień wygaśnięcia klucza',
  'key-alerts.failing-rule':
    'Zawodzi: co najmniej {share}% jego zapytań z ostatnich {minutes} minut nie powiodło się.',
  'key-alerts.share-label': 'Odsetek nieudanych zapytań w procentach',
  'key-alerts.minutes-label': 'Liczba branych pod uwagę minut',
  'key-alerts.low-rule': 'Kończy się: zostało {share}% lub mniej zapytań okna czasowego.',
  'key-alerts.headroom-label': 'Odsetek pozostałych zapytań w procentach',
  'key-alerts.where':
    'Pokazywane jako powiadomienie na pulpicie (w aplikacji desktopowej) i jako wiersz u góry okna. Wyliczane na tym komputerze z dziennika zapytań: nic nie jest nigdzie wysyłane.',
  'key-alerts.save': 'Zapisz',
  'key-alerts.saved-on': 'Zapisano: alerty są włączone.',
  'key-alerts.saved-off': 'Zapisano: alerty są wyłączone.',
}
