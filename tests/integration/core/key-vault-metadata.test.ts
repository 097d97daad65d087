import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { MetadataCorruptError, openKeyVault } from '../../../electron/core/key-vault/index.ts'
import { readVaultFile } from '../../../electron/core/key-vault/metadata-file.ts'
import { throwawayKeychain, vaultFiles } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
const KEYCHAIN_SERVICE = keychain.service
const SERVICE_URL = 'http://127.0.0.1:4010/v1/api'

async function userDataWith(content: string): Promise<string> {
  const dir = await keychain.tempDir('bx-meta-')
  await writeFile(join(dir, 'key-vault.json'), content)
  return dir
}

const CORRUPT_CASES: [string, string][] = [
  ['a partial write', '{"version":1,"keys":[{"id":"key_1","label":"Lap'],
  ['an empty file', ''],
  ['valid JSON of the wrong shape', '{"version":1,"keys":"none","active":{}}'],
  ['an unknown version', '{"version":0,"keys":[],"active":{}}'],
  [
    'an entry with a bad state',
    '{"version":1,"keys":[{"id":"k","label":"l","serviceUrl":"u","prefix":"","last4":"","addedAt":"t","lastCheck":null,"scopes":null,"state":"happy"}],"active":{}}',
  ],
]

describe('metadata file', () => {
  for (const [what, content] of CORRUPT_CASES) {
    test(`${what} is reported as metadata_corrupt, kept aside unchanged, and the list starts empty`, async () => {
      const dir = await userDataWith(content)
      const path = join(dir, 'key-vault.json')
      await assert.rejects(readVaultFile(path), (error: unknown) => {
        assert.ok(error instanceof MetadataCorruptError)
        assert.equal(error.code, 'metadata_corrupt')
        assert.equal(error.path, path)
        return true
      })
      const now = new Date('2026-03-14T09:26:53.120Z')
      const { vault, notices } = await openKeyVault({
        userDataDir: dir,
        keychainService: KEYCHAIN_SERVICE,
        now: () => now,
      })
      const keptAs = 'key-vault.json.corrupt-2026-03-14T09-26-53-120Z'
      assert.deepEqual(await vaultFiles(dir), [keptAs], 'nothing was written over it')
      assert.equal(await readFile(join(dir, keptAs), 'utf8'), content)
      assert.equal(notices.length, 1)
      assert.equal(notices[0]?.code, 'metadata_corrupt')
      assert.ok(notices[0]?.message.includes(join(dir, keptAs)), 'the notice says where the old file went')
      assert.deepEqual(vault.list(), [])
    })
  }

  test('after recovery, new keys go to a fresh file and the corrupt copy is left alone', async () => {
    const dir = await userDataWith('{"version":1,')
    const { vault } = await openKeyVault({ userDataDir: dir, keychainService: KEYCHAIN_SERVICE })
    const key = `bxk_${randomBytes(16).toString('hex')}`
    await vault.add({ key, label: 'fresh', serviceUrl: SERVICE_URL })
    const names = (await vaultFiles(dir)).sort()
    assert.equal(names.length, 2)
    assert.equal(names[0], 'key-vault.json')
    assert.match(names[1] ?? '', /^key-vault\.json\.corrupt-/)
    assert.equal(await readFile(join(dir, names[1] ?? ''), 'utf8'), '{"version":1,')
    await vault.close()
    const again = await openKeyVault({ userDataDir: dir, keychainService: KEYCHAIN_SERVICE })
    assert.deepEqual(
      again.notices.filter((n) => n.code !== 'keychain_orphans'),
      [],
    )
    assert.equal(again.vault.list().length, 1)
  })

  test('two corrupt files found at the same moment are both kept', async () => {
    const dir = await userDataWith('{')
    const now = () => new Date('2026-01-01T00:00:00.000Z')
    await (await openKeyVault({ userDataDir: dir, keychainService: KEYCHAIN_SERVICE, now })).vault.close()
    await writeFile(join(dir, 'key-vault.json'), '[')
    await (await openKeyVault({ userDataDir: dir, keychainService: KEYCHAIN_SERVICE, now })).vault.close()
    const kept = (await vaultFiles(dir)).sort()
    assert.equal(kept.length, 2)
    const contents = await Promise.all(kept.map((name) => readFile(join(dir, name), 'utf8')))
    assert.deepEqual(contents.sort(), ['[', '{'])
  })

  test('a missing metadata file is a normal first start, not an error', async () => {
    const dir = await keychain.tempDir('bx-meta-')
    const { vault, notices } = await openKeyVault({ userDataDir: dir, keychainService: KEYCHAIN_SERVICE })
    // Other tests' keys share this keychain service, so they are rightly reported as orphans.
    assert.deepEqual(
      notices.filter((n) => n.code !== 'keychain_orphans'),
      [],
    )
    assert.deepEqual(vault.list(), [])
    assert.deepEqual(await vaultFiles(dir), [], 'opening alone writes nothing')
  })
})
