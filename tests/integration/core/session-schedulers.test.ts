// The session's clients draw their schedulers from the core's pool, and the pool does not grow: a key checked
// for rotation and a key since removed leave no scheduler behind. Real keychain, SQLite and reference service.
import assert from 'node:assert/strict'
import { newKeyId } from '../../../electron/core/key-vault/index.ts'
import { after, before, test } from 'node:test'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { openTestSession, ownerKey } from '../../support/session-harness.ts'
import { throwawayKeychain } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
let svc: ReferenceService

before(async () => {
  svc = await startReferenceService({ port: 0, bridges: 10, rateLimit: 1_000_000 })
})
after(() => svc?.stop())

test('rotation checks and removed keys leave no scheduler in the core pool', async () => {
  const { session, vault, schedulers, close } = await openTestSession(keychain, 'bx-session-pool-')
  try {
    const saved = await ownerKey(svc)
    const { key } = await vault.add({ key: saved, serviceUrl: svc.baseUrl })
    session.sync()
    await session.client(session.target()!).getStats()
    assert.equal(schedulers.size(), 1, 'the current key has its scheduler')

    // Each check is a client of its own (under the id a key not saved yet was given), whatever the secret.
    for (let i = 0; i < 3; i++) {
      await session.withSecretClient(svc.baseUrl, saved, newKeyId(), (client) => client.getStats())
    }
    assert.equal(schedulers.size(), 1, 'a key verified for rotation leaves no scheduler behind')

    await vault.remove(key.id)
    session.sync()
    assert.equal(schedulers.size(), 0, 'a removed key leaves no scheduler behind')
  } finally {
    await close()
  }
})
