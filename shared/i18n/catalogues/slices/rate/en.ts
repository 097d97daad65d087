/**
 * The rate limit (renderer/src/features/rate-limit and entities/rate-limit/rate-format.ts): the top bar's budget,
 * the gauge and the Rate limit view. A request is one call to the service; the rate limit is how many requests the
 * service allows per minute and API key, counted over a window that resets (docs/glossary.md).
 */
import type { SourceSlice } from '../../source-message.ts'

const REQUEST = 'A request: one call to the service, counted against the API key’s rate limit.'
const REASONS =
  'rate_limit {for the rate limit} retry_after {because the service asked to retry later} backoff {while backing off after errors} lockout {because this computer is locked out after invalid key attempts} other {before sending more requests}'

export const rate = {
  'rate.about': {
    message:
      'Each key may make a fixed number of requests per minute. The app spaces requests out so it stays within the limit.',
    comment: `Each key: each API key. ${REQUEST}`,
  },
  'rate.developer-link': {
    message: 'See every request in the Developer view',
    comment: 'Developer: the page of developer tools (the request log).',
  },
  'rate.now': { message: 'Right now', comment: 'Heading: the budget at this moment.' },
  'rate.queued': { message: 'Waiting to be sent', comment: 'How many requests wait their turn.' },
  'rate.in-flight': { message: 'Being sent', comment: 'How many requests are on their way.' },
  'rate.status': { message: 'Status' },
  'rate.flowing': { message: 'Sending requests as they come' },
  'rate.first-request': { message: 'The budget appears after the first request with a key.' },
  'rate.history': { message: 'Requests left over the last hour' },
  'rate.loading': { message: 'Loading…' },
  'rate.history-empty': { message: 'Nothing recorded in the last hour' },
  'rate.history-empty-about': {
    message:
      'Each answer from the service records how many requests were left; the chart fills as you browse.',
  },
  'rate.chart': { message: 'Requests left', comment: 'The chart’s title and its values’ name.' },

  // The budget in words (the top bar, the gauge).
  'rate.left': {
    message: '{remaining, number} of {limit, number} requests left',
    comment: `${REQUEST} {remaining} and {limit} are numbers.`,
  },
  'rate.new-window': {
    message: 'New window: up to {limit, plural, one {# request} other {# requests}}',
    comment:
      'A new rate-limit window has begun (the minute over which requests are counted); how many it allows.',
  },
  'rate.not-known': { message: 'Request budget not known yet' },
  'rate.none-yet': { message: 'No requests yet' },
  'rate.none-yet-detail': { message: 'The request budget shows after the first request.' },
  'rate.requests-waiting': {
    message: '{n, plural, one {# request waiting} other {# requests waiting}}',
    comment: REQUEST,
  },
  'rate.waiting-short': {
    message: '{n, plural, one {# waiting} other {# waiting}}',
    comment: 'The narrowest top bar: how many requests wait.',
  },
  'rate.waiting-glance': {
    message: 'Waiting {duration}',
    comment: 'The top bar, at a glance: {duration} is a countdown such as “1 min 5 s”.',
  },
  'rate.announce-waiting': {
    message: `Requests are waiting {reason, select, ${REASONS}}.`,
    comment: 'Read out by screen readers when a wait starts.',
  },
  'rate.announce-down': { message: 'The service is not answering.', comment: 'Read out by screen readers.' },
  'rate.sentence': {
    message: '{text}.',
    comment: 'One of the short lines above ended as a sentence, for the tooltip.',
  },
  'rate.sentences': {
    message: '{first} {next}',
    comment: 'Two sentences one after the other (write them without a space where the language does).',
  },
  'rate.new-window-detail': {
    message: 'A new rate-limit window has begun; the next answer says exactly how many requests are left.',
  },
  'rate.resets-in': { message: 'The budget resets in {duration}.', comment: '{duration}: a countdown.' },
  'rate.until': {
    message: 'No requests left until {date}',
    comment: 'The budget is spent until a date far ahead, as the service says.',
  },
  'rate.until-detail': {
    message:
      '{text}, {away} from now, the service says. The app sends nothing by itself until then; what you ask for is still sent.',
    comment: '{text} is rate.until; {away} how far away the date is (rate.away-days or rate.away-years).',
  },
  'rate.away-days': { message: '{n, plural, one {# day} other {# days}}' },
  'rate.away-years': { message: '{n, plural, one {# year} other {# years}}' },
  'rate.down': { message: 'Service not answering' },
  'rate.down-short': {
    message: 'Not answering',
    comment: 'The narrowest top bar: the service does not answer.',
  },
  'rate.down-detail': {
    message:
      'Service not answering. The last request ({path}) {why, select, timeout {timed out} other {got no answer (refused or cut off)}} after its retries, at {time}. The app tries again with the next request.',
    comment: '{path} is the API address asked (/v1/bridges), or rate.a-request; {time} a time of day.',
  },
  'rate.a-request': { message: 'a request', comment: 'In place of an API address that is not known.' },
  'rate.indicator-name': {
    message: 'Rate limit: {words}. Open the rate limit view.',
    comment: 'The top bar’s link, read by screen readers: what it says, then where it goes.',
  },
  'rate.indicator-both': {
    message: '{seen} ({whole})',
    comment: 'The words seen in a narrow top bar, then the whole sentence in brackets.',
  },

  // The budget's level, in full and short (the narrowest top bar).
  'rate.level.unknown': { message: 'Requests left: unknown' },
  'rate.level.unknown-short': { message: 'Left: unknown' },
  'rate.level.plenty': { message: 'Plenty of requests left' },
  'rate.level.plenty-short': { message: 'Plenty left' },
  'rate.level.low': { message: 'Requests running low' },
  'rate.level.low-short': { message: 'Running low' },
  'rate.level.few': { message: 'Only a few requests left' },
  'rate.level.few-short': { message: 'A few left' },
  'rate.level.none': { message: 'No requests left for now' },
  'rate.level.none-short': { message: 'None left' },

  // The gauge.
  'rate.gauge.not-known': { message: 'Not known yet' },
  'rate.gauge.used-up': { message: 'Used up' },
  'rate.gauge.low': { message: 'Running low' },
  'rate.gauge.plenty': { message: 'Plenty left' },
  'rate.gauge.next-answer': {
    message: 'The next answer says how many are left',
    comment: 'After a new window began: the service’s next answer tells how many requests are left.',
  },
  'rate.gauge.name': {
    message: '{headline}. {label}.',
    comment: 'The gauge’s name for screen readers: its headline, then its level in words.',
  },
  'rate.gauge.resets': {
    message: '{label} · resets in {duration}',
    comment: '{label} is the level in words; {duration} a countdown to the budget’s reset.',
  },
} as const satisfies SourceSlice
