// No data loss: faults of the user-data folder and the keychain never cost a working key or a true list.
// Real keychain (a private gnome-keyring unless one runs), real files. Running as root here, permissions cannot
// make a file unwritable, so a folder put in the file's place stands in for "cannot be replaced".
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { FOLDER_LOCK_NAME } from '../../../electron/core/key-vault/folder-lock.ts'
import { KeyVaultError, openKeyVault } from '../../../electron/core/key-vault/index.ts'
import { randomApiKey, throwawayKeychain, vaultFiles } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
const URL_A = 'http://127.0.0.1:4010/v1/api'

const open = (dir: string) => openKeyVault({ userDataDir: dir, keychainService: keychain.service })

/** A folder whose key list was lost after `key` was saved: its keychain entry is now waiting to be adopted. */
async function withLostList(prefix: string, key: string) {
  const dir = await keychain.tempDir(prefix)
  const first = await open(dir)
  const { key: lost } = await first.vault.add({ key, label: 'Lost', serviceUrl: URL_A })
  await first.vault.close()
  await writeFile(join(dir, 'key-vault.json'), '{"version":1,') // damaged: set aside at the next start
  return { lost, ...(await open(dir)) }
}

async function code(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => assert.fail('expected a rejection'),
    (e: unknown) => e,
  )
  assert.ok(error instanceof KeyVaultError)
  return error.code
}

