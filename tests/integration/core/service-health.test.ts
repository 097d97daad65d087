// The top bar tells the service down within one failed request: the core emits the service's health (the last
// outcome that tells anything) as soon as a request ends refused after its retries; a cancel never does.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startExplorerHost } from '../../../electron/host/start-host.ts'
import { startReferenceService } from '../../../electron/service/index.ts'
import { err, ok, record } from '../../support/recorder.ts'

test('with the service stopped, one request that ends refused after its retries makes the service down', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'bx-health-'))
  const host = await startExplorerHost({
    userDataDir: dir,
    demo: true,
    startDemo: startReferenceService,
    serviceOptions: { bridges: 10, latencyMs: 300 },
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
  await rec.next('log:did-add', (e) => e.path === '/stats')
  const serviceUrl = host.demoService!.baseUrl
  assert.deepEqual(
    [
      ok(await rec.handlers['service:get-health'](undefined))?.state,
      rec.events.some((e) => e.event === 'service:did-change'),
    ],
    ['up', true],
    'the first answer says the service is up',
  )

  // A request the app cancels itself (the user left the page) says nothing about the service.
  const sent = rec.next('scheduler:did-change', (s) => s.inFlight > 0)
  const left = rec.handlers['bridges:list']({ requestId: 'left-1', limit: 5 })
  await sent
  ok(await rec.handlers['requests:cancel']({ requestId: 'left-1' }))
  assert.equal(err(await left).kind, 'cancelled')
  assert.equal(
    ok(await rec.handlers['service:get-health'](undefined))?.state,
    'up',
    'a cancel is not an outage',
  )

  await host.demoService!.stop()
  const failed = await rec.handlers['bridges:list']({ requestId: 'down-1', limit: 5 })
  assert.equal(err(failed).kind, 'network')
  // No wait: by the time the request's error is back, the event has gone out.
  const told = rec.events.filter((e) => e.event === 'service:did-change').at(-1)?.payload
  assert.deepEqual(told && { ...told, at: 0 }, {
    serviceUrl,
    state: 'down',
    at: 0,
    path: '/bridges?limit=5',
    code: 'network_error',
  })
  assert.equal(ok(await rec.handlers['service:get-health'](undefined))?.state, 'down')
})
