// The slice run in a real zustand store (the vanilla one: no React needed), with every slice as ui-store.ts has.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createStore } from 'zustand/vanilla'
import { MAX_RECENT_LOOKUPS } from '../../../../renderer/src/store/recent-lookups.ts'
import { createUiSlices } from '../../../../renderer/src/store/ui-slices.ts'
import type { UiState } from '../../../../renderer/src/store/ui-store.ts'

const uiStore = () => createStore<UiState>()(createUiSlices)

test('recorded lookups are kept newest first, one entry per place, at most the maximum', () => {
  const store = uiStore()
  assert.deepEqual(store.getState().recentLookups, [])
  for (let i = 0; i <= MAX_RECENT_LOOKUPS; i++) {
    store.getState().lookupRecorded({ label: `u${i}`, href: `#/profiles/u${i}` })
  }
  store.getState().lookupRecorded({ label: '@U3', href: '#/profiles/U3' })
  const hrefs = store.getState().recentLookups.map((e) => e.href)
  assert.equal(hrefs.length, MAX_RECENT_LOOKUPS)
  assert.equal(hrefs[0], '#/profiles/U3')
  assert.equal(hrefs.filter((h) => h.toLowerCase() === '#/profiles/u3').length, 1)
  assert.ok(!hrefs.includes('#/profiles/u0'), 'the oldest fell off')
})

test('clearing empties the list and leaves the theme alone', () => {
  const store = uiStore()
  store.getState().themeChosen('dark')
  store.getState().lookupRecorded({ label: 'x', href: '#/bridges/x' })
  store.getState().recentLookupsCleared()
  assert.deepEqual(store.getState().recentLookups, [])
  assert.equal(store.getState().theme, 'dark')
})

test('recording keeps the label as typed, unicode and markup included (React escapes it when shown)', () => {
  const store = uiStore()
  const label = '<img src=x onerror=alert(1)> Zoë 🌉'
  store.getState().lookupRecorded({ label, href: '#/profiles/zoe' })
  assert.equal(store.getState().recentLookups[0]?.label, label)
})
