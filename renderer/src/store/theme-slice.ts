import type { StateCreator } from 'zustand'
import type { UiState } from './ui-store.ts'

import type { ThemeChoice } from '../../../shared/ipc/preferences.ts'

/** The theme: follow the system, or a manual choice (kept by main, shared/ipc/preferences.ts). */
export type { ThemeChoice }

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
