// A bulk lookup paused, the app closed and started again on the same user-data folder: the run comes back paused
// with the answers it had, and resumed it answers the rest. Through the core's handlers, against the reference
// service over real HTTP, with the real catalogue and checkpoint files.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startExplorerHost, type ExplorerHost } from '../../../electron/host/start-host.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { ok, record, type Recorder } from '../../support/recorder.ts'

let dir: string

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bx-bulk-resume-'))
})
after(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function start(): Promise<{ host: ExplorerHost<ReferenceService>; rec: Recorder }> {
  const host = await startExplorerHost({
    userDataDir: dir,
    demo: true,
    startDemo: startReferenceService,
    appVersion: '9.9.9-test',
    serviceOptions: { bridges: 120, rateLimit: 1_000_000, invalidAttempts: 1_000_000 },
    chooseExportFile: async () => join(dir, 'unused.csv'),
    openExternal: async () => true,
  })
  const rec = record(host.core)
  // The catalogue of the demo service is complete before the tests (polled: its status says so in `complete`).
  for (let tries = 0; !ok(await rec.handlers['catalogue:status'](undefined)).complete; tries++) {
    if (tries > 600) throw new Error('the catalogue did not complete in 30 s')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { host, rec }
}

test('paused, restarted, resumed: the answers kept, the rest answered', async () => {
  const first = await start()
  const known = first.host.demoService!.data.published()[0]
  assert.ok(known)
  const nobody = Array.from({ length: 40 }, (_, i) => `zz_nobody_${i}`)
  const text = ['name', known.slug, '', ...nobody].join('\n')
  const loaded = ok(await first.rec.handlers['bulk:load']({ bulkId: 'bulk-r', part: 0, text, last: true }))
  assert.equal(loaded.state, 'ready')
  const catalogueDone = first.rec.next('bulk:did-progress', (p) => p.bulkId === 'bulk-r' && p.answered >= 2)
  ok(await first.rec.handlers['bulk:start']({ bulkId: 'bulk-r', column: 0, header: true }))
  const paused = ok(await first.rec.handlers['bulk:pause']({ bulkId: 'bulk-r', paused: true }))
  assert.equal(paused.state, 'paused')
  await catalogueDone
  first.rec.stop()
  await first.host.stop()

  const second = await start()
  try {
    const { runs } = ok(await second.rec.handlers['bulk:kept'](undefined))
    assert.equal(runs.length, 1)
    const [run] = runs
    assert.equal(run?.progress.state, 'paused')
    // The slug from the catalogue and the blank row at least; the calls in flight when it paused answered too.
    const kept = run?.progress.answered ?? 0
    assert.ok(kept >= 2 && kept < 42, `answered before the restart: ${kept}`)
    assert.equal(run?.header, true)
    const done = second.rec.next('bulk:did-progress', (p) => p.bulkId === 'bulk-r' && p.state === 'done')
    ok(await second.rec.handlers['bulk:pause']({ bulkId: 'bulk-r', paused: false }))
    await done
    const { rows } = ok(await second.rec.handlers['bulk:rows']({ bulkId: 'bulk-r', offset: 0, limit: 100 }))
    assert.deepEqual(
      rows.map((r) => r.answer?.status),
      ['found', 'blank', ...nobody.map(() => 'not-found')],
    )
    // A run taken up after a restart was started by no channel: its requests still count as a bulk lookup's.
    const usage = ok(
      await second.rec.handlers['usage:history']({ from: Date.now() - 3_600_000, to: Date.now() + 60_000 }),
    )
    const bulk = usage.byPurpose.find((p) => p.purpose === 'bulk')?.requests ?? 0
    assert.ok(bulk >= 42 - kept, `bulk requests after the restart: ${bulk}`)
    assert.equal(
      usage.byPurpose.find((p) => p.purpose === 'other'),
      undefined,
    )
  } finally {
    second.rec.stop()
    await second.host.stop()
  }
})

test('cancelled, restarted: the run comes back cancelled with its answers, not paused', async () => {
  const first = await start()
  const nobody = Array.from({ length: 30 }, (_, i) => `zz_gone_${i}`)
  const text = ['name', '', ...nobody].join('\n')
  ok(await first.rec.handlers['bulk:load']({ bulkId: 'bulk-c', part: 0, text, last: true }))
  const blankDone = first.rec.next('bulk:did-progress', (p) => p.bulkId === 'bulk-c' && p.answered >= 1)
  ok(await first.rec.handlers['bulk:start']({ bulkId: 'bulk-c', column: 0, header: true }))
  await blankDone
  const cancelled = ok(await first.rec.handlers['bulk:cancel']({ bulkId: 'bulk-c' }))
  assert.equal(cancelled.state, 'cancelled')
  first.rec.stop()
  await first.host.stop()

  const second = await start()
  try {
    const { runs } = ok(await second.rec.handlers['bulk:kept'](undefined))
    const run = runs.find((r) => r.progress.bulkId === 'bulk-c')
    assert.equal(run?.progress.state, 'cancelled')
    assert.ok((run?.progress.answered ?? 0) >= 1)
    // Resuming a cancelled run does nothing: it stays cancelled.
    const again = ok(await second.rec.handlers['bulk:pause']({ bulkId: 'bulk-c', paused: false }))
    assert.equal(again.state, 'cancelled')
  } finally {
    second.rec.stop()
    await second.host.stop()
  }
})
