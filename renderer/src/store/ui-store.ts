import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { createLookupSlice, type LookupSlice } from './lookup-slice.ts'
import { mergePersistedUi } from './persisted-ui.ts'
import { createThemeSlice, type ThemeChoice, type ThemeSlice } from './theme-slice.ts'

/** All UI state (never server data, never anything secret): one store made of slices. */
export type UiState = ThemeSlice & LookupSlice

/** The UI store; persisted to localStorage, which holds only the theme and recent lookups. */
export const useUiStore = create<UiState>()(
  persist(
    (...a) => ({
      ...createThemeSlice(...a),
      ...createLookupSlice(...a),
    }),
    {
      name: 'bridge-explorer-ui',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ theme: s.theme, recentLookups: s.recentLookups }),
      // Persisted data is input like any other: keep only what has the right shape.
      merge: mergePersistedUi,
    },
  ),
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
