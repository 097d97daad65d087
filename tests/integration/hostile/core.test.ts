// A handful of hostile cases through the explorer core's handlers, as the renderer reaches them: a real keychain
// (a private gnome-keyring unless one runs), a key for the hostile server, real HTTP. Every IpcResult is ok or a
// typed error of the kind the corpus names, and it survives JSON (it crosses IPC); no handler throws.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createExplorerCore, type ExplorerCore } from '../../../electron/core/app/index.ts'
import type { IpcResult } from '../../../shared/ipc/common.ts'
import { hostileCase, type HostileCase } from '../../fixtures/hostile/index.ts'
import { startHostileServer, type HostileServer } from '../../support/hostile-server.ts'
import { ensureSecretService, type SecretServiceHandle } from '../../support/secret-service.ts'
import { valueAt } from './client-support.ts'

const KEY = `bxk_${'H0st1leC0reTest'.repeat(2)}Zz`
let secretService: SecretServiceHandle
let server: HostileServer
let core: ExplorerCore
let dir = ''
let keyId = ''

before(async () => {
  secretService = await ensureSecretService()
  server = await startHostileServer()
  dir = await mkdtemp(join(tmpdir(), 'bx-hostile-core-'))
  core = await createExplorerCore({
    userDataDir: dir,
    keychainService: `bridge-explorer-hostile-${randomUUID()}`,
    demo: null,
    chooseExportFile: async () => null,
    openExternal: async () => false,
    appVersion: 'test',
  })
  const added = await core.handlers['keys:add']({ key: KEY, label: 'hostile', serviceUrl: server.baseUrl })
  assert.ok(added.ok, JSON.stringify(added))
  keyId = added.value.key.id
})

after(async () => {
  if (keyId && core) await core.handlers['keys:remove']({ id: keyId })
  await core?.close()
  await server?.close()
  await secretService?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

let n = 0
/** Calls the channel of the case's endpoint, naming the case by slug, username or q (or selecting it). */
async function viaCore(c: HostileCase): Promise<IpcResult<{ value: unknown }>> {
  const requestId = `hostile-${++n}`
  server.select(c.endpoint === 'stats' || c.endpoint === 'me' ? c.id : null)
  switch (c.endpoint) {
    case 'list':
      return core.handlers['bridges:list']({ requestId, q: c.id })
    case 'detail':
      return core.handlers['bridges:get']({ requestId, slug: c.id })
    case 'profile':
      return core.handlers['profiles:get']({ requestId, username: c.id })
    case 'stats':
      return core.handlers['stats:get']({ requestId })
    case 'me':
      return core.handlers['me:get']({ requestId })
  }
}

const HANDFUL = [
  'list-title-script',
  'detail-domain-js-url',
  'profile-display-name-svg',
  'detail-title-null',
  'list-passes-string',
  'profile-display-name-1mb',
  'list-html-200',
  'list-50mb-chunked',
  'detail-error-unknown-code',
  'stats-json-bom',
  'detail-title-lone-surrogate',
  'me-username-img',
]

for (const id of HANDFUL) {
  test(`through the core, ${id} gives ${hostileCase(id)?.expect.outcome === 'value' ? 'ok with verbatim text' : 'a typed error'}`, async () => {
    const c = hostileCase(id)
    assert.ok(c, `no case ${id}`)
    const result = await viaCore(c)
    assert.doesNotThrow(() => JSON.stringify(result), 'the result crosses IPC as JSON')
    const expect = c.expect
    if (expect.outcome === 'value') {
      assert.ok(result.ok, `expected ok, got ${JSON.stringify(result).slice(0, 300)}`)
      for (const { path, text } of expect.verbatim ?? [])
        assert.ok(valueAt(result.value.value, path) === text, path.join('.'))
      return
    }
    assert.ok(!result.ok, 'expected a typed error')
    assert.equal(result.error.kind, expect.kind, result.error.message)
    if (expect.field !== undefined) assert.equal(result.error.field, expect.field)
    if (expect.code !== undefined) assert.equal(result.error.code, expect.code)
    if (expect.message !== undefined) assert.match(result.error.message, expect.message)
  })
}

test('after every hostile answer the core still serves a well-formed one', async () => {
  server.select(null)
  const result = await core.handlers['bridges:list']({ requestId: 'after-hostile' })
  assert.ok(result.ok, JSON.stringify(result).slice(0, 300))
  assert.equal(result.value.value.data.length, 2)
})
