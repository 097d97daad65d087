// A restart within a spent rate window: the new process's scheduler starts from the last budget the earlier one
// kept (its rate samples in history.sqlite), so it waits for the window to end instead of spending a request to
// learn the budget and drawing a 429. Through the explorer core's handlers: real keychain, the reference service
// over HTTP with a small limit, one user-data folder opened by two cores in turn.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { createExplorerCore, type ExplorerCore } from '../../../electron/core/app/index.ts'
import type { ExplorerCoreOptions } from '../../../electron/core/session/types.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { ensureSecretService, type SecretServiceHandle } from '../../support/secret-service.ts'
import { ok } from '../../support/recorder.ts'
import { demoCoreOptions, ownerKey } from '../../support/session-harness.ts'

const LIMIT = 4
const WINDOW_MS = 6000

let secretService: SecretServiceHandle
let svc: ReferenceService
let dir: string
const cores: ExplorerCore[] = []

before(async () => {
  secretService = await ensureSecretService()
  svc = await startReferenceService({ port: 0, bridges: 10, rateLimit: LIMIT, windowMs: WINDOW_MS })
  dir = await mkdtemp(join(tmpdir(), 'bx-rate-restart-'))
})

after(async () => {
  for (const core of cores) await core.close().catch(() => undefined)
  await svc?.stop()
  await secretService?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** A core on the shared folder and keychain corner (the second one reads what the first one kept). */
let options: ExplorerCoreOptions
async function open(): Promise<ExplorerCore> {
  options ??= demoCoreOptions(svc, dir)
  const core = await createExplorerCore(options)
  cores.push(core)
  return core
}

test('a restart in a spent window waits for its end and draws no 429; the gauge knows the budget at once', async () => {
  // The service's windows are aligned to the epoch (electron/service/rate-limit.ts): begin with a fresh one, so the
  // spent window is still open when the second core starts (an ended one is rightly not believed, RateScheduler.seed).
  await sleep(WINDOW_MS - (Date.now() % WINDOW_MS) + 50)
  const first = await open()
  ok(await first.handlers['keys:add']({ key: await ownerKey(svc), serviceUrl: svc.baseUrl, label: 'Small' }))
  // Spend what the window has left (the key's check and the stats poll took some of it).
  let spent = ok(await first.handlers['scheduler:get-state'](undefined))
  for (let i = 0; spent?.remaining !== 0; i++) {
    assert.ok(i < LIMIT, `the budget never reached 0: ${JSON.stringify(spent)}`)
    ok(await first.handlers['stats:get']({ requestId: `spend-${i}` }))
    spent = ok(await first.handlers['scheduler:get-state'](undefined))
  }
  const spentUntil = spent?.resetAt ?? 0
  await first.close()
  cores.length = 0

  const startedAt = Date.now()
  const second = await open()
  const known = ok(await second.handlers['scheduler:get-state'](undefined))
  assert.ok(
    Date.now() < spentUntil,
    `the spent window ended ${Date.now() - spentUntil} ms before the restart was read: too slow a machine for this window`,
  )
  assert.equal(known?.limit, LIMIT, 'the gauge shows the limit before any request')
  assert.equal(known?.remaining, 0, 'and that nothing is left in this window')
  assert.ok((known?.resetAt ?? 0) > startedAt, 'until a reset still ahead')

  ok(await second.handlers['stats:get']({ requestId: 'after-restart' }))
  const usage = ok(
    await second.handlers['usage:history']({ from: startedAt - 1000, to: Date.now() + 60_000 }),
  )
  assert.equal(usage.totals.throttled, 0, 'no 429 after the restart')
  assert.ok(usage.totals.waits >= 1, 'the call waited for the window instead')
})
