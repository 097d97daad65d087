import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { KeyInfo, KeyInspection } from '../../../../../shared/ipc/keys.ts'
import {
  type AnyKeyState,
  describeScope,
  maskedKey,
  presentState,
  scopesLine,
} from '../../../../../renderer/src/entities/key/key-state.ts'

// A Record, so a state added to either union without being listed here fails to compile.
const EVERY_STATE: Record<KeyInfo['state'] | KeyInspection['state'], true> = {
  unknown: true,
  active: true,
  missing: true,
  invalid: true,
  revoked: true,
  expired: true,
  access_revoked: true,
  locked_out: true,
  unreachable: true,
  not_api: true,
}
const ALL_STATES = Object.keys(EVERY_STATE) as (keyof typeof EVERY_STATE)[]

describe('key state presentation', () => {
  test('a state from outside the union is shown as not known, never as nothing', () => {
    for (const state of [undefined, 'constructor', '__proto__'] as unknown as AnyKeyState[]) {
      assert.deepEqual(presentState(state), { words: 'State not known', icon: '?', tone: 'neutral' })
    }
  })

  test('every state has words and an icon, so it never relies on colour alone', () => {
    for (const state of ALL_STATES) {
      const shown = presentState(state)
      assert.ok(shown.words.length > 3, state)
      assert.ok(shown.icon.length > 0, state)
      assert.doesNotMatch(shown.words, /_/, `${state} is shown in plain words, not as a code`)
    }
  })

  test('working keys look good and dead keys look bad', () => {
    assert.equal(presentState('active').tone, 'good')
    assert.equal(presentState('revoked').tone, 'bad')
    assert.equal(presentState('unreachable').tone, 'warn')
  })

  test('a key is shown only as its prefix and last four characters', () => {
    assert.equal(maskedKey({ prefix: 'bxk_', last4: 'a1b2' }), 'bxk_…a1b2')
  })

  test('scopes are explained in plain words', () => {
    assert.match(describeScope('read:public'), /bridges, profiles and stats/)
    assert.match(describeScope('read:me'), /own profile/)
    assert.equal(describeScope('write:all'), 'not used by this app')
  })

  test('unknown scopes say a check is needed; none says none', () => {
    assert.match(scopesLine(null), /checked/)
    assert.equal(scopesLine(null, true), 'Not known: the last check could not see them')
    assert.equal(scopesLine([]), 'None')
    assert.equal(scopesLine(['read:public', 'read:me']), 'read:public, read:me')
  })
})
