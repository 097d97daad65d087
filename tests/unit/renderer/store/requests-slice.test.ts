// The slice run in a real zustand store (the vanilla one: no React needed), with every slice as ui-store.ts has.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createStore } from 'zustand/vanilla'
import { createUiSlices } from '../../../../renderer/src/store/ui-slices.ts'
import type { UiState } from '../../../../renderer/src/store/ui-store.ts'

const uiStore = () => createStore<UiState>()(createUiSlices)

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

test('"Add it again" fills the Keys form once: the request is taken by the first form that asks', () => {
  const store = uiStore()
  assert.equal(store.getState().keyToAddAgainTaken(), null)
  const key = { label: 'For now', serviceUrl: 'http://127.0.0.1:4010/v1/api' }
  store.getState().keyAddAgainRequested(key)
  assert.deepEqual(store.getState().keyToAddAgain, key)
  assert.deepEqual(store.getState().keyToAddAgainTaken(), key)
  assert.equal(store.getState().keyToAddAgainTaken(), null)
})
