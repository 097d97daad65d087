// The pending lookup is UI store state of the renderer (one window), here in one vanilla store with every slice
// (no React needed): each test takes what it sent.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createStore } from 'zustand/vanilla'
import type { RecentLookup } from '../../../../renderer/src/store/recent-lookups.ts'
import { createUiSlices } from '../../../../renderer/src/store/ui-slices.ts'
import type { UiState } from '../../../../renderer/src/store/ui-store.ts'

const store = createStore<UiState>()(createUiSlices)
const lookupSent = (entry: RecentLookup): void => store.getState().lookupSent(entry)
const takeFoundLookup = (href: string): RecentLookup | null => store.getState().takeFoundLookup(href)

test('the lookup is taken once, by the page it led to', () => {
  lookupSent({ label: 'li_berg', href: '#/profiles/li_berg' })
  assert.equal(takeFoundLookup('#/bridges/li_berg'), null, 'another page does not take it')
  assert.deepEqual(takeFoundLookup('#/profiles/li_berg'), { label: 'li_berg', href: '#/profiles/li_berg' })
  assert.equal(takeFoundLookup('#/profiles/li_berg'), null, 'a second load of the page records nothing')
})

test('usernames and slugs match case-insensitively, as the service matches them', () => {
  lookupSent({ label: '@Li_Berg', href: '#/profiles/Li_Berg' })
  assert.deepEqual(takeFoundLookup('#/profiles/li_berg'), { label: '@Li_Berg', href: '#/profiles/Li_Berg' })
})

test('only the last lookup sent waits: an earlier one that never loaded is forgotten', () => {
  lookupSent({ label: 'first', href: '#/profiles/first' })
  lookupSent({ label: 'second', href: '#/bridges/second' })
  assert.equal(takeFoundLookup('#/profiles/first'), null)
  assert.deepEqual(takeFoundLookup('#/bridges/second'), { label: 'second', href: '#/bridges/second' })
})

test('with nothing pending, no page takes anything, not even an empty location', () => {
  assert.equal(takeFoundLookup(''), null)
  assert.equal(takeFoundLookup('#/'), null)
})
