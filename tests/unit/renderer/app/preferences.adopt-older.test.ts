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
  assert.deepEqual(guessed, { theme: null, bridgesLayout: null }, 'main did not answer: nothing is moved')
  assert.equal(useUiStore.getState().theme, 'system', 'the stand-in is still what the window shows')
})
