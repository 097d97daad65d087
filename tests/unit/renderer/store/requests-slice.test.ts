// The slice run in a real zustand store (the vanilla one: no React needed), composed as ui-store.ts composes it.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createStore } from 'zustand/vanilla'
import { createBridgesLayoutSlice } from '../../../../renderer/src/store/bridges-layout-slice.ts'
import { createLookupSlice } from '../../../../renderer/src/store/lookup-slice.ts'
import { createRequestsSlice } from '../../../../renderer/src/store/requests-slice.ts'
import { createRouterSlice } from '../../../../renderer/src/store/router-slice.ts'
import { createThemeSlice } from '../../../../renderer/src/store/theme-slice.ts'
import type { UiState } from '../../../../renderer/src/store/ui-store.ts'

const uiStore = () =>
  createStore<UiState>()((...a) => ({
    ...createThemeSlice(...a),
    ...createLookupSlice(...a),
    ...createBridgesLayoutSlice(...a),
    ...createRequestsSlice(...a),
    ...createRouterSlice(...a),
  }))

test('each palette request changes the count the palette watches', () => {
  const store = uiStore()
  assert.equal(store.getState().paletteRequests, 0)
  store.getState().paletteRequested()
  store.getState().paletteRequested()
  assert.equal(store.getState().paletteRequests, 2)
})

test('a list export request is taken once, by the first list that asks', () => {
  const store = uiStore()
  assert.equal(store.getState().listExportTaken(), false)
  store.getState().listExportRequested()
  assert.equal(store.getState().listExportPending, true)
  assert.equal(store.getState().listExportTaken(), true)
  assert.equal(store.getState().listExportTaken(), false)
  assert.equal(store.getState().listExportPending, false)
})
