// Each start removes the temporary files an earlier run's cut-short writes left in the user-data folder
// (electron/core/app/start-cleanup.ts): a SIGKILL between a write and its rename, a full disk part-way. Through
// createExplorerCore on real files, the reference service over HTTP and the real keychain.
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createExplorerCore } from '../../../electron/core/app/index.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { ensureSecretService, type SecretServiceHandle } from '../../support/secret-service.ts'
import { demoCoreOptions } from '../../support/session-harness.ts'

let secretService: SecretServiceHandle
let svc: ReferenceService

before(async () => {
  secretService = await ensureSecretService()
  svc = await startReferenceService({ port: 0, bridges: 5 })
})

after(async () => {
  await svc?.stop()
  await secretService?.stop()
})

test('a start removes the temporary files earlier runs left, and keeps every other file', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-start-leftovers-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const longAgo = new Date('2025-01-01T00:00:00Z')
  const left = {
    '.preferences.json.tmp-31337-0badc0de': '{"theme":"da',
    '.saved-views.json.tmp-31338-deadbeef': '',
    'pending-exports.json.tmp': '',
    'my-notes.txt': 'not ours',
  }
  for (const [name, text] of Object.entries(left)) {
    writeFileSync(join(dir, name), text)
    utimesSync(join(dir, name), longAgo, longAgo)
  }
  const core = await createExplorerCore(demoCoreOptions(svc, dir))
  t.after(() => core.close())
  const now = readdirSync(dir)
  assert.deepEqual(
    now.filter((n) => n.includes('.tmp')),
    [],
    'no temporary file is left',
  )
  assert.ok(now.includes('my-notes.txt'))
})
