// While the service is not answering, the catalogue's status line promises no time left: as soon as the app knows
// (the service health the top bar shows, from any request that ended without an answer after its retries), it says
// the service is not answering and keeps saying what it holds (README, "The catalogue"). Real parts: the reference
// service over HTTP, the host and core as the preview starts them, SQLite files, the real keychain.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { startExplorerHost } from '../../../electron/host/start-host.ts'
import { startReferenceService } from '../../../electron/service/index.ts'
import type { CatalogueStatus } from '../../../shared/ipc/catalogue.ts'
import type { RequestLogEntry } from '../../../shared/ipc/request-log.ts'
import { err, ok, record } from '../../support/recorder.ts'

test('the service stopped while the walk waits: the status line says so at once, with what it holds', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'bx-catalogue-down-'))
  // 40 requests a minute: the walk's share (25 %, background-budget.ts) runs out after 10, so the walk
  // waits for the next window with its time left said, and no request of its own is out when the service stops.
  const host = await startExplorerHost({
    userDataDir: dir,
    demo: true,
    startDemo: startReferenceService,
    serviceOptions: { bridges: 20_000, rateLimit: 40, windowMs: 60_000 },
    chooseExportFile: async () => null,
    openExternal: async () => false,
    appVersion: 'test',
  })
  const rec = record(host.core)
  t.after(async () => {
    rec.stop()
    await host.stop()
    await rm(dir, { recursive: true, force: true })
  })
  const waiting = await rec.next('scheduler:did-change', (s) => {
    return s.limit !== null && s.remaining !== null && s.limit - s.remaining >= 10 && s.inFlight === 0
  })
  // Each request's log line and the rows of the last page come just after its answer: wait for them.
  const logged = () => rec.events.filter((e) => e.event === 'log:did-add')
  await rec.next('log:did-add', () => logged().length >= waiting.limit! - waiting.remaining!)
  const pages = logged().filter((e) => (e.payload as RequestLogEntry).path.startsWith('/bridges?'))
  // Polled: the status event of the last page may be folded into the next (at most four a second).
  let before = ok(await rec.handlers['catalogue:status'](undefined))
  while (before.rows < pages.length * 100) {
    await new Promise((r) => setTimeout(r, 20))
    before = ok(await rec.handlers['catalogue:status'](undefined))
  }
  assert.equal(before.state, 'building')
  assert.match(before.text, /complete in/, 'while the service answers, the time left is said')
  assert.ok(before.rows > 0)

  await host.demoService!.stop()
  assert.equal(err(await rec.handlers['bridges:list']({ requestId: 'down-1', limit: 5 })).kind, 'network')
  assert.equal(ok(await rec.handlers['service:get-health'](undefined))?.state, 'down')

  // No wait: the health's change reaches the catalogue before the user's request's error is back.
  const told = rec.events.filter((e) => e.event === 'catalogue:did-change').at(-1)?.payload
  const now = ok(await rec.handlers['catalogue:status'](undefined))
  // A page whose answer was on its way when the service stopped may still have been stored after `before` was
  // read (seen on a loaded machine): what it holds is what it held when the service stopped, never less.
  assert.ok(now.rows >= before.rows, `${now.rows} rows after the stop, ${before.rows} before`)
  for (const s of [told as CatalogueStatus, now]) {
    assert.doesNotMatch(s.text, /complete in/)
    assert.match(s.text, /Waiting for the service, which is not answering\.$/)
    assert.match(s.text, new RegExp(`^Catalogue: ${s.rows.toLocaleString('en-US')} of about 20,000 bridges`))
    assert.equal(s.etaMs, null)
    assert.ok(s.rows >= before.rows, 'what it holds is still counted')
  }
  const found = ok(await rec.handlers['catalogue:search']({ limit: 3 }))
  assert.equal(found.total, now.rows, 'what it holds is still shown')
})
