/**
 * The request log and its inspector (renderer/src/features/developer: the table, the filters, one exchange in
 * full, its body, Send again, the retention). A "request" is one HTTP call the app sent to the service (Anfrage,
 * zapytanie, طلب, リクエスト: docs/glossary.md); HTTP methods, status codes, header names, paths and JSON stay as
 * sent and are isolated left to right where they sit inside a sentence.
 */
import type { SourceSlice } from '../../source-message.ts'

export const requests = {
  'requests.key-header': {
    message: 'Key and host',
    comment: 'Column header: the API key a request was sent with, and the host (server) it went to.',
  },
  'requests.demo-key': {
    message: 'Demo key',
    comment: 'The key of the built-in demo service, in the request log’s key column.',
  },
  'requests.unsaved-key': {
    message: 'Key not saved',
    comment: 'An API key that sent a request but is not saved now (removed, or checked and never saved).',
  },
  'requests.loading': { message: 'Loading…' },
  'requests.table.region': {
    message: 'Request log, scrollable',
    comment: 'Name of the scrollable area holding the table of requests, read by screen readers.',
  },
  'requests.col.time': { message: 'Time', comment: 'Column header: when the request was sent.' },
  'requests.col.method': {
    message: 'Method',
    comment: 'Column header: the HTTP method (GET, POST), kept as sent.',
  },
  'requests.col.path': {
    message: 'Path',
    comment: 'Column header: the address on the service, such as /v1/bridges.',
  },
  'requests.col.status': {
    message: 'Status',
    comment: 'Column header: the HTTP status code of the answer (200, 429).',
  },
  'requests.col.code': {
    message: 'Code',
    comment: 'Column header: the error code the service gave (rate_limited), kept as sent.',
  },
  'requests.col.attempt': {
    message: 'Attempt',
    comment: 'Column header: which try of the same request this was (1 the first, 2 the first retry).',
  },
  'requests.col.duration': { message: 'Duration', comment: 'Column header: how long the request took.' },
  'requests.col.left': {
    message: 'Left / limit',
    comment: 'Column header: requests left in the rate-limit window / how many the window allows.',
  },
  'requests.col.actions': { message: 'Actions', comment: 'Hidden column header of the row’s buttons.' },
  'requests.status.none': {
    message: 'No answer',
    comment: 'In place of a status code: the request got no answer (timed out, refused, cut off).',
  },
  'requests.status.cancelled': {
    message: 'Cancelled',
    comment: 'In place of a status code: the app stopped the request itself (the user left the page).',
  },
  'requests.duration.ms': {
    message: '{ms, number} ms',
    comment: 'A duration under a second, in milliseconds; write the unit as your language abbreviates it.',
  },
  'requests.duration.s': {
    message: '{s, number, ::.0} s',
    comment:
      'A duration in seconds with one decimal (1.2 s); write the unit as your language abbreviates it.',
  },
  'requests.inspect': { message: 'Inspect', comment: 'Button: open this request in full beside the list.' },
  'requests.inspect-label': {
    message: 'Inspect: {request} at {time}',
    comment: '{request} is the method and path (GET /v1/stats); {time} the time it was sent.',
  },
  'requests.copy-curl': {
    message: 'Copy as {curl}',
    comment:
      '{curl} is curl, a command-line program: its name stays. Copies the request as a command for it.',
  },
  'requests.copy-curl-label': {
    message: 'Copy as curl: {request} at {time}',
    comment: '{request} is the method and path (GET /v1/stats); {time} the time it was sent.',
  },
  'requests.none-match': { message: 'No request matches' },
  'requests.none-yet': { message: 'No requests yet' },
  'requests.none-match-hint': { message: 'Change or clear the filters.' },
  'requests.none-yet-hint': { message: 'Browse bridges or check a key, and each request appears here.' },
  'requests.count-newest': {
    message: 'The newest {n, number} matching requests',
    comment: 'The list shows at most {n} requests, the newest that match the filters.',
  },
  'requests.count': { message: '{n, plural, one {# request} other {# requests}}' },
  'requests.sent-again': {
    message: 'Sent again: {status}. The new answer is beside the old one.',
    comment: '{status} is the HTTP status code of the new answer (200).',
  },
  'requests.sent-again-with': {
    message:
      'Sent again: {status}. With “{label}”, {chosen, select, yes {the key you chose} other {the key of this request}}. The new answer is beside the old one.',
    comment: '{status} is the HTTP status code; {label} the name the user gave the API key.',
  },
  'requests.not-sent-again': {
    message: 'Not sent again: {why}',
    comment: '{why} is a sentence saying why the request was not sent.',
  },
  'requests.filters': { message: 'Filter the request log' },
  'requests.filter.search': { message: 'Search' },
  'requests.filter.search-placeholder': {
    message: 'path, code, request id, body',
    comment: 'Hint in the search field: what a search looks in.',
  },
  'requests.filter.status': { message: 'Status', comment: 'The HTTP status class to show (2xx, 4xx, 5xx).' },
  'requests.filter.any': { message: 'Any', comment: 'Choice of a filter: no filter on this.' },
  'requests.filter.code': {
    message: 'Error code',
    comment: 'The error code the service gave (rate_limited).',
  },
  'requests.filter.endpoint': { message: 'Endpoint', comment: 'An address of the service’s API (/bridges).' },
  'requests.filter.key': {
    message: 'Key',
    comment: 'The API key a request was sent with (not a keyboard key).',
  },
  'requests.filter.failures': { message: 'Failures only' },
  'requests.exchange.title': {
    message: '{request} → {status}',
    comment:
      '{request} is the method and path (GET /v1/stats), {status} the answer’s status code. The arrow points from the request to its answer: turn it the way your language reads (← in right-to-left).',
  },
  'requests.exchange.request': { message: 'Request', comment: 'Heading while the request’s details load.' },
  'requests.exchange.facts': {
    message: 'Attempt {attempt} · {duration} · {at} · key {key}',
    comment: '{key} is the API key’s hint (bxk_…abcd), shown as code.',
  },
  'requests.send-again': { message: 'Send again' },
  'requests.close': { message: 'Close' },
  'requests.retry-chain': {
    message: 'Retry chain',
    comment: 'Heading: each try of the same request, and why it was tried again.',
  },
  'requests.chain.step': {
    message: 'Attempt {attempt}: {status} — {how}',
    comment: '{how} says how the try ended: answered, or why it was (not) tried again.',
  },
  'requests.chain.step-code': {
    message: 'Attempt {attempt}: {status} {code} — {how}',
    comment: '{code} is the service’s error code (rate_limited), kept as sent.',
  },
  'requests.chain.answered': { message: 'answered', comment: 'This try got its answer (no retry).' },
  'requests.chain.waited': {
    message: '{reason} (waited {wait})',
    comment:
      '{reason} is the app’s own note, in English for now; {wait} how long it waited before the next try.',
  },
  'requests.headers.request': { message: 'Request headers', comment: 'HTTP headers the app sent.' },
  'requests.headers.response': {
    message: 'Response headers',
    comment: 'HTTP headers the service sent back.',
  },
  'requests.headers.none': { message: 'None.' },
  'requests.body': { message: 'Body', comment: 'The content of the answer (HTTP body).' },
  'requests.body.none': { message: 'No body arrived.' },
  'requests.body.truncated': {
    message: '{size} · truncated at {cut}: only the first {cut} were kept',
    comment: '{size} and {cut} are sizes (12.4 kB): the answer was cut when it was stored.',
  },
  'requests.body.view': {
    message: 'Body view',
    comment: 'Choice of how to show the body: as a tree or raw.',
  },
  'requests.body.tree': {
    message: 'Tree',
    comment: 'Show the JSON body as a tree that opens level by level.',
  },
  'requests.body.raw': { message: 'Raw', comment: 'Show the body as the text that arrived.' },
  'requests.body.as-tree': { message: 'Body as a tree' },
  'requests.body.raw-label': { message: 'Raw body' },
  'requests.body.show-rest': {
    message: 'Show the rest ({size})',
    comment: '{size} is a size such as 120 kB.',
  },
  'requests.json.show-more': {
    message: 'Show {n, number} more of {rest, number}',
    comment: 'Shows {n} more entries of a long JSON list; {rest} are not shown yet.',
  },
  'requests.meaning.limit': {
    message: '{n, plural, one {# request} other {# requests}} per window',
    comment: 'The window: the span of time over which the rate limit counts requests.',
  },
  'requests.meaning.remaining': {
    message: '{n, number} left in this window',
    comment: 'Requests left in the rate limit’s current window.',
  },
  'requests.meaning.reset': { message: 'the window ends at {time}', comment: '{time} is a time of day.' },
  'requests.meaning.retry-after': {
    message: 'wait {wait} before trying again',
    comment: 'What the Retry-After header asks; {wait} is a duration.',
  },
  'requests.meaning.seconds': { message: '{n, plural, one {# second} other {# seconds}}' },
  'requests.meaning.deprecated': {
    message: 'deprecated since {date}',
    comment: 'The endpoint is outdated since {date}.',
  },
  'requests.meaning.sunset': {
    message: 'stops answering after {date}',
    comment: 'The Sunset header: the endpoint is switched off after {date}.',
  },
  'requests.again.title': {
    message: 'New answer: {status}',
    comment: '{status} is the HTTP status code of the request sent again.',
  },
  'requests.again.title-with': {
    message: 'New answer: {status} with “{label}”, {whose}',
    comment: '{label} is the name the user gave the API key; {whose} says which key that is.',
  },
  'requests.again.key-chosen': { message: 'the key you chose' },
  'requests.again.key-of-request': { message: 'the key of this request' },
  'requests.again.not-stored': { message: 'The new request was not stored (the request log is paused).' },
  'requests.again.facts': {
    message: '{status} · {duration} · key {key}',
    comment: '{key} is the API key’s hint (bxk_…abcd), shown as code.',
  },
  'requests.again.facts-code': {
    message: '{status} {code} · {duration} · key {key}',
    comment: '{code} is the service’s error code; {key} the API key’s hint.',
  },
  'requests.again.open': { message: 'Open the new request' },
  'requests.choose.group': {
    message: 'Choose the key to send it with',
    comment: 'The API key to send the request with.',
  },
  'requests.choose.none': {
    message: 'No saved key is for this request’s service: add one in Keys to send it again.',
    comment: '“Keys” is the name of the section where API keys are added.',
  },
  'requests.choose.label': { message: 'Send it with', comment: 'Label before the list of API keys.' },
  'requests.choose.option': {
    message: '{label} (…{last4})',
    comment: '{label} is the key’s name, {last4} its last four characters.',
  },
  'requests.choose.option-in-use': {
    message: '{label} (…{last4}), in use',
    comment: 'The key the app uses now.',
  },
  'requests.choose.send': { message: 'Send with this key' },
  'requests.choose.cancel': { message: 'Do not send' },
  'requests.retention.loading': {
    message: 'Loading the retention…',
    comment: 'Retention: how many requests, and for how long, the request log keeps.',
  },
  'requests.retention.form': { message: 'Request log retention' },
  'requests.retention.keep': {
    message: 'Keep at most {entries} requests',
    comment: '{entries} is a number field the user types in.',
  },
  'requests.retention.for': {
    message: 'for {days} days',
    comment: '{days} is a number field the user types in.',
  },
  'requests.retention.save': { message: 'Save' },
  'requests.retention.saved': {
    message: 'Saved: the log now keeps {kept}.',
    comment: '{kept} is “the newest 100 requests of the last 14 days”.',
  },
  'requests.retention.kept': {
    message:
      'the newest {entries, plural, one {# request} other {# requests}} of the last {days, plural, one {# day} other {# days}}',
    comment: 'Said inside “the log now keeps …” and “the log will keep only …”.',
  },
  'requests.retention.confirm-title': { message: 'Remove the older requests?' },
  'requests.retention.confirm': { message: 'Keep less' },
  'requests.retention.confirm-body': {
    message:
      'The log will keep only {kept}. The others are removed from this computer now and cannot be brought back.',
    comment: '{kept} is “the newest 100 requests of the last 14 days”.',
  },
} as const satisfies SourceSlice
