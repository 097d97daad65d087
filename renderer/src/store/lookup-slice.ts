import type { StateCreator } from 'zustand'
import { withRecentLookup, type RecentLookup } from './recent-lookups.ts'
import type { UiState } from './ui-store.ts'

/** Recent lookups and their events. */
export interface LookupSlice {
  recentLookups: RecentLookup[]
  lookupRecorded: (entry: RecentLookup) => void
  recentLookupsCleared: () => void
}

/** Creates the lookup slice. */
export const createLookupSlice: StateCreator<UiState, [], [], LookupSlice> = (set) => ({
  recentLookups: [],
  lookupRecorded: (entry) => set((s) => ({ recentLookups: withRecentLookup(s.recentLookups, entry) })),
  recentLookupsCleared: () => set({ recentLookups: [] }),
})
