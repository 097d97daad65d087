// Never stuck until restart (docs/security.md, the keychain and what breaks on Linux): the keychain comes back after
// its daemon restarts. libsecret keeps the bus name of the daemon it first met, so without a reconnect every call
// fails until the app restarts. Real gnome-keyring.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { openKeyVault } from '../../../electron/core/key-vault/index.ts'
import { createNapiKeyringStore } from '../../../electron/core/key-vault/napi-keyring-store.ts'
import { ensureSecretService } from '../../support/secret-service.ts'
import { randomApiKey } from '../../support/throwaway-keychain.ts'

test('after the keyring daemon restarts, saved keys are read and new keys saved without restarting the app', async (t) => {
  const secrets = await ensureSecretService()
  t.after(() => secrets.stop())
  if (!secrets.restartKeyring)
    return t.skip('an existing Secret Service is in use, and it is not ours to restart')
  const dir = await mkdtemp(join(tmpdir(), 'bx-keyring-restart-'))
  t.after(() => rm(dir, { recursive: true, force: true }))
  const { vault } = await openKeyVault({
    userDataDir: dir,
    keychainService: `bridge-explorer-test-${randomUUID()}`,
  })
  t.after(() => vault.close())
  const key = randomApiKey()
  const { key: saved } = await vault.add({ key, label: 'Before', serviceUrl: 'http://127.0.0.1:4010/v1/api' })

  await secrets.restartKeyring()

  // A write first (its encryption session died with the daemon), then a read of the key saved before.
  const other = randomApiKey()
  const { key: added } = await vault.add({
    key: other,
    label: 'After',
    serviceUrl: 'http://127.0.0.1:4010/v1/api',
  })
  assert.equal(await vault.readSecret(saved.id), key, 'the saved key is read through a fresh connection')
  assert.equal(await vault.readSecret(added.id), other)
  await vault.remove(added.id)
  await vault.remove(saved.id)
})

test('@napi-rs/keyring survives a keyring daemon restart by itself (a new connection per call)', async (t) => {
  const secrets = await ensureSecretService()
  t.after(() => secrets.stop())
  if (!secrets.restartKeyring)
    return t.skip('an existing Secret Service is in use, and it is not ours to restart')
  const store = createNapiKeyringStore(`bridge-explorer-test-napi-${randomUUID()}`)
  await store.set('a', 'value-a')
  await secrets.restartKeyring()
  assert.equal(await store.get('a'), 'value-a')
  await store.delete('a')
})
