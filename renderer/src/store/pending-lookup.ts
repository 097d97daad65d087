/** A lookup waits here until its page has loaded: only lookups that found something go into "Recent". */
import type { StateCreator } from 'zustand'
import type { RecentLookup } from './recent-lookups.ts'
import type { UiState } from './ui-store.ts'

/** The lookup just sent (never persisted), and its events. */
export interface PendingLookupSlice {
  pendingLookup: RecentLookup | null
  /** The lookup just sent, to be recorded once its page shows what it found. */
  lookupSent: (entry: RecentLookup) => void
  /** The pending lookup for `href` (once), when the page at `href` has loaded; null otherwise. */
  takeFoundLookup: (href: string) => RecentLookup | null
}

/** Creates the pending lookup slice. */
export const createPendingLookupSlice: StateCreator<UiState, [], [], PendingLookupSlice> = (set, get) => ({
  pendingLookup: null,
  lookupSent: (pendingLookup) => set({ pendingLookup }),
  takeFoundLookup: (href) => {
    const pending = get().pendingLookup
    if (pending === null || pending.href.toLowerCase() !== href.toLowerCase()) return null
    set({ pendingLookup: null })
    return pending
  },
})
