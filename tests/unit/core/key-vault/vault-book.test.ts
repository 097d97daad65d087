// The keychain's locked state as the key list shows it (README, "The catalogue": a key the keychain will not give is
// retried within a minute). Once the vault has learned the keychain is locked it asks again on a timer while it stays
// locked, and says when the answer changes, so "The keychain is locked" leaves the top bar and Keys by itself after an
// unlock. The keychain's answer and the timer are the inputs here: a store whose lock the test turns, and timers the
// test fires (the real keyring is locked and unlocked in tests/e2e/keychain-lock.spec.ts).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { KEYCHAIN_RECHECK_MS, type LockTimers } from '../../../../electron/core/key-vault/lock-watch.ts'
import type { KeyRecord, SecretStore, VaultFile } from '../../../../electron/core/key-vault/types.ts'
import { VaultBook } from '../../../../electron/core/key-vault/vault-book.ts'

const URL_A = 'http://127.0.0.1:4010/v1/api'
const record: KeyRecord = {
  id: 'k1',
  label: 'k1',
  serviceUrl: URL_A,
  prefix: 'bxk_',
  last4: 'abcd',
  addedAt: '2026-01-01T00:00:00.000Z',
  lastCheck: null,
  scopes: null,
  state: 'active',
}
const file: VaultFile = { version: 1, keys: [record], active: { [URL_A]: 'k1' } }

/** A keychain whose lock the test turns. */
function lockableStore(): SecretStore & { isLocked: boolean } {
  const store = {
    isLocked: true,
    get: async () => (store.isLocked ? null : 'bxk_secret'),
    set: async () => undefined,
    delete: async () => true,
    locked: async () => store.isLocked,
  }
  return store
}

/** Timers the test fires by hand: what is armed, and for how long. */
function manualTimers(): LockTimers & { armed: { fn: () => void; ms: number }[]; fire(): Promise<void> } {
  const armed: { fn: () => void; ms: number }[] = []
  return {
    armed,
    setTimer: (fn, ms) => {
      const entry = { fn, ms }
      armed.push(entry)
      return entry
    },
    clearTimer: (h) => {
      const i = armed.indexOf(h as (typeof armed)[number])
      if (i >= 0) armed.splice(i, 1)
    },
    async fire() {
      const entry = armed.shift()
      assert.ok(entry, 'a re-read is armed')
      entry.fn()
      // The re-read asks the store (a promise): let it answer.
      await new Promise((resolve) => setImmediate(resolve))
    },
  }
}

test('while the keychain is locked it is asked again on a timer, and an unlock is said without any other call', async () => {
  const store = lockableStore()
  const timers = manualTimers()
  const book = new VaultBook('/nonexistent/keys.json', store, file, null, timers)
  const said: (boolean | null)[] = []
  book.onLockChange((locked) => said.push(locked))

  await book.learnLock()
  assert.equal(book.info(record).keychainLocked, true)
  assert.deepEqual(said, [true])
  assert.equal(timers.armed.length, 1, 'a re-read is armed while locked')
  assert.ok(timers.armed[0]!.ms <= 60_000, 'within the minute README promises')
  assert.equal(timers.armed[0]!.ms, KEYCHAIN_RECHECK_MS)

  // Still locked: nothing to say, and it keeps asking.
  await timers.fire()
  assert.deepEqual(said, [true])
  assert.equal(timers.armed.length, 1)

  store.isLocked = false
  await timers.fire()
  assert.deepEqual(said, [true, false], 'the unlock is said')
  assert.equal(book.info(record).keychainLocked, undefined, 'the key list no longer says locked')
  assert.equal(timers.armed.length, 0, 'nothing is re-read while the keychain is open')
  await book.close()
})

test('a read refused as locked arms the re-read too, and closing the vault disarms it', async () => {
  const store = lockableStore()
  store.get = async () => {
    throw new Error('The Secret Service keyring is locked')
  }
  const timers = manualTimers()
  const book = new VaultBook('/nonexistent/keys.json', store, file, null, timers)
  await assert.rejects(book.secretOf('k1'))
  assert.equal(book.info(record).keychainLocked, true)
  assert.equal(timers.armed.length, 1)
  await book.close()
  assert.equal(timers.armed.length, 0, 'no timer outlives the vault')
})
