// Memory (docs/security.md, the keychain and what breaks on Linux): the active key is read from the real keychain
// once per client, not at every request (each libsecret lookup leaks native memory), and demo-mode history survives a
// restart although the port changes.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { createExplorerCore } from '../../../electron/core/app/index.ts'
import { createKeytarStore } from '../../../electron/core/key-vault/secret-store.ts'
import type { SecretStore } from '../../../electron/core/key-vault/index.ts'
import { startExplorerHost } from '../../../electron/host/start-host.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { ok } from '../../support/recorder.ts'
import { throwawayKeychain } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
let svc: ReferenceService
let key: string

before(async () => {
  svc = await startReferenceService({
    port: 0,
    bridges: 30,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
  })
  const me = await fetch(`${svc.baseUrl}/me`, { headers: { authorization: `Bearer ${svc.demoKeys!.full}` } })
  const owner = ((await me.json()) as { username: string }).username
  key = svc.control.createKey({ owner, scopes: ['read:public'], label: 'memory test' }).key
})

after(async () => {
  await svc?.stop()
})

/** The real keytar store, counting the reads that reach the keychain. */
function countingStore(): SecretStore & { reads: () => number } {
  const real = createKeytarStore(keychain.service)
  let reads = 0
  return {
    get: (account) => {
      reads++
      return real.get(account)
    },
    set: (account, secret) => real.set(account, secret),
    delete: (account) => real.delete(account),
    reads: () => reads,
  }
}

test('the active key is read from the keychain once for twenty requests, and again only for a new client', async () => {
  const store = countingStore()
  const core = await createExplorerCore({
    userDataDir: await keychain.tempDir('bx-key-memory-'),
    secretStore: store,
    demo: null,
    chooseExportFile: async () => null,
    openExternal: async () => false,
    appVersion: 'test',
  })
  try {
    // The stats poller starts with the key, so its reads count too; adding a first key reads nothing itself.
    const before = store.reads()
    const added = ok(await core.handlers['keys:add']({ key, label: 'Work', serviceUrl: svc.baseUrl }))
    for (let i = 0; i < 20; i++) ok(await core.handlers['bridges:list']({ requestId: `r${i}`, limit: 2 }))
    assert.equal(store.reads() - before, 1)
    // Removing the key disposes its client: the copy is gone, and the next key is read afresh.
    ok(await core.handlers['keys:remove']({ id: added.key.id }))
    const again = store.reads()
    ok(await core.handlers['keys:add']({ key, label: 'Again', serviceUrl: svc.baseUrl }))
    ok(await core.handlers['bridges:list']({ requestId: 'after', limit: 2 }))
    assert.equal(store.reads() - again, 1)
  } finally {
    for (const k of ok(await core.handlers['keys:list'](undefined)))
      await core.handlers['keys:remove']({ id: k.id })
    await core.close()
  }
})

test('demo-mode rate history is found again after a restart, although the demo service gets a new port', async () => {
  const userDataDir = await keychain.tempDir('bx-demo-history-')
  const start = () =>
    startExplorerHost({
      userDataDir,
      demo: true,
      appVersion: 'test',
      serviceOptions: { bridges: 20, rateLimit: 1_000_000, invalidAttempts: 1_000_000 },
      chooseExportFile: async () => null,
      openExternal: async () => false,
    })
  const first = await start()
  const firstUrl = first.demoService?.baseUrl
  try {
    ok(await first.core.handlers['bridges:list']({ requestId: 'one', limit: 2 }))
  } finally {
    await first.stop()
  }
  const second = await start()
  try {
    assert.notEqual(second.demoService?.baseUrl, firstUrl)
    const points = ok(await second.core.handlers['history:rate']({ from: 0, to: Date.now() + 60_000 }))
    assert.ok(points.length >= 1, 'the first run’s rate sample is shown after the restart')
  } finally {
    await second.stop()
  }
})
