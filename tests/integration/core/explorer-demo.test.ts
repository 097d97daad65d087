// The explorer core through its handlers only, against the reference service over real HTTP, with a real SQLite
// history in a temp user-data folder. Demo mode needs no keychain; the key manager is in explorer-keys.test.ts.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startExplorerHost, type ExplorerHost } from '../../../electron/host/start-host.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { parseCsvRows } from '../../support/csv-rows.ts'
import { err, filesUnder, keyFragmentsIn, ok, record, type Recorder } from '../../support/recorder.ts'

let dir: string
let host: ExplorerHost<ReferenceService>
let rec: Recorder
const opened: string[] = []
const exportNames: string[] = []

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bx-explorer-demo-'))
  host = await startExplorerHost({
    userDataDir: dir,
    demo: true,
    // The testing entry: this file injects faults and reads the service's data.
    startDemo: startReferenceService,
    appVersion: '9.9.9-test',
    serviceOptions: { bridges: 250, rateLimit: 1_000_000, invalidAttempts: 1_000_000 },
    chooseExportFile: async (format, name) => {
      exportNames.push(name)
      return join(dir, `export-${exportNames.length}.${format}`)
    },
    openExternal: async (url) => {
      opened.push(url)
      return true
    },
  })
  rec = record(host.core)
})

after(async () => {
  rec.stop()
  await host.stop()
  await rm(dir, { recursive: true, force: true })
})

test('demo mode: app:get-info reports mode demo and the demo service, with no active key', async () => {
  const info = ok(await rec.handlers['app:get-info'](undefined))
  assert.equal(info.mode, 'demo')
  assert.equal(info.serviceUrl, host.demoService?.baseUrl)
  assert.equal(info.activeKeyId, null)
  assert.equal(info.version, '9.9.9-test')
})

test('demo mode lists bridges with the response metadata, and logs the request as an event', async () => {
  const added = rec.next('log:did-add', (e) => e.path.startsWith('/bridges?limit=5'))
  const page = ok(await rec.handlers['bridges:list']({ requestId: 'list-1', limit: 5, category: 'health' }))
  assert.equal(page.value.data.length, 5)
  assert.ok(page.value.data.every((b) => b.category === 'health'))
  assert.equal(page.meta.status, 200)
  assert.equal(page.meta.rateLimit?.limit, 1_000_000)
  const entry = await added
  assert.equal(entry.status, 200)
  assert.match(entry.keyHint, /^bxk_…[A-Za-z0-9]{4}$/)
  const listed = ok(await rec.handlers['log:list'](undefined))
  assert.ok(listed.some((e) => e.id === entry.id))
})

test('bridges:get, profiles:get, stats:get and me:get answer through the demo key', async () => {
  const summary = host.demoService!.data.published()[0]!
  const bridge = ok(await rec.handlers['bridges:get']({ requestId: 'g1', slug: summary.slug }))
  assert.equal(bridge.value.id, summary.id)
  const profile = ok(
    await rec.handlers['profiles:get']({ requestId: 'g2', username: summary.suggestor.username }),
  )
  assert.equal(profile.value.username, summary.suggestor.username)
  const stats = ok(await rec.handlers['stats:get']({ requestId: 'g3' }))
  assert.equal(stats.value.bridges, 250)
  ok(await rec.handlers['me:get']({ requestId: 'g4' }))
})

test('an API error crosses as kind api with its code and status: an unknown slug is not_found 404', async () => {
  const e = err(await rec.handlers['bridges:get']({ requestId: 'nf', slug: 'no-such-bridge-anywhere' }))
  assert.equal(e.kind, 'api')
  assert.equal(e.code, 'not_found')
  assert.equal(e.status, 404)
})

test('scheduler:get-state and scheduler:did-change report the demo key budget', async () => {
  const changed = rec.next('scheduler:did-change', (s) => s.remaining !== null)
  ok(await rec.handlers['stats:get']({ requestId: 's1' }))
  const state = ok(await rec.handlers['scheduler:get-state'](undefined))
  assert.equal(state?.limit, 1_000_000)
  assert.equal((await changed).keyId, 'demo')
})

test('history:rate returns the rate samples recorded while browsing', async () => {
  const points = ok(await rec.handlers['history:rate']({ from: 0, to: Date.now() + 60_000 }))
  assert.ok(points.length >= 1)
  assert.equal(points[0]!.limit, 1_000_000)
})

