/**
 * What a view that waits says (renderer/src/entities/rate-limit): what is loading, and why requests are held and
 * for how long. A request is one call to the service, counted against the API key's rate limit (docs/glossary.md).
 */
import type { SourceSlice } from '../../source-message.ts'

const REASONS =
  'rate_limit {for the rate limit} retry_after {because the service asked to retry later} backoff {while backing off after errors} lockout {because this computer is locked out after invalid key attempts} other {before sending more requests}'

export const waiting = {
  'waiting.loading': {
    message:
      '{what, select, bridge {Loading bridge…} profile {Loading profile…} other {Loading your profile…}}',
    comment: 'A bridge is a suggestion someone published; a profile a person’s page.',
  },
  'waiting.held': {
    message: `Waiting {duration} {reason, select, ${REASONS}}`,
    comment:
      'Said without a full stop: the top bar’s tooltip and the waiting page end it with rate.sentence. {duration} is a countdown such as “12 s” (waiting.seconds …). Backing off: waiting longer after each error. Locked out: the service refuses this computer for a while after wrong API keys.',
  },
  'waiting.held-spent': {
    message:
      'Waiting {duration} for the rate limit: this key has used all {limit, plural, one {# request} other {# requests}} of this window.',
    comment:
      'The key is the API key. The window: the minutes over which the service counts requests (the rate limit).',
  },
  'waiting.spent': {
    message:
      'Out of requests: this key has used all {limit, plural, one {# request} other {# requests}} of this window. The next one goes out when it resets, in {duration}.',
  },
  'waiting.spent-no-limit': {
    message:
      'Out of requests: this key has used all requests of this window. The next one goes out when it resets, in {duration}.',
  },
  'waiting.queued': {
    message: '{n, plural, one {# request is} other {# requests are}} waiting for a free slot to be sent.',
  },
  'waiting.seconds': {
    message: '{s, number} s',
    comment: 's: seconds, abbreviated, as a countdown shows them.',
  },
  'waiting.minutes': { message: '{min, number} min', comment: 'min: minutes, abbreviated.' },
  'waiting.minutes-seconds': { message: '{min, number} min {s, number} s' },
  'waiting.hours': { message: '{h, number} h', comment: 'h: hours, abbreviated.' },
  'waiting.hours-minutes': { message: '{h, number} h {min, number} min' },
} as const satisfies SourceSlice
