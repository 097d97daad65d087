// Keychain (docs/security.md, the keychain and what breaks on Linux): the vault works unchanged on @napi-rs/keyring
// behind the same SecretStore interface, against the real (private) gnome-keyring, so there is a tested way off
// keytar should it stop loading.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { openKeyVault } from '../../../electron/core/key-vault/index.ts'
import { createNapiKeyringStore } from '../../../electron/core/key-vault/napi-keyring-store.ts'
import { createKeytarStore } from '../../../electron/core/key-vault/secret-store.ts'
import { ensureSecretService } from '../../support/secret-service.ts'
import { randomApiKey, throwawayKeychain } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
const URL_A = 'http://127.0.0.1:4010/v1/api'

test('the vault adds, reads, finds orphans and removes keys on @napi-rs/keyring', async () => {
  const service = `bridge-explorer-test-napi-${randomUUID()}`
  const store = createNapiKeyringStore(service)
  const dir = await keychain.tempDir('bx-napi-')
  const { vault } = await openKeyVault({ userDataDir: dir, store })
  const key = randomApiKey()
  const { key: info } = await vault.add({ key, label: 'napi', serviceUrl: URL_A })
  assert.equal(await vault.readSecret(info.id), key)
  assert.deepEqual(await store.accounts?.(), [info.id])
  await vault.remove(info.id)
  assert.equal(await store.get(info.id), null, 'gone from the keychain')
  assert.deepEqual(await store.accounts?.(), [])
  await vault.close()
})

test('keytar and @napi-rs/keyring do not see each other’s entries: switching means moving each secret', async () => {
  await ensureSecretService()
  const service = keychain.service
  const account = `key_${randomUUID()}`
  await createKeytarStore(service).set(account, 'written-by-keytar')
  assert.equal(await createNapiKeyringStore(service).get(account), null)
  await createKeytarStore(service).delete(account)
})
