/** UI state of the stats view kept across visits to it: the chosen chart range. */
import { create } from 'zustand'
import type { StatsRange } from './stats-ranges.ts'

interface StatsUi {
  range: StatsRange
  rangeChosen: (range: StatsRange) => void
}

// A store of its own (not a slice of the app store): the common brief lets this feature keep its UI state here.
const useStatsUi = create<StatsUi>()((set) => ({
  range: '24h',
  rangeChosen: (range) => set({ range }),
}))

/** The chosen chart range. */
export const useStatsRange = (): StatsRange => useStatsUi((s) => s.range)
/** The event "a range was chosen". */
export const useRangeChosen = (): ((range: StatsRange) => void) => useStatsUi((s) => s.rangeChosen)
