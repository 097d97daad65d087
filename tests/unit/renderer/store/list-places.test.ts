// The list places are UI store state of the renderer (one window, one history), here in one vanilla store with
// every slice (no React needed): each test uses its own keys.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createStore } from 'zustand/vanilla'
import type { ListPlace } from '../../../../renderer/src/store/list-places.ts'
import { createUiSlices } from '../../../../renderer/src/store/ui-slices.ts'
import type { UiState } from '../../../../renderer/src/store/ui-store.ts'

const store = createStore<UiState>()(createUiSlices)
const placeSaved = (entryKey: string, place: ListPlace): void => store.getState().placeSaved(entryKey, place)
const savedPlace = (entryKey: string): ListPlace | undefined => store.getState().savedPlace(entryKey)

test('a saved place comes back for its entry, and a later save replaces it', () => {
  placeSaved('replace-a', { offset: 120, focusedIndex: 3 })
  placeSaved('replace-b', { offset: 0, focusedIndex: null })
  assert.deepEqual(savedPlace('replace-a'), { offset: 120, focusedIndex: 3 })
  placeSaved('replace-a', { offset: 900, focusedIndex: null })
  assert.deepEqual(savedPlace('replace-a'), { offset: 900, focusedIndex: null })
  assert.deepEqual(savedPlace('replace-b'), { offset: 0, focusedIndex: null })
  assert.equal(savedPlace('replace-never-saved'), undefined)
})

test('an entry without a key (opened before the router stamped it) is never remembered', () => {
  placeSaved('', { offset: 50, focusedIndex: 1 })
  assert.equal(savedPlace(''), undefined)
})

test('at most 100 places are kept; the one saved longest ago goes first, a re-saved one counts as new', () => {
  placeSaved('cap-first', { offset: 1, focusedIndex: null })
  placeSaved('cap-second', { offset: 2, focusedIndex: null })
  for (let i = 0; i < 98; i++) placeSaved(`cap-fill-${i}`, { offset: i, focusedIndex: null })
  // Saving cap-first again makes cap-second the oldest.
  placeSaved('cap-first', { offset: 11, focusedIndex: 0 })
  placeSaved('cap-one-more', { offset: 3, focusedIndex: null })
  assert.equal(savedPlace('cap-second'), undefined)
  assert.deepEqual(savedPlace('cap-first'), { offset: 11, focusedIndex: 0 })
  assert.deepEqual(savedPlace('cap-one-more'), { offset: 3, focusedIndex: null })
  assert.deepEqual(savedPlace('cap-fill-0'), { offset: 0, focusedIndex: null })
  placeSaved('cap-two-more', { offset: 4, focusedIndex: null })
  assert.equal(savedPlace('cap-fill-0'), undefined, 'the oldest of the rest goes next')
})
