// The network, updates and diagnostics channels through the core as the preview binds them: a real user-data
// folder, the reference service over real HTTP, Node's transport, and the preview's answers for what has no
// desktop counterpart (no updater; diagnostics saved as exports are, in <userData>/exports/).
import assert from 'node:assert/strict'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { noUpdater } from '../../../electron/core/app/shell-handlers.ts'
import { createNodeTransport } from '../../../electron/core/net/node-transport.ts'
import type { Transport } from '../../../electron/core/net/transport.ts'
import { startExplorerHost, type ExplorerHost } from '../../../electron/host/start-host.ts'
import { exportFileChooser } from '../../../electron/preview/host-adapters.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { containsKeyFragment } from '../../../shared/keys/secret-scan.ts'
import { err, ok } from '../../support/recorder.ts'
import { releasedPort } from '../../support/released-port.ts'

let dir: string
let host: ExplorerHost<ReferenceService>
let transport: Transport

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bx-shell-channels-'))
  transport = createNodeTransport({ env: {} })
  host = await startExplorerHost({
    userDataDir: dir,
    demo: true,
    startDemo: startReferenceService,
    appVersion: '9.9.9-test',
    chooseExportFile: async () => null,
    openExternal: async () => false,
    transport,
    updates: noUpdater(dir, 'preview'),
    chooseDiagnosticsFile: (name) => exportFileChooser(dir)('json', name),
  })
})

after(async () => {
  await host?.stop()
  await transport?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

test('the proxy setting starts as the system one, a manual proxy is kept in network.json, a bad one is refused', async () => {
  const h = host.core.handlers
  assert.deepEqual(ok(await h['network:get-proxy'](undefined)).setting, { mode: 'system' })

  const bad = err(
    await h['network:set-proxy']({ mode: 'manual', url: 'http://me:secret@proxy.example:3128' }),
  )
  assert.equal(bad.kind, 'validation')
  assert.match(bad.message, /user name and password/)
  assert.equal(err(await h['network:set-proxy']({ mode: 'manual' })).kind, 'validation')
  assert.equal(
    err(await h['network:set-proxy']({ mode: 'manual', url: 'ftp://proxy:21' })).kind,
    'validation',
  )

  const set = ok(await h['network:set-proxy']({ mode: 'manual', url: 'http://proxy.example:3128/' }))
  assert.deepEqual(set.setting, { mode: 'manual', url: 'http://proxy.example:3128' })
  const kept = JSON.parse(await readFile(join(dir, 'network.json'), 'utf8')) as { proxy: unknown }
  assert.deepEqual(kept.proxy, { mode: 'manual', url: 'http://proxy.example:3128' })
  assert.deepEqual(ok(await h['network:get-proxy'](undefined)).setting, set.setting)
  ok(await h['network:set-proxy']({ mode: 'system' }))
})

test('"Test connection" reaches the service in use (the demo one), and names the proxy when it is the part that failed', async () => {
  const h = host.core.handlers
  const reached = ok(await h['network:test-proxy']({}))
  assert.equal(reached.ok, true)
  assert.equal(reached.serviceUrl, host.demoService?.baseUrl)
  assert.equal(typeof reached.status, 'number')

  const port = await releasedPort()
  ok(await h['network:set-proxy']({ mode: 'manual', url: `http://127.0.0.1:${port}` }))
  try {
    // This computer is never reached through a proxy (README "Proxy and certificates"): the demo still answers.
    assert.equal(ok(await h['network:test-proxy']({})).ok, true)
    const failed = ok(await h['network:test-proxy']({ serviceUrl: 'https://service.example' }))
    assert.equal(failed.ok, false)
    assert.equal(failed.failure?.kind, 'proxy')
    assert.equal(failed.failure?.code, 'proxy_refused')
  } finally {
    ok(await h['network:set-proxy']({ mode: 'system' }))
  }
})

test('updates: the switch is kept in updates.json, and the preview says plainly that it cannot look for updates', async () => {
  const h = host.core.handlers
  const first = ok(await h['updates:get-state'](undefined))
  assert.equal(first.enabled, true)
  assert.equal(first.status, 'cannot-self-update')
  assert.match(first.message, /not available in the browser preview/)

  const off = ok(await h['updates:set-enabled']({ enabled: false }))
  assert.equal(off.enabled, false)
  assert.deepEqual(JSON.parse(await readFile(join(dir, 'updates.json'), 'utf8')), { enabled: false })
  assert.equal(ok(await h['updates:set-enabled']({ enabled: true })).enabled, true)

  const check = ok(await h['updates:check'](undefined))
  assert.equal(check.outcome, 'off')
  assert.match(check.message, /not available in the browser preview/)
  assert.equal(err(await h['updates:set-enabled']({ enabled: 'no' })).kind, 'validation')
})

test('diagnostics: what was shown is what is saved, in a new file of the exports folder each time, readable by its owner only', async () => {
  const h = host.core.handlers
  ok(await h['bridges:list']({ requestId: 'diag-list', q: 'golden', limit: 3 }))
  const built = ok(await h['diagnostics:build'](undefined))
  const document = JSON.parse(built.content) as {
    requestLog: { path: string }[]
    shell: { updates: unknown }
  }
  assert.ok(
    document.requestLog.some((r) => r.path.includes('q=golden')),
    'the search is in the file',
  )
  assert.ok(document.shell.updates, 'the updates state is in the file')
  assert.ok(built.contains.some((line) => /searches/.test(line)))
  const demoKey = host.demoService?.demoKeys?.full ?? ''
  assert.ok(demoKey.length > 8)
  assert.equal(containsKeyFragment(built.content, demoKey), false)

  // A request made after the build does not slip into the file the user already read.
  ok(await h['bridges:list']({ requestId: 'diag-after', q: 'after-shown', limit: 1 }))
  const first = ok(await h['diagnostics:save'](undefined)).file
  const second = ok(await h['diagnostics:save'](undefined)).file
  assert.ok(first !== null && second !== null)
  assert.notEqual(first, second, 'a second save never overwrites the first')
  assert.deepEqual(
    (await readdir(join(dir, 'exports'))).sort(),
    [first, second].map((f) => f.split('/').pop()).sort(),
  )
  assert.equal(await readFile(first, 'utf8'), built.content)
  assert.equal((await stat(first)).mode & 0o777, 0o600)
})
