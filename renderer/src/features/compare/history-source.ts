/**
 * Where a bridge's readings over time come from, behind one small interface so another source joins without the
 * view changing. Today: the watch list's readings (history.sqlite, passes only, kept while the bridge is pinned:
 * README.md, "Configuration"). The catalogue's change history, once main offers it, is one more HistorySource in
 * HISTORY_SOURCES (its passes and score at each refresh the catalogue's walk saw).
 */
import { getExplorer } from '../../lib/explorer.ts'
import { unwrap } from '../../lib/call.ts'
import { readClock } from '../../lib/clock.ts'
import type { Reading } from './over-time.ts'

/** A source of a bridge's past readings. */
export interface HistorySource {
  readings: (slug: string) => Promise<Reading[]>
}

/** The watch list's readings of a pinned bridge: passes only (the watch list keeps no score). */
const watchReadings: HistorySource = {
  readings: async (slug) => {
    const points = await unwrap(
      getExplorer().getWatchedPasses({ slug, from: 0, to: readClock(), maxPoints: undefined }),
    )
    return points.map((p) => ({ at: p.at, passes: p.value, score: null, from: 'watch' }))
  },
}

/** Every source of past readings, asked together. */
export const HISTORY_SOURCES: readonly HistorySource[] = [watchReadings]
