import type { StateCreator } from 'zustand'
import {
  DEFAULT_TABLE_LAYOUT,
  DEFAULT_VIEW_LAYOUT,
  type TableLayout,
  type ViewLayout,
} from '../../../shared/views/bridge-view.ts'
import type { UiState } from './ui-store.ts'

/** The table's columns before the user changes them: the identifiers hidden (Copy gives them). */
export const FIRST_TABLE_LAYOUT: TableLayout = { ...DEFAULT_TABLE_LAYOUT, hidden: ['slug', 'id'] }

/** The layout before any was shown here (main keeps none yet): the list, the table's identifiers hidden. */
export const FIRST_VIEW_LAYOUT: ViewLayout = Object.freeze({
  ...DEFAULT_VIEW_LAYOUT,
  table: FIRST_TABLE_LAYOUT,
})

/**
 * The bridges' display and table layout as last shown: what `#/bridges` without a layout opens. Main keeps it
 * (shared/ipc/preferences.ts, app/preferences.ts puts it here before the first render and sends each change).
 */
export interface BridgesLayoutSlice {
  bridgesLayout: ViewLayout
  bridgesLayoutShown: (layout: ViewLayout) => void
}

/** Creates the bridges layout slice. */
export const createBridgesLayoutSlice: StateCreator<UiState, [], [], BridgesLayoutSlice> = (set) => ({
  bridgesLayout: FIRST_VIEW_LAYOUT,
  bridgesLayoutShown: (bridgesLayout) => set({ bridgesLayout }),
})
