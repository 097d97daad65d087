/** The platform counters as the API answers them, and their history as the stats graph draws it. */
import type { Stats } from '../api/types.ts'
import { requestId, timeRangeFields, type ChannelTable, type WithMeta } from './common.ts'
import { object } from './validate.ts'

/** One point of the stats history graph. */
export interface StatsPoint {
  at: number
  bridges: number
  suggestors: number
  passes: number
  avgScore: number | null
}

/** The stats' invoke channels. */
export const statsChannels = {
  'stats:get': { method: 'getStats', request: object({ requestId }) },
  'history:stats': { method: 'getStatsHistory', request: object(timeRangeFields) },
} as const satisfies ChannelTable

/** The result type of each stats channel. */
export interface StatsResults {
  'stats:get': WithMeta<Stats>
  'history:stats': StatsPoint[]
}
