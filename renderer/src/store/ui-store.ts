import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { BridgesLayoutSlice } from './bridges-layout-slice.ts'
import type { ListPlacesSlice } from './list-places.ts'
import type { LookupSlice } from './lookup-slice.ts'
import type { PendingLookupSlice } from './pending-lookup.ts'
import { mergePersistedUi } from './persisted-ui.ts'
import type { RequestsSlice } from './requests-slice.ts'
import type { RouterSlice } from './router-slice.ts'
import type { StatsSlice } from './stats-slice.ts'
import type { ThemeChoice, ThemeSlice } from './theme-slice.ts'
import { createUiSlices } from './ui-slices.ts'

/** All UI state (never server data, never anything secret): one store made of slices. */
export type UiState = ThemeSlice &
  LookupSlice &
  BridgesLayoutSlice &
  RequestsSlice &
  RouterSlice &
  ListPlacesSlice &
  PendingLookupSlice &
  StatsSlice

/**
 * The UI store. The theme, the bridges' layout and the recent lookups are kept by main (shared/ipc/preferences.ts):
 * the document it serves is drawn in them, and the browser preview's localStorage changes with its origin at each
 * start. An older version's theme, layout and recent lookups are still read back from localStorage once, to be
 * moved there (app/preferences.ts); nothing is written to it any more.
 */
export const useUiStore = create<UiState>()(
  persist(createUiSlices, {
    name: 'bridge-explorer-ui',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: () => ({}),
    // Persisted data is input like any other: keep only what has the right shape.
    merge: mergePersistedUi,
  }),
)

/** The theme choice. */
export const useTheme = (): ThemeChoice => useUiStore((s) => s.theme)
/** The "theme chosen" event. */
export const useThemeChosen = (): ThemeSlice['themeChosen'] => useUiStore((s) => s.themeChosen)
/** The recent lookups, newest first. */
export const useRecentLookups = (): LookupSlice['recentLookups'] => useUiStore((s) => s.recentLookups)
/** The "lookup recorded" event. */
export const useLookupRecorded = (): LookupSlice['lookupRecorded'] => useUiStore((s) => s.lookupRecorded)
/** The "recent lookups cleared" event. */
export const useRecentLookupsCleared = (): LookupSlice['recentLookupsCleared'] =>
  useUiStore((s) => s.recentLookupsCleared)
/** The bridges' display and table layout as last shown. */
export const useBridgesLayout = (): BridgesLayoutSlice['bridgesLayout'] => useUiStore((s) => s.bridgesLayout)
/**
 * The bridges layout as last shown when `needed`, else null: a view whose location carries its layout does not
 * re-render each time that layout is remembered.
 */
export const useBridgesLayoutIf = (needed: boolean): BridgesLayoutSlice['bridgesLayout'] | null =>
  useUiStore((s) => (needed ? s.bridgesLayout : null))
/** The "bridges layout shown" event. */
export const useBridgesLayoutShown = (): BridgesLayoutSlice['bridgesLayoutShown'] =>
  useUiStore((s) => s.bridgesLayoutShown)
/** How many times the palette was asked to open (changes on each request). */
export const usePaletteRequests = (): number => useUiStore((s) => s.paletteRequests)
/** The "palette requested" event. */
export const usePaletteRequested = (): RequestsSlice['paletteRequested'] =>
  useUiStore((s) => s.paletteRequested)
/** Whether an export of the bridge list waits to start. */
export const useListExportPending = (): boolean => useUiStore((s) => s.listExportPending)
/** The "list export requested" event. */
export const useListExportRequested = (): RequestsSlice['listExportRequested'] =>
  useUiStore((s) => s.listExportRequested)
/** A session-only key of the last run the Keys form is to be filled with, until the form takes it. */
export const useKeyToAddAgain = (): RequestsSlice['keyToAddAgain'] => useUiStore((s) => s.keyToAddAgain)
/** The "Add it again" event of a start-up notice. */
export const useKeyAddAgainRequested = (): RequestsSlice['keyAddAgainRequested'] =>
  useUiStore((s) => s.keyAddAgainRequested)
/** Takes the key to add again (once). */
export const useKeyToAddAgainTaken = (): RequestsSlice['keyToAddAgainTaken'] =>
  useUiStore((s) => s.keyToAddAgainTaken)
/** Takes the pending export request (true once). */
export const useListExportTaken = (): RequestsSlice['listExportTaken'] => useUiStore((s) => s.listExportTaken)
/** The "list place saved" event and the place saved per history entry. */
export const usePlaceSaved = (): ListPlacesSlice['placeSaved'] => useUiStore((s) => s.placeSaved)
export const useSavedPlace = (): ListPlacesSlice['savedPlace'] => useUiStore((s) => s.savedPlace)
/** Whether a history entry is the one of the first list shown in this run. */
export const useIsFirstListEntry = (): ListPlacesSlice['isFirstListEntry'] =>
  useUiStore((s) => s.isFirstListEntry)
/** The "lookup sent" event. */
export const useLookupSent = (): PendingLookupSlice['lookupSent'] => useUiStore((s) => s.lookupSent)
/** Takes the pending lookup for a page that has loaded (once). */
export const useTakeFoundLookup = (): PendingLookupSlice['takeFoundLookup'] =>
  useUiStore((s) => s.takeFoundLookup)
/** The stats history's chosen span. */
export const useStatsSpan = (): StatsSlice['statsSpan'] => useUiStore((s) => s.statsSpan)
/** The "stats span chosen" event. */
export const useStatsSpanChosen = (): StatsSlice['statsSpanChosen'] => useUiStore((s) => s.statsSpanChosen)
/** Takes the last visit's counters for this session (read the first time, then the same). */
export const useStatsBaselineTaken = (): StatsSlice['statsBaselineTaken'] =>
  useUiStore((s) => s.statsBaselineTaken)
