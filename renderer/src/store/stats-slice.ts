import type { StateCreator } from 'zustand'
import type { TimeSpan } from '../../../shared/time/durations.ts'
import type { UiState } from './ui-store.ts'

/** The four platform counters as the stats view shows them. */
export interface Counters {
  bridges: number
  suggestors: number
  passes: number
  /** Null when the service has no average yet. */
  avgScore: number | null
}

/** Counters as seen at one moment (epoch ms). */
export interface Snapshot {
  at: number
  values: Counters
}

/** UI state of the stats view kept across visits to it: the chosen span of its history, and the last visit. */
export interface StatsSlice {
  statsSpan: TimeSpan
  statsSpanChosen: (span: TimeSpan) => void
  /**
   * The visit before this session began (undefined until read): fixed for the session, so looking again a
   * minute later still compares with the last visit rather than with a minute ago.
   */
  statsBaseline: Snapshot | null | undefined
  /** The last visit's counters for this session: read with `read` the first time, then the same each time. */
  statsBaselineTaken: (read: () => Snapshot | null) => Snapshot | null
}

/** Creates the stats slice (never persisted: the last visit is kept by features/stats/last-visit.ts). */
export const createStatsSlice: StateCreator<UiState, [], [], StatsSlice> = (set, get) => ({
  statsSpan: '24h',
  statsSpanChosen: (statsSpan) => set({ statsSpan }),
  statsBaseline: undefined,
  statsBaselineTaken: (read) => {
    const kept = get().statsBaseline
    if (kept !== undefined) return kept
    const first = read()
    set({ statsBaseline: first })
    return first
  },
})
