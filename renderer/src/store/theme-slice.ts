import type { StateCreator } from 'zustand'
import type { UiState } from './ui-store.ts'

/** The theme: follow the system, or a manual choice. */
export type ThemeChoice = 'system' | 'light' | 'dark'

/** Theme state and its event. */
export interface ThemeSlice {
  theme: ThemeChoice
  themeChosen: (theme: ThemeChoice) => void
}

/** Creates the theme slice. */
export const createThemeSlice: StateCreator<UiState, [], [], ThemeSlice> = (set) => ({
  theme: 'system',
  themeChosen: (theme) => set({ theme }),
})
