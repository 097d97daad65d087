import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { inspect } from 'node:util'
import { KeyVaultError, openKeyVault, type KeyVault } from '../../../electron/core/key-vault/index.ts'
import { randomApiKey, throwawayKeychain, vaultFiles } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
const KEYCHAIN_SERVICE = keychain.service
const SERVICE_URL = 'http://127.0.0.1:4010/v1/api'

const makeKey = randomApiKey

function assertNoFragment(text: string, key: string): void {
  for (let i = 0; i + 8 <= key.length; i++)
    assert.ok(!text.includes(key.slice(i, i + 8)), 'a key fragment leaked')
}

async function vaultWithActiveKey(): Promise<{
  vault: KeyVault
  oldId: string
  oldKey: string
  dir: string
}> {
  const dir = await keychain.tempDir('bx-rotate-')
  const { vault } = await openKeyVault({ userDataDir: dir, keychainService: KEYCHAIN_SERVICE })
  const oldKey = makeKey()
  const { key } = await vault.add({ key: oldKey, label: 'Production', serviceUrl: SERVICE_URL })
  return { vault, oldId: key.id, oldKey, dir }
}

describe('key rotation (assumption 24: create, deploy, revoke)', () => {
  test('a verified new key becomes active and the old key is removed from keychain and list', async () => {
    const { vault, oldId } = await vaultWithActiveKey()
    const newKey = makeKey()
    const verified: string[] = []
    const { key, notices } = await vault.rotate({
      oldId,
      newKey,
      verify: async (secret) => {
        verified.push(secret)
        return true
      },
    })
    assert.deepEqual(verified, [newKey], 'verify gets the key as stored in the keychain')
    assert.deepEqual(notices, [])
    assert.equal(key.active, true)
    assert.equal(key.label, 'Production', 'the old label carries over')
    assert.equal(vault.getActive(SERVICE_URL)?.id, key.id)
    assert.deepEqual(
      vault.list().map((k) => k.id),
      [key.id],
    )
    assert.equal(await vault.readSecret(key.id), newKey)
    assert.ok(!(await keychain.accounts()).includes(oldId))
    assertNoFragment(JSON.stringify(key), newKey)
  })

  test('when verify says no, the old key stays active and the new key is removed everywhere', async () => {
    const { vault, oldId, oldKey } = await vaultWithActiveKey()
    const accountsBefore = await keychain.accounts()
    const newKey = makeKey()
    const error = await vault.rotate({ oldId, newKey, label: 'Next', verify: async () => false }).then(
      () => assert.fail('rotation should fail'),
      (e: unknown) => e,
    )
    assert.ok(error instanceof KeyVaultError)
    assert.equal(error.code, 'rotation_rejected')
    assert.match(error.message, /"Production" is still the key in use/)
    assertNoFragment(`${error.message}${inspect(error)}`, newKey)
    assert.equal(vault.getActive(SERVICE_URL)?.id, oldId)
    assert.deepEqual(
      vault.list().map((k) => k.id),
      [oldId],
    )
    assert.equal(await vault.readSecret(oldId), oldKey)
    assert.deepEqual((await keychain.accounts()).sort(), accountsBefore.sort())
  })

  test('when verify throws, nothing is lost and the thrown text (which may hold the key) is not passed on', async () => {
    const { vault, oldId, oldKey } = await vaultWithActiveKey()
    const newKey = makeKey()
    const error = await vault
      .rotate({
        oldId,
        newKey,
        verify: async (secret) => {
          throw new Error(`network down while sending ${secret}`)
        },
      })
      .then(
        () => assert.fail('rotation should fail'),
        (e: unknown) => e,
      )
    assert.ok(error instanceof KeyVaultError)
    assert.equal(error.code, 'rotation_rejected')
    assertNoFragment(`${error.message}${error.stack}${inspect(error)}`, newKey)
    assert.equal(vault.getActive(SERVICE_URL)?.id, oldId)
    assert.equal(await vault.readSecret(oldId), oldKey)
    assert.equal(vault.list().length, 1)
  })

  test('rotating to a key that is already saved fails without touching the old key', async () => {
    const { vault, oldId, oldKey } = await vaultWithActiveKey()
    const error = await vault.rotate({ oldId, newKey: oldKey, verify: async () => true }).then(
      () => assert.fail('rotation should fail'),
      (e: unknown) => e,
    )
    assert.ok(error instanceof KeyVaultError)
    assert.equal(error.code, 'duplicate_key')
    assert.equal(vault.getActive(SERVICE_URL)?.id, oldId)
  })

  test('rotating a key that is not saved fails with not_found', async () => {
    const { vault, dir } = await vaultWithActiveKey()
    assert.throws(() => vault.get('key_unknown'), { code: 'not_found' })
    await assert.rejects(
      vault.rotate({ oldId: 'key_unknown', newKey: makeKey(), verify: async () => true }),
      {
        code: 'not_found',
      },
    )
    assert.equal(vault.list().length, 1)
    assert.deepEqual(await vaultFiles(dir), ['key-vault.json'])
  })
})
