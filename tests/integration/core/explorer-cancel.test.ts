// Cancellation and the "nothing to talk to" state of the explorer core, through its handlers only.
import { test, type TestContext } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createExplorerCore } from '../../../electron/core/app/index.ts'
import type { SecretStore } from '../../../electron/core/key-vault/index.ts'
import { startExplorerHost } from '../../../electron/host/start-host.ts'
import { startReferenceService } from '../../../electron/service/index.ts'
import { err, ok, record, type Recorder } from '../../support/recorder.ts'

// Long enough that a call cannot finish between "in flight" and the cancel that follows it.
const SLOW_MS = 2_000

/**
 * The core polls /stats once at start; while the budget is unknown that poll is the scheduler's only probe, so
 * the call under test is sent only after it. Waiting for its log entry makes "in flight" mean the call under test.
 */
async function startupPollDone(rec: Recorder): Promise<void> {
  await rec.next('log:did-add', (e) => e.path === '/stats')
}

const hostCallbacks = {
  chooseExportFile: async () => null,
  openExternal: async () => false,
  appVersion: 'test',
}

/**
 * A demo host on the reference service (its testing entry, for faults) in a folder of its own, stopped and removed
 * after the test; `exportTo` names the export file inside that folder.
 */
async function demoHost(
  t: TestContext,
  prefix: string,
  serviceOptions: { latencyMs?: number },
  exportTo?: (dir: string, format: string) => string,
) {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  const host = await startExplorerHost({
    userDataDir: dir,
    demo: true,
    startDemo: startReferenceService,
    serviceOptions: { bridges: 10, rateLimit: 1_000_000, ...serviceOptions },
    ...hostCallbacks,
    ...(exportTo ? { chooseExportFile: async (format: string) => exportTo(dir, format) } : {}),
  })
  t.after(async () => {
    await host.stop()
    await rm(dir, { recursive: true, force: true })
  })
  return { dir, host, rec: record(host.core) }
}

test('requests:cancel aborts a slow call in flight: it answers kind cancelled instead of the data', async (t) => {
  // Every response waits SLOW_MS: the call would succeed then, so only a cancel makes it answer 'cancelled'.
  const { rec } = await demoHost(t, 'bx-explorer-cancel-', { latencyMs: SLOW_MS })
  await startupPollDone(rec)
  const sent = rec.next('scheduler:did-change', (s) => s.inFlight > 0)
  const pending = rec.handlers['bridges:list']({ requestId: 'slow-1', limit: 5 })
  await sent
  assert.deepEqual(ok(await rec.handlers['requests:cancel']({ requestId: 'slow-1' })), { cancelled: true })
  const e = err(await pending)
  assert.deepEqual([e.kind, e.code], ['cancelled', 'cancelled'])
  assert.deepEqual(ok(await rec.handlers['requests:cancel']({ requestId: 'slow-1' })), { cancelled: false })
  rec.stop()
})

test('a call cancelled while it waits to retry: the inspector says the retry never went out', async (t) => {
  const { host, rec } = await demoHost(t, 'bx-explorer-cancel-retry-', {})
  await startupPollDone(rec)
  // The catalogue off (Delete turns it off until Rebuild), so its background walk cannot take the scripted 503.
  ok(await rec.handlers['catalogue:delete'](undefined))
  // One 503 that asks for a retry in 30 s: the call is cancelled during that wait.
  host.demoService!.control.failNext(1, { status: 503, retryAfter: 30 })
  const failed = rec.next('log:did-add', (e) => e.status === 503)
  const pending = rec.handlers['bridges:list']({ requestId: 'retry-1', limit: 5 })
  const entry = await failed
  assert.equal(ok(await rec.handlers['log:get-exchange']({ id: entry.id }))?.retry?.retried, true)
  assert.deepEqual(ok(await rec.handlers['requests:cancel']({ requestId: 'retry-1' })), { cancelled: true })
  assert.equal(err(await pending).kind, 'cancelled')

  const detail = ok(await rec.handlers['log:get-exchange']({ id: entry.id }))
  assert.deepEqual(detail?.retry, {
    retried: false,
    reason: `503 ${entry.code}: not retried, the call was cancelled during the wait`,
    waitMs: null,
  })
  assert.deepEqual(
    detail?.chain.map((c) => c.retry?.retried ?? null),
    [false],
    'one attempt in the chain, and it says no retry followed',
  )
  rec.stop()
})

test('export:cancel stops a running export and leaves no file behind', async (t) => {
  const { dir, rec } = await demoHost(
    t,
    'bx-explorer-cancel-export-',
    { latencyMs: SLOW_MS },
    (folder, format) => join(folder, `out.${format}`),
  )
  await startupPollDone(rec)
  const sent = rec.next('scheduler:did-change', (s) => s.inFlight > 0)
  const pending = rec.handlers['export:start']({ exportId: 'x1', format: 'csv' })
  await sent
  assert.deepEqual(ok(await rec.handlers['export:cancel']({ exportId: 'x1' })), { cancelled: true })
  const e = err(await pending)
  assert.deepEqual([e.kind, e.code], ['cancelled', 'cancelled'])
  assert.deepEqual(
    (await readdir(dir)).filter((f) => f.includes('out.csv')),
    [],
  )
  rec.stop()
})

test('with no key and no demo, API channels answer config/no_key and app:get-info has no active key', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'bx-explorer-nokey-'))
  // Nothing in this test reaches the keychain; a store that fails loudly proves it.
  const unused: SecretStore = {
    get: () => Promise.reject(new Error('keychain not expected')),
    set: () => Promise.reject(new Error('keychain not expected')),
    delete: () => Promise.reject(new Error('keychain not expected')),
  }
  const core = await createExplorerCore({
    userDataDir: dir,
    demo: null,
    secretStore: unused,
    ...hostCallbacks,
  })
  t.after(async () => {
    await core.close()
    await rm(dir, { recursive: true, force: true })
  })
  for (const call of [
    () => core.handlers['bridges:list']({ requestId: 'a' }),
    () => core.handlers['stats:get']({ requestId: 'b' }),
    () => core.handlers['me:get']({ requestId: 'c' }),
    () => core.handlers['export:estimate']({}),
  ]) {
    const e = err(await call())
    assert.deepEqual([e.kind, e.code], ['config', 'no_key'])
    assert.match(e.message, /Add a key/)
  }
  assert.deepEqual(ok(await core.handlers['app:get-info'](undefined)), {
    version: 'test',
    mode: 'configured',
    serviceUrl: '',
    activeKeyId: null,
    startupNotices: [],
    files: [{ name: 'history.sqlite', path: join(dir, 'history.sqlite'), paused: null }],
  })
  assert.equal(ok(await core.handlers['scheduler:get-state'](undefined)), null)
  assert.deepEqual(ok(await core.handlers['history:stats']({ from: 0, to: 1 })), [])
})

test('after close, handlers answer kind internal code closed instead of throwing', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bx-explorer-closed-'))
  const core = await createExplorerCore({ userDataDir: dir, demo: null, ...hostCallbacks })
  await core.close()
  await core.close()
  const e = err(await core.handlers['keys:list'](undefined))
  assert.deepEqual([e.kind, e.code], ['internal', 'closed'])
  await rm(dir, { recursive: true, force: true })
})
