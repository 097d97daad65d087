// Background work waits for the window's first screen (electron/host/background-gate.ts): a core given a closed
// gate sends nothing of its own (no stats poll, no catalogue walk) until the gate opens, then both begin; the
// window's own calls are answered meanwhile. Real keychain, the reference service over real HTTP, real files.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { createExplorerCore, type ExplorerCore } from '../../../electron/core/app/index.ts'
import { backgroundGate } from '../../../electron/host/background-gate.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { ensureSecretService, type SecretServiceHandle } from '../../support/secret-service.ts'
import { ok } from '../../support/recorder.ts'
import { demoCoreOptions } from '../../support/session-harness.ts'

let secretService: SecretServiceHandle
let svc: ReferenceService
let dir: string
let core: ExplorerCore | undefined

before(async () => {
  secretService = await ensureSecretService()
  svc = await startReferenceService({ port: 0, bridges: 300 })
  dir = await mkdtemp(join(tmpdir(), 'bx-background-gate-'))
})

after(async () => {
  await core?.close()
  await svc?.stop()
  await secretService?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** The paths of the requests the core sent, oldest first. */
async function sent(c: ExplorerCore): Promise<string[]> {
  return ok(await c.handlers['log:list'](undefined))
    .map((e) => e.path)
    .reverse()
}

test('a closed gate holds the stats poll and the catalogue walk; the window is answered; opening starts both', async () => {
  const gate = backgroundGate(60_000)
  core = await createExplorerCore({ ...demoCoreOptions(svc, dir), backgroundAfter: gate.after })
  // The window's own call goes out and is answered while the gate is closed.
  const page = ok(await core.handlers['bridges:list']({ requestId: 'window-1', limit: 5 }))
  assert.equal(page.value.data.length, 5)
  await sleep(600)
  assert.deepEqual(
    await sent(core),
    ['/bridges?limit=5'],
    "the window's call alone: nothing of the core's own",
  )
  const catalogueBefore = ok(await core.handlers['catalogue:status'](undefined))
  assert.equal(catalogueBefore.rows, 0, 'the walk has read nothing')

  gate.open()
  const deadline = Date.now() + 10_000
  let own: string[] = []
  while (Date.now() < deadline) {
    own = (await sent(core)).slice(1)
    if (own.includes('/stats') && own.some((p) => p.startsWith('/bridges'))) break
    await sleep(100)
  }
  assert.ok(own.includes('/stats'), `the stats poll began: ${own.join(', ')}`)
  assert.ok(
    own.some((p) => p.startsWith('/bridges')),
    `the walk began: ${own.join(', ')}`,
  )
})

test('a gate no window opens opens by itself at the time it was given', async () => {
  const gate = backgroundGate(50)
  let opened = false
  void gate.after.then(() => (opened = true))
  await sleep(120)
  assert.equal(opened, false, 'not before the window was opened')
  gate.windowOpened()
  gate.windowOpened()
  await sleep(20)
  assert.equal(opened, false, 'not at once')
  await gate.after
  assert.equal(opened, true)
})
