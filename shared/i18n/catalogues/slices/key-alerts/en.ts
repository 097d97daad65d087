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
} as const satisfies SourceSlice
