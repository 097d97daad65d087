import type { StateCreator } from 'zustand'
import type { UiState } from './ui-store.ts'

/** A key of an earlier session to type in again: what the Keys form is filled with (never the key). */
export interface KeyToAddAgain {
  label: string
  serviceUrl: string
}

/**
 * Requests one part of the window makes of another that may not be on screen yet: the application menu asks the
 * palette to open, the palette asks the bridge list to export. In the store (not window events and a module
 * flag) so the renderer keeps no module-level state (HOUSE_STYLE.md "State and data in the renderer").
 */
export interface RequestsSlice {
  /** How many times the menu asked for the palette; the palette opens each time it changes. */
  paletteRequests: number
  paletteRequested: () => void
  /** An export the bridge list has not started yet: it starts now, or as soon as the list is on screen. */
  listExportPending: boolean
  listExportRequested: () => void
  /** True once after a request: the list that takes it starts the export. */
  listExportTaken: () => boolean
  /** A start-up notice asked the Keys form to be filled for a session-only key of the last run ("Add it again"). */
  keyToAddAgain: KeyToAddAgain | null
  keyAddAgainRequested: (key: KeyToAddAgain) => void
  /** The form that fills itself takes the request (once). */
  keyToAddAgainTaken: () => KeyToAddAgain | null
}

/** Creates the requests slice (never persisted). */
export const createRequestsSlice: StateCreator<UiState, [], [], RequestsSlice> = (set, get) => ({
  paletteRequests: 0,
  paletteRequested: () => set((s) => ({ paletteRequests: s.paletteRequests + 1 })),
  listExportPending: false,
  listExportRequested: () => set({ listExportPending: true }),
  listExportTaken: () => {
    const pending = get().listExportPending
    if (pending) set({ listExportPending: false })
    return pending
  },
  keyToAddAgain: null,
  keyAddAgainRequested: (keyToAddAgain) => set({ keyToAddAgain }),
  keyToAddAgainTaken: () => {
    const pending = get().keyToAddAgain
    if (pending !== null) set({ keyToAddAgain: null })
    return pending
  },
})
