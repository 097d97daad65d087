import type { SliceTranslation } from '../../source-message.ts'
import type { scopes } from './en.ts'

export const scopesDe: SliceTranslation<typeof scopes> = {
  'scopes.not-sent': 'Nicht gesendet: Diesem Schlüssel fehlt {scope}.',
  'scopes.use-key': 'Schlüssel „{label}“ verwenden (hat {scope})',
  'scopes.no-key':
    'Kein gespeicherter Schlüssel dieses Dienstes hat {scope}. Fügen Sie unter „API-Schlüssel“ einen Schlüssel mit {scope} hinzu.',
  'scopes.switch-failed':
    'Dieser Schlüssel konnte nicht verwendet werden. Öffnen Sie „API-Schlüssel“, um einen auszuwählen.',
}
