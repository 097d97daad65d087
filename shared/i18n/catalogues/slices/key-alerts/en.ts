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
} as const satisfies SourceSlice
