import type { SliceTranslation } from '../../source-message.ts'
import type { keyAlerts } from './en.ts'

export const keyAlertsPl: SliceTranslation<typeof keyAlerts> = {
  'key-alerts.failing-title': 'Klucz „{label}” zawodzi',
  'key-alerts.headroom-title': 'Kluczowi „{label}” kończą się zapytania',
  'key-alerts.refused-title': 'Klucz „{label}” został odrzucony',
  'key-alerts.expiring-title':
    '{days, plural, =0 {Klucz „{label}” wygasa dziś} =1 {Klucz „{label}” wygasa jutro} one {Klucz „{label}” wygasa za # dzień} few {Klucz „{label}” wygasa za # dni} many {Klucz „{label}” wygasa za # dni} other {Klucz „{label}” wygasa za # dnia}}',
}
