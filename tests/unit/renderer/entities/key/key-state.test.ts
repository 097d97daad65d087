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
import { english } from '../../../../support/words-in.ts'

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
      assert.deepEqual(presentState(state), { said: 'keys.state.unknown-state', icon: '?', tone: 'neutral' })
    }
  })

  test('every state has words and an icon, so it never relies on colour alone', () => {
    for (const state of ALL_STATES) {
      const shown = presentState(state)
      assert.ok(english(shown.said).length > 3, state)
      assert.ok(shown.icon.length > 0, state)
      assert.doesNotMatch(english(shown.said), /_/, `${state} is shown in plain words, not as a code`)
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
    assert.match(english(describeScope('read:public')!), /bridges, profiles and stats/)
    assert.match(english(describeScope('read:me')!), /own profile/)
    assert.equal(
      describeScope('write:all'),
      null,
      'a scope the app does not use has no description of its own',
    )
  })

  test('unknown scopes say a check is needed; none says none', () => {
    assert.match(scopesLine(null, false, english), /checked/)
    assert.equal(scopesLine(null, true, english), 'Not known: the last check could not see them')
    assert.equal(scopesLine([], false, english), 'None')
    assert.equal(scopesLine(['read:public', 'read:me'], true, english), 'read:public, read:me')
  })
})