describe('key vault under faults', () => {
  test('a Remove whose key list cannot be saved keeps the key in the keychain and in the list', async () => {
    const dir = await keychain.tempDir('bx-fault-remove-')
    const { vault } = await open(dir)
    const key = randomApiKey()
    const { key: info } = await vault.add({ key, label: 'Only copy', serviceUrl: URL_A })
    const path = join(dir, 'key-vault.json')
    const saved = await readFile(path, 'utf8')
    // The list can no longer be replaced: a non-empty folder now stands where the file was.
    await rename(path, `${path}.kept`)
    await mkdir(path)
    await writeFile(join(path, 'blocker'), '')
    assert.equal(await code(vault.remove(info.id)), 'metadata_io')
    assert.equal(await vault.readSecret(info.id), key, 'the secret is still in the keychain')
    assert.deepEqual(
      vault.list().map((k) => [k.id, k.active]),
      [[info.id, true]],
    )
    assert.equal(await readFile(`${path}.kept`, 'utf8'), saved)
    await vault.close()
  })

  test('a key list from a newer version is left untouched, reported, and never written', async () => {
    const dir = await keychain.tempDir('bx-fault-newer-')
    const content = '{"version":2,"keys":[{"id":"k","shape":"new"}],"active":{},"profiles":[]}\n'
    await writeFile(join(dir, 'key-vault.json'), content)
    const { vault, notices } = await open(dir)
    const newer = notices.find((n) => n.code === 'metadata_newer')
    assert.ok(newer, 'a notice says so')
    assert.match(newer.message, /newer version of Bridge Explorer/)
    assert.ok(newer.message.includes(join(dir, 'key-vault.json')), 'the notice names the file')
    const before = await keychain.accounts()
    assert.equal(
      await code(vault.add({ key: randomApiKey(), label: 'x', serviceUrl: URL_A })),
      'metadata_newer',
    )
    assert.deepEqual(await keychain.accounts(), before, 'nothing was stored in the keychain either')
    assert.deepEqual(await vaultFiles(dir), ['key-vault.json'], 'not renamed aside')
    assert.equal(await readFile(join(dir, 'key-vault.json'), 'utf8'), content)
    await vault.close()
  })

  test('a key list that cannot be read does not stop the start: reported, untouched, not written', async () => {
    const dir = await keychain.tempDir('bx-fault-unreadable-')
    await mkdir(join(dir, 'key-vault.json'))
    const { vault, notices } = await open(dir)
    const notice = notices.find((n) => n.code === 'metadata_io')
    assert.ok(notice)
    assert.ok(notice.message.includes(join(dir, 'key-vault.json')))
    assert.deepEqual(vault.list(), [])
    assert.equal(await code(vault.add({ key: randomApiKey(), label: 'x', serviceUrl: URL_A })), 'metadata_io')
    await vault.close()
  })

  test('a keychain entry whose list was lost is reported at start, and adding the key again adopts it', async () => {
    const key = randomApiKey()
    const { lost: info, vault, notices } = await withLostList('bx-fault-orphan-', key)
    const notice = notices.find((n) => n.code === 'keychain_orphans')
    assert.ok(notice, 'the entry without metadata is mentioned')
    assert.ok(notice.message.includes(key.slice(-4)), 'by its last four characters')
    assert.ok(!notice.message.includes(key.slice(4, 12)), 'never by the key')
    assert.ok(vault.orphans().some((o) => o.id === info.id))
    const again = await vault.add({ key, label: 'Found', serviceUrl: URL_A })
    assert.equal(again.key.id, info.id, 'the existing keychain entry is reused')
    assert.equal((await keychain.accounts()).filter((a) => a === info.id).length, 1)
    assert.equal(await vault.readSecret(info.id), key)
    assert.ok(!vault.orphans().some((o) => o.id === info.id))
    await vault.remove(info.id)
    await vault.close()
  })

  test('a check result holding part of the key is refused before anything is stored: no keychain entry, no list entry', async () => {
    const dir = await keychain.tempDir('bx-fault-check-')
    const { vault } = await open(dir)
    const key = randomApiKey()
    const before = await keychain.accounts()
    const waiting = vault.orphans() // entries other tests of this file left in the shared keychain
    const check = { result: { echoed: key.slice(0, 20) }, state: 'active' as const }
    assert.equal(await code(vault.add({ key, label: 'Echo', serviceUrl: URL_A, check })), 'invalid_input')
    assert.deepEqual(await keychain.accounts(), before, 'nothing was left in the keychain')
    assert.deepEqual(vault.list(), [])
    assert.deepEqual(vault.orphans(), waiting)
    await vault.close()
  })

  test('an entry waiting to be adopted follows the rules of a typed key: no part of it in the address, not twice', async () => {
    const key = randomApiKey()
    const { lost, vault } = await withLostList('bx-fault-adopt-', key)
    const inUrl = `http://127.0.0.1:4010/${key.slice(4, 16)}/v1/api`
    assert.equal(await code(vault.adopt(lost.id, { serviceUrl: inUrl })), 'invalid_input')
    assert.ok(
      vault.orphans().some((o) => o.id === lost.id),
      'it is still waiting',
    )
    // The same key typed in again for the service (here as a session-only key), then the entry adopted there.
    await vault.add({ key, label: 'Typed', serviceUrl: URL_A, sessionOnly: true })
    assert.equal(await code(vault.adopt(lost.id, { serviceUrl: URL_A })), 'duplicate_key')
    assert.equal(vault.list().length, 1)
    await vault.removeOrphan(lost.id)
    await vault.close()
  })

  test('two vaults on one folder: the second is refused with the holder named; after close it opens', async () => {
    const dir = await keychain.tempDir('bx-fault-lock-')
    const first = await open(dir)
    const error = await open(dir).then(
      () => assert.fail('the second open must be refused'),
      (e: unknown) => e,
    )
    assert.ok(error instanceof KeyVaultError)
    assert.match(error.message, new RegExp(`Another Bridge Explorer \\(process ${process.pid}\\)`))
    assert.ok(error.message.includes(dir))
    await first.vault.close()
    const second = await open(dir)
    await second.vault.close()
  })

  test('a lock left by a process that died (a crash, a SIGKILL) is taken over', async () => {
    const dir = await keychain.tempDir('bx-fault-stale-')
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
    await once(child, 'exit')
    await writeFile(join(dir, FOLDER_LOCK_NAME), JSON.stringify({ pid: child.pid, host: hostname() }))
    const { vault } = await open(dir)
    const lock = JSON.parse(await readFile(join(dir, FOLDER_LOCK_NAME), 'utf8')) as { pid: number }
    assert.equal(lock.pid, process.pid)
    await vault.close()
  })
})
