// What the Keys page says of a key's state must be true: no "✓ Working" for a key never checked.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { scopesLine } from '../../../../../renderer/src/entities/key/key-state.ts'
import { rowState } from '../../../../../renderer/src/features/keys/key-row-words.ts'

test('a key that answers but was never checked does not say "Working" beside "not known until checked"', () => {
  const state = rowState({ state: 'active', lastCheck: null, serviceUrl: 'http://127.0.0.1:8790/v1/api' })
  assert.notEqual(state.words, 'Working')
  assert.match(state.words, /not checked yet/)
  assert.equal(scopesLine(null, false), 'Not known until the key is checked')
  const checked = rowState({
    state: 'active',
    lastCheck: { result: {}, at: '2026-11-27T00:00:00Z' },
    serviceUrl: 'http://127.0.0.1:8790/v1/api',
  })
  assert.equal(checked.words, 'Working', 'a checked key still says Working')
})

const URL_A = 'http://127.0.0.1:8790/v1/api'
const checkedAt = (at: string, state = 'active') => ({ result: { state }, at })
const health = (state: 'up' | 'down', at: string, serviceUrl = URL_A) => ({
  serviceUrl,
  state,
  at: Date.parse(at),
  path: state === 'down' ? '/stats' : null,
  code: state === 'down' ? 'network_error' : null,
})

test('no "Working" tick while the key’s service is not answering, by the app’s latest request or the key’s latest check', () => {
  const key = { state: 'active' as const, serviceUrl: URL_A, lastCheck: checkedAt('2026-11-27T08:00:00Z') }
  const down = rowState(key, health('down', '2026-11-27T08:05:00Z'))
  assert.notEqual(down.tone, 'good')
  assert.match(down.words, /not answering/)
  // Another service being down says nothing about this key's.
  assert.equal(rowState(key, health('down', '2026-11-27T08:05:00Z', 'http://other/v1/api')).words, 'Working')
  // A check that got no answer, newer than the last request that did, is what the row says.
  const silentCheck = { ...key, lastCheck: checkedAt('2026-11-27T08:10:00Z', 'unreachable') }
  assert.match(rowState(silentCheck, health('up', '2026-11-27T08:05:00Z')).words, /not answering/)
  assert.match(rowState(silentCheck, null).words, /not answering/)
  // The service answered again after that check: the key works.
  assert.equal(rowState(silentCheck, health('up', '2026-11-27T08:15:00Z')).words, 'Working')
})
