/**
 * The titles of the key alerts (electron/core/request-log/key-alerts.ts says them by code): a line in the app and
 * a desktop notification. {label} is the name the user gave the key, shown as typed.
 */
import type { SourceSlice } from '../../source-message.ts'

export const keyAlerts = {
  'key-alerts.failing-title': {
    message: '“{label}” is failing',
    comment: 'Many of the requests made with this API key failed in the last minutes.',
  },
  'key-alerts.headroom-title': {
    message: '“{label}” is running low on requests',
    comment: 'Few of the requests the rate limit allows are left for this API key.',
  },
  'key-alerts.refused-title': {
    message: '“{label}” was refused',
    comment: 'The service refused this API key (unknown, revoked or expired).',
  },
  'key-alerts.expiring-title': {
    message:
      '{days, plural, =0 {“{label}” expires today} =1 {“{label}” expires tomorrow} other {“{label}” expires in # days}}',
    comment: 'The expiry day the user recorded for this API key is near: today, tomorrow, or in 2 or 3 days.',
  },
  'key-alerts.failing-body': {
    message:
      '{failed, number} of its {attempts, plural, one {# request} other {# requests}} in the last {minutes, plural, one {minute} other {# minutes}} failed. The Developer page shows which.',
  },
  'key-alerts.headroom-body': {
    message:
      '{remaining, number} of {limit, plural, one {# request} other {# requests}} left until the limit resets. Requests wait for the reset after that.',
    comment: 'The limit: how many requests the service allows per window (rate limit, docs/glossary.md).',
  },
  'key-alerts.refused-invalid': {
    message: 'The service does not recognise this key. Check it, or add a new one, in Keys.',
  },
  'key-alerts.refused-revoked': { message: 'The service says this key was revoked. Add a new key in Keys.' },
  'key-alerts.refused-expired': { message: 'The service says this key has expired. Add a new key in Keys.' },
  'key-alerts.refused-access': {
    message: 'The service says the account’s API access is not approved. Requests with this key will fail.',
  },
  'key-alerts.expiring-body': {
    message: 'You recorded that it expires on {day}. Add its replacement in Keys before then.',
    comment: '{day} is the day the user typed, such as 2026-12-09, kept as it is.',
  },
  'key-alerts.line-title': { message: '{title}.', comment: 'Ends the alert’s title {title} as a sentence.' },
  'key-alerts.line-link': {
    message: 'Key health',
    comment: 'Link to the key health panel of the Developer page (how well an API key works).',
  },
  'key-alerts.dismiss': { message: 'Dismiss', comment: 'Hides the alert.' },
  'key-alerts.loading': { message: 'Loading the alert settings…' },
  'key-alerts.title': { message: 'Alerts' },
  'key-alerts.form': { message: 'Key alerts', comment: 'Alerts about API keys.' },
  'key-alerts.switch': {
    message:
      'Tell me when the key in use is refused, starts failing or runs low on requests, and when a key’s recorded expiry day is near',
    comment: 'A checkbox. The key: the API key the app uses now. Recorded: the expiry day the user typed in.',
  },
  'key-alerts.failing-rule': {
    message: 'Failing: at least {share} % of its requests in the last {minutes} minutes failed.',
    comment:
      '{share} and {minutes} are number fields the user types in. Write the % sign as your language does.',
  },
  'key-alerts.share-label': { message: 'Share of failed requests, in percent' },
  'key-alerts.minutes-label': { message: 'Minutes looked at' },
  'key-alerts.low-rule': {
    message: 'Running low: {share} % or less of the window’s requests left.',
    comment:
      '{share} is a number field. The window: the rate limit’s span of time in which requests are counted.',
  },
  'key-alerts.headroom-label': { message: 'Share of requests left, in percent' },
  'key-alerts.where': {
    message:
      'Shown as a desktop notification (in the desktop app) and a line at the top of the window. Worked out on this computer from the request log: nothing is sent anywhere.',
  },
  'key-alerts.save': { message: 'Save' },
  'key-alerts.saved-on': { message: 'Saved: alerts are on.' },
  'key-alerts.saved-off': { message: 'Saved: alerts are off.' },
} as const satisfies SourceSlice
