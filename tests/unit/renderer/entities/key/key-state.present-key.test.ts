// What every view that names a saved key's state says of it must be true (the Keys row, the top bar, the Rate limit
// view, the scope matrix all call presentKey): no "✓ Working" for a key never checked, nor for a key its locked
// keychain will not give.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  checkedNothing,
  checkRateWords,
  presentKey,
  scopesLine,
  sentNothing,
} from '../../../../../renderer/src/entities/key/key-state.ts'
import { english } from '../../../../support/words-in.ts'

const rowState = presentKey

test('a key that answers but was never checked does not say "Working" beside "not known until checked"', () => {
  const state = rowState({ state: 'active', lastCheck: null, serviceUrl: 'http://127.0.0.1:8790/v1/api' })
  assert.notEqual(english(state.said), 'Working')
  assert.equal(english(state.said), 'Accepted by the service; not checked yet')
  assert.equal(scopesLine(null, false, english), 'Not known until the key is checked')
  const checked = rowState({
    state: 'active',
    lastCheck: { result: {}, at: '2026-11-27T00:00:00Z' },
    serviceUrl: 'http://127.0.0.1:8790/v1/api',
  })
  assert.equal(english(checked.said), 'Working', 'a checked key still says Working')
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
  assert.match(english(down.said), /not answering/)
  // Another service being down says nothing about this key's.
  assert.equal(
    english(rowState(key, health('down', '2026-11-27T08:05:00Z', 'http://other/v1/api')).said),
    'Working',
  )
  // A check that got no answer, newer than the last request that did, is what the row says.
  const silentCheck = { ...key, lastCheck: checkedAt('2026-11-27T08:10:00Z', 'unreachable') }
  assert.match(english(rowState(silentCheck, health('up', '2026-11-27T08:05:00Z')).said), /not answering/)
  assert.match(english(rowState(silentCheck, null).said), /not answering/)
  // The service answered again after that check: the key works.
  assert.equal(english(rowState(silentCheck, health('up', '2026-11-27T08:15:00Z')).said), 'Working')
})

test('a key of a locked keychain says so at once, before any check, whatever it did when last used', () => {
  const locked = { serviceUrl: URL_A, keychainLocked: true as const }
  for (const key of [
    { ...locked, state: 'active' as const, lastCheck: null },
    { ...locked, state: 'active' as const, lastCheck: checkedAt('2026-11-27T08:00:00Z') },
    { ...locked, state: 'unknown' as const, lastCheck: null },
    // Its last check found it missing from the keychain: locked now, the keychain may well hold it.
    { ...locked, state: 'missing' as const, lastCheck: checkedAt('2026-11-27T08:00:00Z', 'missing') },
  ]) {
    const state = presentKey(key, health('up', '2026-11-27T08:05:00Z'))
    assert.deepEqual(state, { said: 'keys.state.keychain-locked', icon: '!', tone: 'bad' })
  }
  // Not locked (or not known): what the key's state says.
  assert.equal(
    english(presentKey({ state: 'unknown', lastCheck: null, serviceUrl: URL_A }).said),
    'Not checked yet',
  )
})

test('a check shows "requests left" only as its own answer gave them; a check that got none says why', () => {
  const problem = (kind: 'key_unreadable' | 'wait_too_long' | 'network', status: number | null) => ({
    endpoint: '/me' as const,
    kind,
    code: kind === 'network' ? ('network_error' as const) : ('keychain_locked' as const),
    status,
    retryAt: null,
  })
  const rate = { limit: 60, remaining: 42, resetAt: 1 }
  assert.equal(
    checkRateWords({ rateLimit: rate, problem: null }, english),
    '42 of 60 requests left when checked',
  )
  assert.equal(checkRateWords({ rateLimit: null, problem: null }, english), null)
  const none = (p: ReturnType<typeof problem>) => checkRateWords({ rateLimit: null, problem: p }, english)
  assert.equal(none(problem('key_unreadable', null)), 'Not known: this check sent nothing')
  assert.equal(none(problem('wait_too_long', null)), 'Not known: this check sent nothing')
  assert.equal(none(problem('network', null)), 'Not known: no answer came')
  // A wait an answer asked for (a 429): the service was asked and answered.
  assert.equal(sentNothing(problem('wait_too_long', 429)), false)
})

test('a key whose only check got no answer says what that check found, never "Not checked yet" beside it', () => {
  // Saved after "Check and save" on a service that was down: the key's state is still unknown, its check is not.
  const key = {
    state: 'unknown' as const,
    serviceUrl: URL_A,
    lastCheck: {
      result: {
        state: 'unreachable',
        problem: { endpoint: '/me', kind: 'network', code: 'network_error', status: null, retryAt: null },
      },
      at: '2026-11-27T08:00:00Z',
    },
  }
  const shown = rowState(key, null)
  assert.notEqual(english(shown.said), 'Not checked yet')
  assert.equal(english(shown.said), 'Service not answering')
  // Never checked at all: that is what it says.
  assert.equal(
    english(rowState({ state: 'unknown', serviceUrl: URL_A, lastCheck: null }, null).said),
    'Not checked yet',
  )
})

test('a check that got no verdict on the key (no answer, nothing sent, the rate limit, a lockout) checked nothing', () => {
  for (const state of ['unreachable', 'missing', 'locked_out'] as const)
    assert.equal(checkedNothing({ state }), true, state)
  // The service answered about the key (or about the address): something was checked.
  for (const state of ['invalid', 'revoked', 'expired', 'access_revoked', 'not_api', 'active'] as const)
    assert.equal(checkedNothing({ state }), false, state)
})
