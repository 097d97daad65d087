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
}
