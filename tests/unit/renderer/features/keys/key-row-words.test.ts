// What the Keys page says of a key's state must be true: no "✓ Working" for a key never checked.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { scopesLine } from '../../../../../renderer/src/entities/key/key-state.ts'
import { rowState } from '../../../../../renderer/src/features/keys/key-row-words.ts'

test('a key that answers but was never checked does not say "Working" beside "not known until checked"', () => {
  const state = rowState({ state: 'active', lastCheck: null })
  assert.notEqual(state.words, 'Working')
  assert.match(state.words, /not checked yet/)
  assert.equal(scopesLine(null, false), 'Not known until the key is checked')
  const checked = rowState({ state: 'active', lastCheck: { result: {}, at: '2026-11-27T00:00:00Z' } })
  assert.equal(checked.words, 'Working', 'a checked key still says Working')
})
