// The stats slice run in a real zustand store (the vanilla one: no React needed), with every slice as ui-store.ts has.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createStore } from 'zustand/vanilla'
import type { Snapshot } from '../../../../renderer/src/store/stats-slice.ts'
import { createUiSlices } from '../../../../renderer/src/store/ui-slices.ts'
import type { UiState } from '../../../../renderer/src/store/ui-store.ts'

const uiStore = () => createStore<UiState>()(createUiSlices)

test('the stats history shows 24 hours until another span is chosen, and keeps the choice', () => {
  const store = uiStore()
  assert.equal(store.getState().statsSpan, '24h')
  store.getState().statsSpanChosen('7d')
  assert.equal(store.getState().statsSpan, '7d')
})

test("the last visit's counters are read once a session: later visits compare with the same ones", () => {
  const store = uiStore()
  const first: Snapshot = { at: 1, values: { bridges: 3, suggestors: 2, passes: 9, avgScore: null } }
  let reads = 0
  const read = (): Snapshot | null => {
    reads += 1
    return reads === 1 ? first : null
  }
  assert.deepEqual(store.getState().statsBaselineTaken(read), first)
  assert.deepEqual(store.getState().statsBaselineTaken(read), first)
  assert.equal(reads, 1)
})

test('no previous visit is remembered as none, not read again', () => {
  const store = uiStore()
  let reads = 0
  const read = (): Snapshot | null => {
    reads += 1
    return null
  }
  assert.equal(store.getState().statsBaselineTaken(read), null)
  assert.equal(store.getState().statsBaselineTaken(read), null)
  assert.equal(reads, 1)
})
