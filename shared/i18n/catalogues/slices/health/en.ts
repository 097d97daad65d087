/**
 * Key health (renderer/src/features/developer/key-health): one API key's errors, latency, current rate-limit
 * window and the endpoints it never called with success, read from the request log kept on this computer. The
 * window: the span of time over which the rate limit counts requests (docs/glossary.md, "rate limit").
 */
import type { SourceSlice } from '../../source-message.ts'

export const health = {
  'health.title': { message: 'Key health', comment: 'How well one API key works: its errors and speed.' },
  'health.export': {
    message: 'Export {format}…',
    comment: '{format} is CSV, a file format (a table for a spreadsheet), kept as it is.',
  },
  'health.saved-csv': {
    message: 'Saved the key’s health ({rows, plural, one {# row} other {# rows}}) as {file}',
    comment: '{file} is the path of the file written.',
  },
  'health.not-saved': { message: 'Not saved: {why}', comment: '{why} says why.' },
  'health.about': {
    message:
      'From the request log kept on this computer: nothing is sent anywhere. Requests the app cancelled itself are left out.',
  },
  'health.reading': { message: 'Reading the request log…' },
  'health.window': {
    message: 'Current window',
    comment: 'The rate limit’s current window: the span of time in which requests are counted.',
  },
  'health.window-other-key': {
    message: 'Shown for the key in use only: the service tells the budget with each answer.',
    comment: 'Budget: how many requests the rate limit still allows.',
  },
  'health.errors': { message: 'Errors' },
  'health.failed-of': {
    message: '{failed, number} of {attempts, plural, one {# request} other {# requests}} failed',
  },
  'health.col.error': {
    message: 'Error',
    comment: 'Column header: the status and error code (503 service_unavailable).',
  },
  'health.col.count': { message: 'Count', comment: 'Column header: how many times.' },
  'health.col.last': { message: 'Last', comment: 'Column header: when it last happened.' },
  'health.no-answer-code': {
    message: 'No answer ({code})',
    comment: 'The request got no answer; {code} says why (timeout), kept as the app names it.',
  },
  'health.open-last': {
    message: ': open the last {error} on {endpoint} in the request inspector',
    comment:
      'Read by screen readers right after a time (“3 minutes ago”) on a button; {error} is a status and code, {endpoint} an address of the service.',
  },
  'health.latency': { message: 'Latency', comment: 'How long the service took to answer.' },
  'health.no-answers': { message: 'No answers in this span.', comment: 'Span: the time span chosen above.' },
  'health.col.answers': { message: 'Answers', comment: 'Column header: how many answers came.' },
  'health.in-ms': {
    message: 'in milliseconds',
    comment: 'Read by screen readers after the column header p50, p95 or p99.',
  },
  'health.times-note': {
    message: 'Times in milliseconds. p95: 95 of every 100 answers came at least this fast.',
    comment: 'p50, p95, p99 are percentiles, kept as they are.',
  },
  'health.never': { message: 'Endpoints never called with success' },
  'health.all-succeeded': { message: 'This key has had a successful answer from every endpoint.' },
  'health.never-tried': { message: 'never tried' },
  'health.tried': {
    message: 'tried {n, plural, one {# time} other {# times}}, last answer {status}',
    comment: '{status} is an HTTP status code (503).',
  },
  'health.tried-no-answer': { message: 'tried {n, plural, one {# time} other {# times}}, last answer none' },
  'health.window.unknown': { message: 'Not known until the next answer from the service' },
  'health.window.new': {
    message: 'A new window of {limit, plural, one {# request} other {# requests}} has begun',
  },
  'health.window.left': {
    message:
      '{remaining, number} of {limit, plural, one {# request} other {# requests}} left · resets in {time}',
    comment: '{time} is a countdown (23 s, 2 min 5 s).',
  },
  'health.window.used-up': {
    message: 'Used up: requests wait {time} for the reset',
    comment: '{time} is a countdown (23 s).',
  },
  'health.window.idle': { message: 'No requests in the last minute: nothing will run out' },
  'health.window.lasts': {
    message: 'At this pace ({n, number} a minute) the budget lasts until it resets',
    comment: '{n} requests a minute. Budget: how many requests the rate limit still allows.',
  },
  'health.window.runs-out': {
    message: 'At this pace ({n, number} a minute) you run out in about {time}',
    comment: '{n} requests a minute; {time} is a countdown (40 s).',
  },
} as const satisfies SourceSlice
