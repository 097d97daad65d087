// The default collection's Locked property as either tool prints it, and what is not known said as not known.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { defaultKeyringLocked, parseLocked } from '../../../../electron/core/key-vault/keyring-locked.ts'

test('reads Locked from dbus-send and gdbus output; anything else is not known', () => {
  assert.equal(parseLocked('method return time=1 sender=:1.2\n   variant       boolean true\n'), true)
  assert.equal(parseLocked('method return time=1 sender=:1.2\n   variant       boolean false\n'), false)
  assert.equal(parseLocked('(<true>,)\n'), true)
  assert.equal(parseLocked('(<false>,)\n'), false)
  assert.equal(parseLocked(''), null)
  assert.equal(parseLocked(null), null)
})

test('without a session bus nothing is asked, and the answer is "not known", never "unlocked"', async () => {
  assert.equal(await defaultKeyringLocked({}), null)
})
