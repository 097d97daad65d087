// Issue 8: session.client(t) is a getter; only sync() disposes or replaces the current client. A caller that still
// holds the target the session left (a late stats poll) must not swap the current client back to it.
// Real keychain, SQLite and reference service.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ApiError } from '../../../electron/core/api/index.ts'
import { coreSchedulerPool } from '../../../electron/core/explorer/create-explorer-core.ts'
import { createEventHub } from '../../../electron/core/explorer/event-hub.ts'
import { createSession } from '../../../electron/core/explorer/session.ts'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'
import { openKeyVault } from '../../../electron/core/key-vault/index.ts'
import { createRequestLog } from '../../../electron/core/request-log/request-log.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { throwawayKeychain } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
let svc: ReferenceService

before(async () => {
  svc = await startReferenceService({ port: 0, bridges: 10, rateLimit: 1_000_000 })
})
after(() => svc?.stop())

test('asking for the client of a target the session left neither disposes nor replaces the current client', async () => {
  const dir = await keychain.tempDir('bx-session-client-')
  const { vault } = await openKeyVault({ userDataDir: dir, keychainService: keychain.service })
  const history = openHistoryStore({ dir })
  const schedulers = coreSchedulerPool(vault)
  const session = createSession({
    vault,
    demo: null,
    history,
    log: createRequestLog(),
    hub: createEventHub(),
    schedulers,
    now: Date.now,
    clientNow: undefined,
    pollIntervalMs: 3_600_000,
    onBackgroundError: (where, error) => assert.fail(`${where}: ${String(error)}`),
  })
  try {
    const me = await fetch(`${svc.baseUrl}/me`, {
      headers: { authorization: `Bearer ${svc.demoKeys!.full}` },
    })
    const owner = ((await me.json()) as { username: string }).username
    const first = await vault.add({
      key: svc.control.createKey({ owner, scopes: ['read:public'] }).key,
      serviceUrl: svc.baseUrl,
    })
    session.sync()
    const oldTarget = session.target()!
    await session.client(oldTarget).getStats()

    const second = await vault.add({
      key: svc.control.createKey({ owner, scopes: ['read:public'] }).key,
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
    await session.close()
    schedulers.dispose()
    history.close()
  }
})
