// adoptKeptPreferences (renderer/src/app/preferences.ts): what an older version kept in localStorage is moved to
// main only when main answered that it keeps none; a stand-in used because main's answer never came moves nothing.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { adoptKeptPreferences } from '../../../../renderer/src/app/preferences.ts'
import { useUiStore } from '../../../../renderer/src/store/ui-store.ts'
import { DEFAULT_PREFERENCES } from '../../../../shared/ipc/preferences.ts'
import type { ViewLayout } from '../../../../shared/views/bridge-view.ts'

const TABLE: ViewLayout = {
  display: 'table',
  table: { order: [], hidden: ['slug'], widths: {}, sort: [] },
}

test('an older layout and theme are moved when main answered it keeps none, never on a stand-in', () => {
  const older = () => useUiStore.setState({ theme: 'dark', bridgesLayout: TABLE })
  older()
  const moved = adoptKeptPreferences(DEFAULT_PREFERENCES)
  assert.equal(moved.theme, 'dark')
  assert.deepEqual(moved.bridgesLayout, TABLE)
  older()
  const guessed = adoptKeptPreferences(DEFAULT_PREFERENCES, false)
  assert.deepEqual(
    guessed,
    { theme: null, bridgesLayout: null, recentLookups: null },
    'main did not answer: nothing is moved',
  )
  assert.equal(useUiStore.getState().theme, 'system', 'the stand-in is still what the window shows')
})

test('older recent lookups are moved when main remembers none; main’s own are what the window shows', () => {
  const lookups = [{ label: 'ada', href: '#/profiles/ada' }]
  useUiStore.setState({ recentLookups: lookups })
  assert.deepEqual(adoptKeptPreferences(DEFAULT_PREFERENCES).recentLookups, lookups)
  useUiStore.setState({ recentLookups: lookups })
  const kept = [{ label: 'br_abcdefghijkl', href: '#/bridges/quiet-river' }]
  const remembered = { ...DEFAULT_PREFERENCES.remembered, recentLookups: kept }
  assert.equal(adoptKeptPreferences({ ...DEFAULT_PREFERENCES, remembered }).recentLookups, null)
  assert.deepEqual(useUiStore.getState().recentLookups, kept)
})
