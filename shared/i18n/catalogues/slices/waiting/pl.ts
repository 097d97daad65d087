import type { SliceTranslation } from '../../source-message.ts'
import type { waiting } from './en.ts'

const REQUESTS = (n: string): string =>
  `{${n}, plural, one {# zapytanie} few {# zapytania} many {# zapytań} other {# zapytania}}`

export const waitingPl: SliceTranslation<typeof waiting> = {
  'waiting.loading':
    '{what, select, bridge {Wczytywanie mostu…} profile {Wczytywanie profilu…} other {Wczytywanie Twojego profilu…}}',
  'waiting.held':
    '{reason, select, rate_limit {Oczekiwanie {duration} z powodu limitu zapytań} retry_after {Oczekiwanie {duration}, bo usługa poprosiła o ponowienie później} backoff {Oczekiwanie {duration}, aby zwolnić po błędach} lockout {Oczekiwanie {duration}, bo ten komputer jest zablokowany po próbach z nieprawidłowym kluczem} other {Oczekiwanie {duration} przed wysłaniem kolejnych zapytań}}',
  'waiting.held-spent': `Oczekiwanie {duration} z powodu limitu zapytań: ten klucz wykorzystał w tym oknie czasowym wszystkie zapytania (${REQUESTS('limit')}).`,
  'waiting.spent': `Brak zapytań: ten klucz wykorzystał w tym oknie czasowym wszystkie zapytania (${REQUESTS('limit')}). Następne zostanie wysłane, gdy okno czasowe zacznie się od nowa, za {duration}.`,
  'waiting.spent-no-limit':
    'Brak zapytań: ten klucz wykorzystał w tym oknie czasowym wszystkie zapytania. Następne zostanie wysłane, gdy okno czasowe zacznie się od nowa, za {duration}.',
  'waiting.queued':
    '{n, plural, one {# zapytanie czeka} few {# zapytania czekają} many {# zapytań czeka} other {# zapytania czeka}} na wolne miejsce do wysłania.',
  'waiting.seconds': '{s, number} s',
  'waiting.minutes': '{min, number} min',
  'waiting.minutes-seconds': '{min, number} min {s, number} s',
  'waiting.hours': '{h, number} godz.',
  'waiting.hours-minutes': '{h, number} godz. {min, number} min',
}
