import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { inspect } from 'node:util'
import { KeyVaultError, openKeyVault, type KeyVault } from '../../../electron/core/key-vault/index.ts'
import { randomApiKey, throwawayKeychain, vaultFiles } from '../../support/throwaway-keychain.ts'

// Real keychain throughout: a private gnome-keyring unless this process already has a working Secret Service.
const keychain = throwawayKeychain()
const KEYCHAIN_SERVICE = keychain.service
const URL_A = 'http://127.0.0.1:4010/v1/api'
const URL_B = 'https://bridges.example.org/v1/api'
const URL_C = 'http://127.0.0.1:4011/v1/api'
const issuedKeys: string[] = []

function makeKey(): string {
  const key = randomApiKey()
  issuedKeys.push(key)
  return key
}

// Independent of the vault's own containsKeyFragment, so a bug there cannot hide a leak here.
function leakedFragment(text: string, key: string): string | undefined {
  for (let i = 0; i + 8 <= key.length; i++) if (text.includes(key.slice(i, i + 8))) return key.slice(i, i + 8)
  return undefined
}

function assertNoKeyIn(value: unknown, key: string = issuedKeys.join('\n')): void {
  const text =
    value instanceof Error
      ? `${value.message}\n${value.stack}\n${inspect(value, { depth: 8, showHidden: true })}`
      : `${JSON.stringify(value)}\n${inspect(value, { depth: 8 })}`
  for (const each of key.split('\n')) {
    assert.equal(leakedFragment(text, each), undefined, 'a fragment of the key leaked')
  }
}

async function rejection(promise: Promise<unknown>): Promise<KeyVaultError> {
  const error = await promise.then(
    () => assert.fail('expected a rejection'),
    (e: unknown) => e,
  )
  assert.ok(error instanceof KeyVaultError, `expected a KeyVaultError, got ${inspect(error)}`)
  assertNoKeyIn(error)
  return error
}

async function freshVault(): Promise<{ vault: KeyVault; dir: string }> {
  const dir = await keychain.tempDir('bx-vault-')
  const { vault, notices } = await openKeyVault({ userDataDir: dir, keychainService: KEYCHAIN_SERVICE })
  // Every test here shares one keychain service, so other folders' keys are rightly reported as orphans.
  assert.deepEqual(
    notices.filter((n) => n.code !== 'keychain_orphans'),
    [],
  )
  return { vault, dir }
}

