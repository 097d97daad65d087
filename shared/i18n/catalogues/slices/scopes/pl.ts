import type { SliceTranslation } from '../../source-message.ts'
import type { scopes } from './en.ts'

export const scopesPl: SliceTranslation<typeof scopes> = {
  'scopes.not-sent': 'Nie wysłano: temu kluczowi brakuje zakresu {scope}.',
  'scopes.use-key': 'Użyj klucza „{label}” (ma {scope})',
  'scopes.no-key':
    'Żaden zapisany klucz tej usługi nie ma zakresu {scope}. Dodaj w sekcji „Klucze API” klucz z zakresem {scope}.',
  'scopes.switch-failed': 'Nie udało się użyć tego klucza. Otwórz „Klucze API”, aby wybrać inny.',
}
