// A real key vault in a throwaway corner of the real keychain.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  createTargetChooser,
  DEMO_KEY_ID,
  historyUrlOf,
  sameTarget,
} from '../../../../electron/core/session/session-target.ts'
import { openKeyVault } from '../../../../electron/core/key-vault/index.ts'
import { randomApiKey, throwawayKeychain } from '../../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
const A = 'http://127.0.0.1:1/v1/api'
const B = 'http://127.0.0.1:2/v1/api'
const DEMO = { serviceUrl: 'http://127.0.0.1:3/v1/api' }

async function vaultWith(...urls: string[]) {
  const { vault } = await openKeyVault({
    userDataDir: await keychain.tempDir('bx-target-'),
    keychainService: keychain.service,
  })
  const ids: string[] = []
  for (const serviceUrl of urls) ids.push((await vault.add({ key: randomApiKey(), serviceUrl })).key.id)
  return { vault, ids }
}

test('no key: the demo service when there is one, else nothing', async () => {
  const { vault } = await vaultWith()
  assert.deepEqual(createTargetChooser(vault, DEMO).target(), {
    mode: 'demo',
    serviceUrl: DEMO.serviceUrl,
    keyId: DEMO_KEY_ID,
  })
  assert.equal(createTargetChooser(vault, null).target(), null)
})

test('the newest active key wins at start; prefer() moves to another service’s active key', async () => {
  const { vault, ids } = await vaultWith(A, B)
  const chooser = createTargetChooser(vault, DEMO)
  assert.deepEqual(chooser.target(), { mode: 'configured', serviceUrl: B, keyId: ids[1] })
  chooser.prefer(A)
  assert.deepEqual(chooser.target(), { mode: 'configured', serviceUrl: A, keyId: ids[0] })
})

test('history of the demo is filed under one stable name; targets compare by service, key and mode', () => {
  const demo = { mode: 'demo' as const, serviceUrl: DEMO.serviceUrl, keyId: DEMO_KEY_ID }
  const other = { ...demo, serviceUrl: A }
  assert.equal(historyUrlOf(demo), historyUrlOf(other))
  assert.equal(historyUrlOf({ mode: 'configured', serviceUrl: A, keyId: 'key_1' }), A)
  assert.equal(sameTarget(demo, { ...demo }), true)
  assert.equal(sameTarget(demo, other), false)
  assert.equal(sameTarget(demo, { ...demo, mode: 'configured' }), false)
  assert.equal(sameTarget(null, null), true)
  assert.equal(sameTarget(demo, null), false)
})
