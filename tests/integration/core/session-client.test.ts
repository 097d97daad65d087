// Issue 8: session.client(t) is a getter; only sync() disposes or replaces the current client. A caller that still
// holds the target the session left (a late stats poll) must not swap the current client back to it.
// Real keychain, SQLite and reference service.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ApiError } from '../../../electron/core/api/index.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { openTestSession, ownerKey } from '../../support/session-harness.ts'
import { throwawayKeychain } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
let svc: ReferenceService

before(async () => {
  svc = await startReferenceService({ port: 0, bridges: 10, rateLimit: 1_000_000 })
})
after(() => svc?.stop())

test('asking for the client of a target the session left neither disposes nor replaces the current client', async () => {
  const { session, vault, close } = await openTestSession(keychain, 'bx-session-client-')
  try {
    const first = await vault.add({
      key: await ownerKey(svc),
      serviceUrl: svc.baseUrl,
    })
    session.sync()
    const oldTarget = session.target()!
    await session.client(oldTarget).getStats()

    const second = await vault.add({
      key: await ownerKey(svc),
      serviceUrl: svc.baseUrl,
    })
    await vault.setActive(second.key.id)
    session.sync()
    const newTarget = session.target()!
    assert.equal(newTarget.keyId, second.key.id)
    const current = session.client(newTarget)

    // A late poll of the first key asks for its client: refused as cancelled, and the current client lives on.
    assert.throws(
      () => session.client(oldTarget),
      (e: unknown) => e instanceof ApiError && e.kind === 'cancelled',
    )
    assert.equal(session.client(newTarget), current, 'the current client was not replaced')
    assert.equal((await current.getStats()).meta.status, 200, 'the current client was not disposed')
    assert.notEqual(first.key.id, second.key.id)
  } finally {
    await close()
  }
})
