/** Key usage (renderer/src/features/usage): requests per minute, who spent them, the scope matrix, key expiry. */
import type { SourceSlice } from '../../source-message.ts'

const REASON =
  '{reason} chooses the words of why the app waited: rate_limit (the service’s rate limit), retry_after (the service asked to retry later), backoff (errors in a row), lockout (too many invalid keys), other.'

export const usage = {
  'usage.about': {
    message:
      'What each key spent, minute by minute, and which views and exports spent it; what each key may call. Counts are kept for 7 days on this computer.',
    comment: 'A key is an API key (docs/glossary.md).',
  },
  'usage.purpose.bridges': { message: 'Bridges list' },
  'usage.purpose.bridge-detail': { message: 'Bridge detail and lookup' },
  'usage.purpose.profiles': { message: 'Profiles and lookup' },
  'usage.purpose.stats': { message: 'Stats', comment: 'The Stats page: figures about all bridges.' },
  'usage.purpose.my-profile': { message: 'My profile' },
  'usage.purpose.export': { message: 'Exports', comment: 'Files the user exported (CSV, JSON).' },
  'usage.purpose.key-check': { message: 'Key checks', comment: 'Checks of what an API key may call.' },
  'usage.purpose.stats-poll': { message: 'Stats history (background)' },
  'usage.purpose.watch': { message: 'Watch list refreshes' },
  'usage.purpose.catalogue': {
    message: 'Catalogue (background)',
    comment: 'The app’s own copy of the bridge list, read in the background (docs/glossary.md).',
  },
  'usage.purpose.bulk': {
    message: 'Bulk lookups',
    comment: 'Lists of names or links looked up at once on the Bulk lookup page.',
  },
  'usage.purpose.other': { message: 'Other' },
  'usage.cell.allowed': { message: 'Allowed', comment: 'The key may call this endpoint.' },
  'usage.cell.denied': {
    message: 'Denied (missing scope)',
    comment: 'A scope is a permission of an API key.',
  },
  'usage.cell.unknown': { message: 'Unknown' },
  'usage.cell.refused-on': {
    message: 'refused on {endpoint}',
    comment: '{endpoint} is an API address such as /v1/bridges, or usage.cell.an-endpoint.',
  },
  'usage.cell.worked-on': { message: 'worked on {endpoint}' },
  'usage.cell.an-endpoint': { message: 'an endpoint' },
  'usage.cell.check': { message: 'key check' },
  'usage.cell.check-unknown': { message: 'key check could not tell' },
  'usage.cell.when': {
    message: '{what}, {when}',
    comment: '{what} is where the verdict came from; {when} how long ago, such as “3 minutes ago”.',
  },
  'usage.cell.not-seen': { message: 'not seen yet' },
  'usage.expiry.said-expired': {
    message: '“{label}” has expired (the service said key_expired).',
    comment: '{label} is the name the user gave the key; key_expired is the service’s code, kept as it is.',
  },
  'usage.expiry.expired-on': {
    message: '“{label}” expired on {date}. Create a new key in the dashboard and rotate.',
    comment:
      'The dashboard is the service’s web site where keys are made; rotate: replace the old key with the new one.',
  },
  'usage.expiry.today': { message: '“{label}” expires today. Create a new key in the dashboard and rotate.' },
  'usage.expiry.in-days': {
    message:
      '“{label}” expires in {days, plural, one {# day} other {# days}} ({date}). Create a new key in the dashboard and rotate.',
  },
  'usage.badge.expired': { message: 'Key {label} expired', comment: 'A short badge in the top bar.' },
  'usage.badge.today': { message: 'Key {label} expires today' },
  'usage.badge.in-days': {
    message: 'Key {label} expires in {days} d',
    comment: 'Short: “d” for days, as the badge has little room.',
  },
  'usage.badge.more': { message: '(+{n})', comment: 'How many more keys expire besides the one named.' },
  'usage.badge.label': {
    message: '{warnings} Open Keys.',
    comment: 'The badge’s name for screen readers: the warnings, then where the link goes.',
  },
  'usage.notices.many': {
    message:
      '{n, plural, one {# key expires soon or has expired:} other {# keys expire soon or have expired:}}',
  },
  'usage.history.title': { message: 'Requests per minute' },
  'usage.history.key': { message: 'Key', comment: 'Label of the choice of API key.' },
  'usage.history.demo-key': { message: 'Demo key' },
  'usage.history.option': {
    message: '{label} ({hint})',
    comment: '{label} is the key’s name, {hint} its first and last characters.',
  },
  'usage.history.option-in-use': { message: '{label} ({hint}) · in use' },
  'usage.history.loading': { message: 'Loading usage…' },
  'usage.history.empty': { message: 'No requests with this key in this span' },
  'usage.history.empty-about': {
    message: 'Each request the app sends with the key is counted here, by minute, with the view that asked.',
  },
  'usage.bucket': {
    message: '{minutes, plural, =1 {(each minute)} other {(mean of each # minutes)}}',
    comment: 'What one point of the chart is: one minute, or the mean over several minutes.',
  },
  'usage.totals.requests': { message: 'Requests' },
  'usage.totals.busiest': { message: 'Busiest minute' },
  'usage.totals.busiest-value': { message: '{n, plural, one {# request} other {# requests}}' },
  'usage.totals.throttled': {
    message: '429 answers',
    comment: '429 is the HTTP status “too many requests”: keep the number.',
  },
  'usage.totals.throttled-none': { message: '0 (as it should be)' },
  'usage.totals.throttled-some': { message: '{n}: the budget was overrun' },
  'usage.totals.waits': { message: 'Waits for the limit', comment: 'Waits for the rate limit.' },
  'usage.totals.waits-time': {
    message: '{n} (about {time} in all)',
    comment: '{n} is how many waits; {time} how long they took together, such as 1:30.',
  },
  'usage.totals.errors': { message: 'Errors' },
  'usage.legend.wait': { message: 'a wait for the rate limit or a retry' },
  'usage.legend.error': { message: 'a failed request (point at a mark for the detail)' },
  'usage.mark.waits': {
    message:
      '{n, plural, one {# wait} other {# waits}} {reason, select, rate_limit {for the rate limit} retry_after {because the service asked to retry later} backoff {while backing off after errors} lockout {because this computer is locked out after invalid key attempts} other {before sending more requests}}',
    comment: REASON,
  },
  'usage.mark.errors': {
    message: '{n, plural, one {# error} other {# errors}}: {code}',
    comment: '{code} is the service’s error code, such as service_unavailable, kept as it is.',
  },
  'usage.spent-by': { message: 'Spent by', comment: 'Caption: which views and jobs spent the requests.' },
  'usage.view-or-job': { message: 'View or job' },
  'usage.share': { message: 'Share', comment: 'The part of all requests, as a percentage.' },
  'usage.errors-by-code': { message: 'Errors by code' },
  'usage.code': { message: 'Code', comment: 'An error code of the service.' },
  'usage.count': { message: 'Count' },
  'usage.waits': { message: 'Waits' },
  'usage.why': { message: 'Why' },
  'usage.time': { message: 'Time', comment: 'How long the waits took.' },
  'usage.none': { message: 'None' },
  'usage.waited': {
    message:
      'Waited {reason, select, rate_limit {for the rate limit} retry_after {because the service asked to retry later} backoff {while backing off after errors} lockout {because this computer is locked out after invalid key attempts} other {before sending more requests}}',
    comment: REASON,
  },
  'usage.matrix.title': {
    message: 'Scope matrix',
    comment: 'A table of which API key may call which endpoint; a scope is a permission of a key.',
  },
  'usage.matrix.about': {
    message:
      'Filled from each key’s last check (Keys → Check now) and from every answer the service gave: a working answer proves the scope, {code} proves it missing. The newer of the two counts.',
    comment:
      '{code} is the service’s code insufficient_scope, kept as it is. Keys → Check now: a page and its button.',
  },
  'usage.loading': { message: 'Loading…' },
  'usage.matrix.empty': { message: 'No saved keys' },
  'usage.matrix.empty-add': {
    message: '{add} to see what it can reach.',
    comment: '{add} is a link whose words are usage.matrix.add.',
  },
  'usage.matrix.add': { message: 'Add a key' },
  'usage.matrix.all-keys': { message: 'All keys' },
  'usage.matrix.compare': {
    message: 'Compare',
    comment: 'Label of the first key chosen: “Compare [key] with [key]”.',
  },
  'usage.matrix.with': { message: 'with', comment: 'Label of the second key chosen.' },
  'usage.matrix.show-all': { message: 'Show all keys' },
  'usage.matrix.scrollable': { message: 'Scope matrix, scrollable' },
  'usage.matrix.caption-two': { message: 'Two keys side by side' },
  'usage.matrix.caption-all': { message: 'Each endpoint with each saved key' },
  'usage.matrix.endpoint': { message: 'Endpoint', comment: 'An address of the service’s API.' },
  'usage.matrix.needs': { message: 'Needs', comment: 'Column: the scope an endpoint needs.' },
  'usage.matrix.same-q': { message: 'Same?', comment: 'Column: whether the two keys compared agree.' },
  'usage.matrix.differs': { message: 'Differs' },
  'usage.matrix.same': { message: 'Same' },
  'usage.matrix.in-use': { message: 'In use', comment: 'Badge: the key the app uses now.' },
  'usage.matrix.expires': { message: ' · expires {date}', comment: 'Starts with a space and a middle dot.' },
  'usage.matrix.unlocks': {
    message: '{scope} unlocks',
    comment: '{scope} is a scope’s name such as bridges:read; followed by what it lets the key call.',
  },
} as const satisfies SourceSlice
