/** The time spans a chart offers (renderer/src/lib/time-span.ts): the stats history, key health and key usage. */
import type { SourceSlice } from '../../source-message.ts'

export const spans = {
  'spans.legend': {
    message: 'Time span',
    comment: 'Name of the group of buttons that choose how far back a chart goes.',
  },
  'spans.1h': { message: 'Last hour' },
  'spans.24h': { message: '24 hours', comment: 'The last 24 hours, up to now.' },
  'spans.7d': { message: '7 days', comment: 'The last 7 days, up to now.' },
  'spans.30d': { message: '30 days', comment: 'The last 30 days, up to now.' },
} as const satisfies SourceSlice
