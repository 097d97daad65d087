import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { KeychainUnavailableError } from '../../../../electron/core/key-vault/errors.ts'
import { toKeychainError } from '../../../../electron/core/key-vault/secret-store.ts'

// The texts keytar 7.9 / libsecret produced on Debian 12 for each situation (recorded by hand; the integration
// test key-vault-unavailable.test.ts reproduces the first three for real).
const OBSERVED: [string, string, string][] = [
  [
    'DBUS_SESSION_BUS_ADDRESS points at no socket',
    'Could not connect: No such file or directory',
    'no_session_bus',
  ],
  ['no session bus and no X11 display', 'Cannot autolaunch D-Bus without X11 $DISPLAY', 'no_session_bus'],
  [
    'a bus without a Secret Service',
    'The name org.freedesktop.secrets was not provided by any .service files',
    'no_secret_service',
  ],
  ['a locked login keyring', 'Cannot create an item in a locked collection', 'locked'],
  [
    'libsecret missing',
    'libsecret-1.so.0: cannot open shared object file: No such file or directory',
    'module_missing',
  ],
  ['anything else', 'Something odd happened', 'other'],
]

describe('toKeychainError', () => {
  for (const [situation, text, problem] of OBSERVED) {
    test(`${situation} maps to keychain_unavailable (${problem}) with a fix to apply`, () => {
      const error = toKeychainError(new Error(text))
      assert.ok(error instanceof KeychainUnavailableError)
      assert.equal(error.code, 'keychain_unavailable')
      assert.equal(error.problem, problem)
      assert.match(error.message, /gnome-keyring|keyring/)
      assert.ok(!error.message.includes(text), 'the raw library text is not passed on')
    })
  }

  test('an error that is already a KeychainUnavailableError is passed through', () => {
    const original = new KeychainUnavailableError('locked', 'x')
    assert.equal(toKeychainError(original), original)
  })
})
