import type { StateCreator } from 'zustand'
import type { UiState } from './ui-store.ts'

/**
 * What the hash router (lib/router.ts) remembers between history entries: in the store rather than module
 * variables, so the renderer keeps no module-level state (HOUSE_STYLE.md "State and data in the renderer").
 * Never persisted: it is about this window's history only.
 */
export interface RouterSlice {
  /** Whether the router listens to the location yet (it is installed once, before the first render). */
  historyKeysInstalled: boolean
  /** The page the entry on screen passes on to a bridge or profile opened from it (lib/router.ts). */
  shownPlace: string | null
  /** The bridge list as the user last saw it, in its hash form ('#/bridges?q=…'). */
  lastListHref: string
  historyKeysInstalledNow: () => void
  entryShown: (place: string | null) => void
  listShown: (href: string) => void
}

/** Creates the router slice. */
export const createRouterSlice: StateCreator<UiState, [], [], RouterSlice> = (set) => ({
  historyKeysInstalled: false,
  shownPlace: null,
  lastListHref: '#/bridges',
  historyKeysInstalledNow: () => set({ historyKeysInstalled: true }),
  entryShown: (shownPlace) => set({ shownPlace }),
  listShown: (lastListHref) => set({ lastListHref }),
})