test('log:to-curl repeats a logged request against its base URL, reading the key from $BRIDGE_API_KEY', async () => {
  const [entry] = ok(await rec.handlers['log:list'](undefined))
  const curl = ok(await rec.handlers['log:to-curl']({ id: entry!.id }))
  assert.ok(curl.includes(`'${host.demoService!.baseUrl}${entry!.path}'`))
  // Read when the command runs; unset, the shell stops before curl and names the variable to export.
  assert.match(curl, /"Authorization: Bearer \$\{BRIDGE_API_KEY:\?[^}]*export BRIDGE_API_KEY=/)
  const gone = err(await rec.handlers['log:to-curl']({ id: '999999' }))
  assert.equal(gone.code, 'not_found')
})

test('export:estimate tells the requests an unfiltered export needs', async () => {
  const estimate = ok(await rec.handlers['export:estimate']({}))
  assert.equal(estimate.total, 250)
  assert.equal(estimate.requests, 3)
  assert.equal(estimate.fitsInCurrentWindow, true)
})

test('export:start writes a complete CSV (one row per published bridge) and reports progress', async () => {
  const progress = rec.next('export:did-progress', (p) => p.exportId === 'exp-1' && p.pages === 3)
  const result = ok(await rec.handlers['export:start']({ exportId: 'exp-1', format: 'csv' }))
  assert.equal(result.rows, 250)
  assert.equal(result.pages, 3)
  assert.equal(result.duplicatesSkipped, 0)
  const rows = parseCsvRows(await readFile(result.file, 'utf8'))
  assert.equal(rows.length - 1, host.demoService!.data.published().length)
  const ids = new Set(rows.slice(1).map((r) => r[0]))
  assert.deepEqual(ids, new Set(host.demoService!.data.published().map((b) => b.id)))
  assert.equal((await progress).rows, 250)
  // Filters and a time to the second in the name, so one export never lands on the last one.
  assert.match(exportNames[0]!, /^bridges-\d{4}-\d{2}-\d{2}-\d{6}\.csv$/)
})

test('a failed export keeps its checkpoint and the next export:start with the same filters resumes it', async () => {
  const svc = host.demoService!
  let injected = false
  const off = host.core.events.on('export:did-progress', (p) => {
    // Once the first page is on disk, the next request fails with a 500 (never retried).
    if (p.exportId === 'exp-2' && !injected) {
      injected = true
      svc.control.failNext(1, { status: 500 })
    }
  })
  const failed = err(await rec.handlers['export:start']({ exportId: 'exp-2', format: 'json' }))
  off()
  assert.equal(failed.kind, 'export')
  assert.equal(failed.code, 'failed')
  assert.equal(failed.status, 500)
  const asked = exportNames.length
  const pages: number[] = []
  const offPages = host.core.events.on('export:did-progress', (p) => pages.push(p.pages))
  const resumed = ok(await rec.handlers['export:start']({ exportId: 'exp-3', format: 'json' }))
  offPages()
  assert.equal(exportNames.length, asked, 'a resumed export writes to the file chosen the first time')
  assert.deepEqual(pages, [2, 3], 'only the pages after the checkpoint are fetched again')
  const items = JSON.parse(await readFile(resumed.file, 'utf8')) as { id: string }[]
  assert.equal(items.length, 250)
  assert.deepEqual(new Set(items.map((b) => b.id)), new Set(svc.data.published().map((b) => b.id)))
  const again = ok(await rec.handlers['export:start']({ exportId: 'exp-4', format: 'json' }))
  assert.notEqual(again.file, resumed.file, 'a completed export leaves no checkpoint behind')
})

test('export:cancel of an unknown export answers cancelled false', async () => {
  assert.deepEqual(ok(await rec.handlers['export:cancel']({ exportId: 'nothing-running' })), {
    cancelled: false,
  })
})

test('shell:open-external hands http(s) links to the host and refuses other schemes naming the field', async () => {
  assert.deepEqual(ok(await rec.handlers['shell:open-external']({ url: 'https://example.org/x' })), {
    opened: true,
  })
  const refused = err(await rec.handlers['shell:open-external']({ url: 'file:///etc/passwd' }))
  assert.equal(refused.code, 'invalid_payload')
  assert.equal(refused.field, 'url')
  assert.deepEqual(opened, ['https://example.org/x'])
})

test('the demo key is never written under the user-data folder nor sent to the renderer', async () => {
  const key = host.demoService!.demoKeys!.full
  for (const { path, text } of await filesUnder(dir)) {
    assert.deepEqual(keyFragmentsIn(text, key), [], `${path} holds part of the demo key`)
  }
  const crossed = JSON.stringify([rec.results, rec.events])
  assert.deepEqual(keyFragmentsIn(crossed, key), [])
})
