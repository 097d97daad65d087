// What the keychain doctor and a session-only key say must be true: no "Save in keychain" while the keychain is down,
// no old check error once the doctor looked again, no fix step said twice.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { KeychainReport } from '../../../../../../shared/ipc/keychain.ts'
import {
  canSaveInKeychain,
  checkErrorStillTrue,
  distinctSteps,
} from '../../../../../../renderer/src/features/keys/doctor/doctor-words.ts'

test('"Save in keychain" is offered only while the keychain works', () => {
  const report = (status: KeychainReport['status']) => ({ status })
  assert.equal(canSaveInKeychain(report('ok')), true)
  assert.equal(canSaveInKeychain(report('unavailable')), false)
  assert.equal(canSaveInKeychain(report('locked')), false)
  assert.equal(canSaveInKeychain(undefined), false, 'not offered before the doctor has looked')
})

test('a failed check stops showing once the doctor has looked again since', () => {
  assert.equal(checkErrorStillTrue(1000, { checkedAt: 900 }), true)
  assert.equal(checkErrorStillTrue(1000, undefined), true)
  assert.equal(checkErrorStillTrue(1000, { checkedAt: 1500 }), false)
  assert.equal(checkErrorStillTrue(null, { checkedAt: 1500 }), false)
})

test('the fix never says the same step twice; a repeated step keeps its command', () => {
  const steps = distinctSteps([
    { text: 'Start the keyring daemon.' },
    { text: 'Start the  keyring daemon. ', command: 'gnome-keyring-daemon --start --components=secrets' },
    { text: 'Check again.' },
  ])
  assert.deepEqual(steps, [
    { text: 'Start the keyring daemon.', command: 'gnome-keyring-daemon --start --components=secrets' },
    { text: 'Check again.' },
  ])
})
