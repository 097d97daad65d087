import type { SliceTranslation } from '../../source-message.ts'
import type { waiting } from './en.ts'

export const waitingDe: SliceTranslation<typeof waiting> = {
  'waiting.loading':
    '{what, select, bridge {Brücke wird geladen…} profile {Profil wird geladen…} other {Ihr Profil wird geladen…}}',
  'waiting.held':
    '{reason, select, rate_limit {Wartet {duration} wegen des Anfragelimits} retry_after {Wartet {duration}, weil der Dienst bat, es später erneut zu versuchen} backoff {Wartet {duration}, um nach Fehlern langsamer zu werden} lockout {Wartet {duration}, weil dieser Computer nach ungültigen Schlüsselversuchen gesperrt ist} other {Wartet {duration}, bevor weitere Anfragen gesendet werden}}',
  'waiting.held-spent':
    'Wartet {duration} wegen des Anfragelimits: Dieser Schlüssel hat alle {limit, plural, one {# Anfrage} other {# Anfragen}} dieses Zeitfensters verbraucht.',
  'waiting.spent':
    'Keine Anfragen mehr: Dieser Schlüssel hat alle {limit, plural, one {# Anfrage} other {# Anfragen}} dieses Zeitfensters verbraucht. Die nächste geht hinaus, wenn es neu beginnt, in {duration}.',
  'waiting.spent-no-limit':
    'Keine Anfragen mehr: Dieser Schlüssel hat alle Anfragen dieses Zeitfensters verbraucht. Die nächste geht hinaus, wenn es neu beginnt, in {duration}.',
  'waiting.queued':
    '{n, plural, one {# Anfrage wartet} other {# Anfragen warten}} auf einen freien Platz, um gesendet zu werden.',
  'waiting.seconds': '{s, number} s',
  'waiting.minutes': '{min, number} min',
  'waiting.minutes-seconds': '{min, number} min {s, number} s',
  'waiting.hours': '{h, number} h',
  'waiting.hours-minutes': '{h, number} h {min, number} min',
}
