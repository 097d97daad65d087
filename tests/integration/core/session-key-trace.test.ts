// A session-only key is not forgotten without a word (docs/security.md, session-only keys): main keeps a trace of
// it (its label and service, never the key) in the user-data folder, and the next start says it was for that
// session only, with what "Add it again" needs. On the real keychain and real files.
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { openKeyVault } from '../../../electron/core/key-vault/index.ts'
import type { Notice } from '../../../shared/ipc/common.ts'
import { randomApiKey, throwawayKeychain, vaultFiles } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
const URL_A = 'http://127.0.0.1:4010/v1/api'

const open = (dir: string) => openKeyVault({ userDataDir: dir, keychainService: keychain.service })

const forgotten = (notices: readonly Notice[]): Notice[] =>
  notices.filter((n) => n.code === 'session_key_forgotten')

describe('the trace of a session-only key', () => {
  test('the next start says the key was for that session only, once, with its label and service', async () => {
    const dir = await keychain.tempDir('bx-session-trace-')
    const secret = randomApiKey()
    const first = await open(dir)
    await first.vault.add({ key: randomApiKey(), serviceUrl: URL_A, label: 'Saved' })
    await first.vault.add({ key: secret, serviceUrl: URL_A, label: 'For now', sessionOnly: true })
    await first.vault.close()
    for (const name of await vaultFiles(dir)) {
      const text = await readFile(join(dir, name), 'utf8')
      assert.ok(!text.includes(secret.slice(4, 12)), `${name} holds no part of the key`)
    }

    const second = await open(dir)
    const said = forgotten(second.notices)
    assert.equal(said.length, 1)
    assert.match(said[0]!.message, /"For now" .*was kept for that session only/)
    assert.deepEqual(said[0]!.addAgain, { label: 'For now', serviceUrl: URL_A })
    assert.deepEqual(
      second.vault.list().map((k) => k.label),
      ['Saved'],
    )
    await second.vault.close()

    const third = await open(dir)
    assert.deepEqual(forgotten(third.notices), [], 'said once')
    await third.vault.close()
  })

  test('a session-only key removed or saved for good before quitting leaves nothing to say', async () => {
    const dir = await keychain.tempDir('bx-session-trace-gone-')
    const first = await open(dir)
    const { key: removed } = await first.vault.add({
      key: randomApiKey(),
      serviceUrl: URL_A,
      label: 'Removed',
      sessionOnly: true,
    })
    const { key: saved } = await first.vault.add({
      key: randomApiKey(),
      serviceUrl: URL_A,
      label: 'Saved later',
      sessionOnly: true,
    })
    await first.vault.remove(removed.id)
    await first.vault.saveSessionKey(saved.id)
    await first.vault.close()
    const second = await open(dir)
    assert.deepEqual(forgotten(second.notices), [])
    assert.deepEqual(
      second.vault.list().map((k) => k.label),
      ['Saved later'],
    )
    await second.vault.close()
  })
})
