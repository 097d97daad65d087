import type { StateCreator } from 'zustand'
import { createBridgesLayoutSlice } from './bridges-layout-slice.ts'
import { createListPlacesSlice } from './list-places.ts'
import { createLookupSlice } from './lookup-slice.ts'
import { createPendingLookupSlice } from './pending-lookup.ts'
import { createRequestsSlice } from './requests-slice.ts'
import { createRouterSlice } from './router-slice.ts'
import { createStatsSlice } from './stats-slice.ts'
import { createThemeSlice } from './theme-slice.ts'
import type { UiState } from './ui-store.ts'

/**
 * Every slice of the UI store, composed once: ui-store.ts wraps it in persistence, and the slice tests run it in
 * a vanilla store (no React, no localStorage).
 */
export const createUiSlices: StateCreator<UiState> = (...a) => ({
  ...createThemeSlice(...a),
  ...createLookupSlice(...a),
  ...createBridgesLayoutSlice(...a),
  ...createRequestsSlice(...a),
  ...createRouterSlice(...a),
  ...createListPlacesSlice(...a),
  ...createPendingLookupSlice(...a),
  ...createStatsSlice(...a),
})