describe('key vault with the real keychain', () => {
  test('add stores the key in the keychain and only metadata on disk; readSecret gives it back', async () => {
    const { vault, dir } = await freshVault()
    const key = makeKey()
    const { key: info, notices } = await vault.add({ key: `  ${key}\n`, label: 'Laptop', serviceUrl: URL_A })
    assert.deepEqual(notices, [])
    assert.equal(info.label, 'Laptop')
    assert.equal(info.prefix, 'bxk_')
    assert.equal(info.last4, key.slice(-4))
    assert.equal(info.state, 'unknown')
    assert.equal(info.scopes, null)
    assert.equal(info.lastCheck, null)
    assert.equal(info.active, true, 'the first key for a URL becomes active')
    assert.match(info.id, /^key_[0-9a-f-]{36}$/)
    assertNoKeyIn(info, key)
    assert.equal(await vault.readSecret(info.id), key)
    assert.ok((await keychain.accounts()).includes(info.id))
    const file = JSON.parse(await readFile(join(dir, 'key-vault.json'), 'utf8'))
    assert.equal(file.keys[0].id, info.id)
    assertNoKeyIn(vault.list(), key)
  })

  test('metadata survives reopening the vault', async () => {
    const { vault, dir } = await freshVault()
    const key = makeKey()
    const { key: info } = await vault.add({ key, label: 'Desk', serviceUrl: URL_A })
    await vault.close()
    const reopened = await openKeyVault({ userDataDir: dir, keychainService: KEYCHAIN_SERVICE })
    assert.deepEqual(reopened.vault.list(), vault.list())
    assert.equal(await reopened.vault.readSecret(info.id), key)
  })

  test('exactly one key is active per service URL, and setActive moves it', async () => {
    const { vault } = await freshVault()
    const first = (await vault.add({ key: makeKey(), label: 'one', serviceUrl: URL_A })).key
    const second = (await vault.add({ key: makeKey(), label: 'two', serviceUrl: `${URL_A}/` })).key
    const other = (await vault.add({ key: makeKey(), label: 'three', serviceUrl: URL_B })).key
    assert.equal(second.active, false, 'a second key for the same URL does not take over')
    assert.equal(other.active, true, 'another URL gets its own active key')
    assert.equal(vault.getActive(URL_A)?.id, first.id)
    await vault.setActive(second.id)
    assert.equal(vault.getActive(`${URL_A}/`)?.id, second.id)
    assert.equal(vault.getActive(URL_B)?.id, other.id)
    const activeForA = vault.list().filter((k) => k.serviceUrl === URL_A && k.active)
    assert.deepEqual(
      activeForA.map((k) => k.id),
      [second.id],
    )
  })

  test('remove deletes the keychain entry and the metadata; a removed active key leaves no active key', async () => {
    const { vault } = await freshVault()
    const active = (await vault.add({ key: makeKey(), label: 'a', serviceUrl: URL_A })).key
    const spare = (await vault.add({ key: makeKey(), label: 'b', serviceUrl: URL_A })).key
    assert.deepEqual(await vault.remove(active.id), { wasActive: true, leftInKeychain: false })
    assert.equal(vault.getActive(URL_A), null)
    assert.deepEqual(
      vault.list().map((k) => k.id),
      [spare.id],
    )
    assert.ok(!(await keychain.accounts()).includes(active.id))
    assert.equal((await rejection(vault.readSecret(active.id))).code, 'not_found')
    assert.deepEqual(await vault.remove(spare.id), { wasActive: false, leftInKeychain: false })
    assert.deepEqual(vault.list(), [])
  })

  test('assumption 24: saving a 6th working key for one service URL succeeds with the account_key_limit notice', async () => {
    const { vault } = await freshVault()
    const works = { result: { state: 'active' }, state: 'active' as const, scopes: ['read:public'] }
    // Unchecked keys are not counted (they may belong to other accounts): six of them need no notice.
    for (let n = 1; n <= 6; n++) {
      const { notices } = await vault.add({ key: makeKey(), label: `u${n}`, serviceUrl: URL_C })
      assert.deepEqual(notices, [], `unchecked key ${n} needs no notice`)
    }
    for (let n = 1; n <= 5; n++) {
      const { notices } = await vault.add({ key: makeKey(), label: `k${n}`, serviceUrl: URL_A, check: works })
      assert.deepEqual(notices, [], `key ${n} needs no notice`)
    }
    const sixth = await vault.add({ key: makeKey(), label: 'k6', serviceUrl: URL_A, check: works })
    assert.equal(sixth.key.state, 'active', 'the check is stored with the key')
    assert.deepEqual(sixth.key.scopes, ['read:public'])
    assert.deepEqual(sixth.key.lastCheck?.result, { state: 'active' })
    assert.equal(vault.list().length, 12, 'the save succeeded')
    const notice = sixth.notices.find((n) => n.code === 'account_key_limit')
    assert.ok(notice, 'the 6th key carries the notice')
    assert.match(notice.message, /5 active keys per account/)
    assert.match(notice.message, /revoke an old key in the dashboard/)
    const elsewhere = await vault.add({ key: makeKey(), label: 'b1', serviceUrl: URL_B, check: works })
    assert.deepEqual(elsewhere.notices, [], 'keys of another URL are counted separately')
  })

  test('a key that is not in the expected format is saved with warnings, never quoted', async () => {
    const { vault } = await freshVault()
    const odd = `sk_${randomBytes(12).toString('hex')}`
    issuedKeys.push(odd)
    const { key: info, notices } = await vault.add({ key: odd, label: 'odd', serviceUrl: URL_B })
    assert.deepEqual(notices.map((n) => n.code).sort(), [
      'unexpected_characters',
      'unexpected_length',
      'unexpected_prefix',
    ])
    assert.equal(info.prefix, '')
    assert.equal(await vault.readSecret(info.id), odd)
    assertNoKeyIn(notices, odd)
  })

  test('error paths are typed and never carry the key', async () => {
    const { vault } = await freshVault()
    const key = makeKey()
    assert.equal(
      (await rejection(vault.add({ key: `${key.slice(0, 10)} ${key.slice(10)}`, serviceUrl: URL_A }))).code,
      'invalid_input',
    )
    assert.equal((await rejection(vault.add({ key: '   ', serviceUrl: URL_A }))).code, 'invalid_input')
    assert.equal(
      (await rejection(vault.add({ key, label: `my ${key}`, serviceUrl: URL_A }))).code,
      'invalid_input',
    )
    assert.equal((await rejection(vault.add({ key, serviceUrl: `${URL_A}?k=${key}` }))).code, 'invalid_input')
    assert.equal((await rejection(vault.add({ key, serviceUrl: 'ftp://x' }))).code, 'invalid_input')
    const { key: info } = await vault.add({ key, label: 'real', serviceUrl: URL_A })
    assert.equal(
      (await rejection(vault.add({ key, label: 'again', serviceUrl: URL_A }))).code,
      'duplicate_key',
    )
    assert.equal((await rejection(vault.recordCheck(info.id, { echoed: key }))).code, 'invalid_input')
    assert.equal((await rejection(vault.markState(info.id, 'bogus' as 'active'))).code, 'invalid_input')
    assert.equal((await rejection(vault.setActive('key_nope'))).code, 'not_found')
    const { default: keytar } = await import('keytar')
    await keytar.deletePassword(KEYCHAIN_SERVICE, info.id)
    const missing = await rejection(vault.readSecret(info.id))
    assert.equal(missing.code, 'secret_missing')
    assert.match(missing.message, /does not hold the key/)
    assert.equal(vault.list().length, 1, 'no failed add left metadata behind')
  })

  test('recordCheck and markState keep the inspector results in the metadata', async () => {
    const { vault, dir } = await freshVault()
    const { key: info } = await vault.add({ key: makeKey(), label: 'x', serviceUrl: URL_A })
    const checked = await vault.recordCheck(info.id, { status: 200, username: 'ada' }, [
      'read:public',
      'read:me',
    ])
    assert.deepEqual(checked.lastCheck?.result, { status: 200, username: 'ada' })
    assert.ok(!Number.isNaN(Date.parse(checked.lastCheck?.at ?? '')))
    assert.deepEqual(checked.scopes, ['read:public', 'read:me'])
    const revoked = await vault.markState(info.id, 'revoked')
    assert.equal(revoked.state, 'revoked')
    await vault.close()
    const reopened = await openKeyVault({ userDataDir: dir, keychainService: KEYCHAIN_SERVICE })
    assert.deepEqual(reopened.vault.get(info.id), revoked)
  })

  test('concurrent adds are all kept', async () => {
    const { vault } = await freshVault()
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => vault.add({ key: makeKey(), label: `c${n}`, serviceUrl: URL_A })),
    )
    assert.equal(vault.list().length, 4)
    assert.equal(results.filter((r) => r.key.active).length, 1)
  })

  test('atomic writes leave no temporary files behind', async () => {
    const { vault, dir } = await freshVault()
    const { key: a } = await vault.add({ key: makeKey(), label: 'a', serviceUrl: URL_A })
    const { key: b } = await vault.add({ key: makeKey(), label: 'b', serviceUrl: URL_A })
    await vault.setActive(b.id)
    await vault.markState(a.id, 'active')
    await vault.remove(a.id)
    assert.deepEqual(await vaultFiles(dir), ['key-vault.json'])
  })

  test('a failed metadata write takes the new key back out of the keychain and keeps the old file', async () => {
    const { vault, dir } = await freshVault()
    const before = await keychain.accounts()
    // A directory where the file should go makes the rename fail, as a full or read-only disk would.
    await mkdir(join(dir, 'key-vault.json'))
    const error = await rejection(vault.add({ key: makeKey(), label: 'x', serviceUrl: URL_A }))
    assert.equal(error.code, 'metadata_io')
    assert.deepEqual(await keychain.accounts(), before)
    assert.deepEqual(vault.list(), [])
    assert.deepEqual(await vaultFiles(dir), ['key-vault.json'])
  })

  // Runs last: every file in every user-data folder the tests used, against every key they were given.
  test('no file in the user-data folders contains a key or any 8-character piece of one', async () => {
    assert.ok(keychain.dirs.length > 0 && issuedKeys.length > 0)
    for (const dir of keychain.dirs) {
      for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue
        const content = (await readFile(join(entry.parentPath, entry.name))).toString('latin1')
        for (const key of issuedKeys) assert.equal(leakedFragment(content, key), undefined, entry.name)
      }
    }
  })
})
