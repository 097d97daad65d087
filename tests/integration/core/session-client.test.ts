// session.client(t) is a getter (HOUSE_STYLE.md: no mutable state outside the instance); only sync() disposes or
// replaces the current client. A caller that still holds the target the session left (a late stats poll) must not
// swap the current client back to it. Real keychain, SQLite and reference service.
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

test('client(t) is a pure read: twice the same client, and a key change is followed only by sync()', async () => {
  // A service of its own: the demo owner's 5-key limit is shared with the test above.
  const svc = await startReferenceService({ port: 0, bridges: 10, rateLimit: 1_000_000 })
  const { session, vault, close } = await openTestSession(keychain, 'bx-session-getter-')
  try {
    await vault.add({ key: await ownerKey(svc), serviceUrl: svc.baseUrl })
    session.sync()
    const firstTarget = session.target()!
    const first = session.client(firstTarget)
    assert.equal(session.client(firstTarget), first, 'asking twice gives the same client')
    assert.equal((await first.getStats()).meta.status, 200)

    // The vault moves on, sync() has not been called: the getter neither follows nor disposes anything.
    const second = await vault.add({ key: await ownerKey(svc), serviceUrl: svc.baseUrl })
    await vault.setActive(second.key.id)
    const secondTarget = session.target()!
    assert.equal(secondTarget.keyId, second.key.id)
    assert.throws(
      () => session.client(secondTarget),
      (e: unknown) => e instanceof ApiError && e.kind === 'cancelled',
      'the getter does not replace the client by itself',
    )
    assert.equal(session.client(firstTarget), first)
    assert.equal((await first.getStats()).meta.status, 200, 'the first client was not disposed')

    // The explicit step replaces it: the old client forgets its key, the new one works.
    session.sync()
    const next = session.client(secondTarget)
    assert.notEqual(next, first)
    assert.equal((await next.getStats()).meta.status, 200)
    await assert.rejects(first.getStats(), 'a client replaced by sync() is disposed')
  } finally {
    await close()
    await svc.stop()
  }
})
