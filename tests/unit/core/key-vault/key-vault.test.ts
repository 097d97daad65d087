// "Make active" on a key its keychain will not give keeps the key in use (README, Keys: a key the system keychain
// will not give is said as the keychain's doing): the switch is refused with the keychain's reason before anything
// changes. The keychain's answers are the input here, so a store that answers on cue stands in for it (the real
// locked keyring runs in tests/e2e/keychain-lock.spec.ts).
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { openKeyVault } from '../../../../electron/core/key-vault/open-key-vault.ts'
import type { SecretStore } from '../../../../electron/core/key-vault/types.ts'

const URL_A = 'http://127.0.0.1:4010/v1/api'
const KEY_1 = 'bxk_live_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const KEY_2 = 'bxk_live_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'

/** A keychain in memory that can be locked: then it gives nothing and says so, as libsecret does. */
function lockableStore(): SecretStore & { isLocked: boolean } {
  const secrets = new Map<string, string>()
  const store = {
    isLocked: false,
    get: async (account: string) => {
      if (store.isLocked) throw new Error('The Secret Service keyring is locked')
      return secrets.get(account) ?? null
    },
    set: async (account: string, secret: string) => {
      if (store.isLocked) throw new Error('The Secret Service keyring is locked')
      secrets.set(account, secret)
    },
    delete: async (account: string) => secrets.delete(account),
    locked: async () => store.isLocked,
  }
  return store
}

test('Make active with the keychain locked is refused as the keychain’s doing, and the key in use stays', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'bx-vault-'))
  t.after(() => rm(dir, { recursive: true, force: true }))
  const store = lockableStore()
  const { vault } = await openKeyVault({ userDataDir: dir, store })
  t.after(() => vault.close())
  const working = (await vault.add({ key: KEY_1, serviceUrl: URL_A, label: 'Working' })).key
  const other = (await vault.add({ key: KEY_2, serviceUrl: URL_A, label: 'Other' })).key
  assert.equal(vault.getActive(URL_A)?.id, working.id)

  store.isLocked = true
  await assert.rejects(vault.setActive(other.id), (e: unknown) => {
    assert.match(String((e as Error).message), /locked/i)
    return true
  })
  assert.equal(vault.getActive(URL_A)?.id, working.id, 'the working key stays in use')

  store.isLocked = false
  await vault.setActive(other.id)
  assert.equal(vault.getActive(URL_A)?.id, other.id, 'once unlocked, the switch works')
})
