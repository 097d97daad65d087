/**
 * Where a bridge's readings over time come from, behind one small interface so another source joins without the
 * view changing: the watch list's readings (history.sqlite, passes only, kept while the bridge is pinned: README.md,
 * "Configuration") and the catalogue's change history (catalogue.sqlite: its passes and score each time the walk
 * saw them change, kept 90 days: docs/catalogue-changes.md). One read both recorded is shown once (over-time.ts).
 */
import { getExplorer } from '../../lib/explorer.ts'
import { unwrap } from '../../lib/call.ts'
import { readClock } from '../../lib/clock.ts'
import type { Reading } from './over-time.ts'

/** The bridge whose readings are asked: the watch list files it by its slug, the catalogue by its id. */
export interface HistoryBridge {
  slug: string
  id: string
}

/** A source of a bridge's past readings. */
export interface HistorySource {
  readings: (bridge: HistoryBridge) => Promise<Reading[]>
}

/** The watch list's readings of a pinned bridge: passes only (the watch list keeps no score). */
const watchReadings: HistorySource = {
  readings: async ({ slug }) => {
    const points = await unwrap(
      getExplorer().getWatchedPasses({ slug, from: 0, to: readClock(), maxPoints: undefined }),
    )
    return points.map((p) => ({ at: p.at, passes: p.value, score: null, from: 'watch' }))
  },
}

/**
 * The catalogue's history of the bridge: its passes and score after each change the walk saw. A point that marks
 * it gone is no reading of it (the walk did not see it), so it is left out.
 */
const catalogueReadings: HistorySource = {
  readings: async ({ id }) => {
    const points = await unwrap(getExplorer().getBridgeHistory({ id }))
    return points
      .filter((p) => p.kind !== 'gone')
      .map((p) => ({ at: p.at, passes: p.passes, score: p.score, from: 'catalogue' }))
  },
}

/** Every source of past readings, asked together. */
export const HISTORY_SOURCES: readonly HistorySource[] = [watchReadings, catalogueReadings]
