/** UI state of the stats view kept across visits to it: the chosen chart range, and the last visit's counters. */
import { create } from 'zustand'
import type { Snapshot } from './last-visit.ts'
import type { TimeSpan } from '../../lib/time-span.ts'

interface StatsUi {
  range: TimeSpan
  rangeChosen: (range: TimeSpan) => void
  /**
   * The visit before this session began (undefined until read): fixed for the session, so looking again a
   * minute later still compares with the last visit rather than with a minute ago.
   */
  baseline: Snapshot | null | undefined
  baselineRead: (baseline: Snapshot | null) => void
}

// A store of its own (not a slice of the app store): the common brief lets this feature keep its UI state here.
const useStatsUi = create<StatsUi>()((set) => ({
  range: '24h',
  rangeChosen: (range) => set({ range }),
  baseline: undefined,
  baselineRead: (baseline) => set({ baseline }),
}))

/** The chosen chart range. */
export const useStatsRange = (): TimeSpan => useStatsUi((s) => s.range)
/** The event "a range was chosen". */
export const useRangeChosen = (): ((range: TimeSpan) => void) => useStatsUi((s) => s.rangeChosen)
/** The last visit's counters for this session: read with `read` the first time, then the same each time. */
export function sessionBaseline(read: () => Snapshot | null): Snapshot | null {
  const { baseline, baselineRead } = useStatsUi.getState()
  if (baseline !== undefined) return baseline
  const first = read()
  baselineRead(first)
  return first
}
