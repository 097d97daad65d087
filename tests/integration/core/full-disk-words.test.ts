// A full disk is said in one wording whatever the app was saving (electron/core/files/file-problem.ts): what,
// where, why in plain words and that nothing was changed; and nothing unsaved is kept as if saved. Through the
// explorer core's handlers on a real, tiny (tmpfs) disk filled up by another program's file, the reference service
// over HTTP, a real history.sqlite and the real keychain.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createExplorerCore } from '../../../electron/core/app/index.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { DEFAULT_PREFERENCES } from '../../../shared/ipc/preferences.ts'
import { err, ok } from '../../support/recorder.ts'
import { ensureSecretService, type SecretServiceHandle } from '../../support/secret-service.ts'
import { demoCoreOptions } from '../../support/session-harness.ts'
import { fillDisk, mountSmallDisk } from '../../support/small-disk.ts'

let secretService: SecretServiceHandle
let svc: ReferenceService

before(async () => {
  secretService = await ensureSecretService()
  svc = await startReferenceService({ port: 0, bridges: 5, rateLimit: 1_000_000 })
})

after(async () => {
  await svc?.stop()
  await secretService?.stop()
})

const FULL = /\(the disk is full\); nothing was changed\.$/

test('on a full disk preferences, views, a pin, the diagnostics file and the updates setting say the same words, and nothing unsaved is kept', async (t) => {
  const disk = mountSmallDisk(4 * 1024)
  if ('skip' in disk) return t.skip(disk.skip)
  const core = await createExplorerCore({
    ...demoCoreOptions(svc, disk.dir),
    chooseDiagnosticsFile: async (name) => join(disk.dir, name),
    chooseExportFile: async (_format, name) => join(disk.dir, name),
  })
  t.after(async () => {
    await core.close()
    disk.unmount()
  })
  const h = core.handlers
  const [bridge] = ok(await h['bridges:list']({ requestId: 'r1', limit: 1 })).value.data
  fillDisk(disk.dir)

  const noChange = {
    developerTools: undefined,
    welcomed: undefined,
    lastPage: undefined,
    bridgesLayout: undefined,
    viewport: undefined,
    remembered: undefined,
  }
  const prefs = err(await h['preferences:set']({ ...noChange, theme: 'dark' }))
  assert.equal(prefs.code, 'file_error')
  assert.match(prefs.message, /^Could not save your preferences to .*preferences\.json /)
  assert.match(prefs.message, FULL)
  assert.deepEqual(ok(await h['preferences:get'](undefined)), DEFAULT_PREFERENCES, 'the old value stays')

  const view = err(
    await h['views:save']({
      name: 'Kept?',
      view: { q: 'river', category: '', display: 'list', table: null } as never,
    }),
  )
  assert.equal(view.code, 'file_error')
  assert.match(view.message, /^Could not save your views to .*saved-views\.json /)
  assert.match(view.message, FULL)
  assert.deepEqual(ok(await h['views:list'](undefined)), [])

  const pin = err(await h['watch:pin']({ kind: 'bridge', id: bridge!.slug, label: 'A bridge' }))
  assert.equal(pin.code, 'file_error')
  assert.match(pin.message, /^Could not save the pin to .*history\.sqlite /)
  assert.match(pin.message, FULL)
  assert.equal(ok(await h['watch:is-pinned']({ kind: 'bridge', id: bridge!.slug })).pinned, false)

  ok(await h['diagnostics:build'](undefined))
  const diagnostics = err(await h['diagnostics:save'](undefined))
  assert.equal(diagnostics.code, 'file_error')
  assert.match(diagnostics.message, /^Could not save the diagnostics file to .*bridge-explorer-diagnostics-/)
  assert.match(diagnostics.message, FULL)

  const updates = err(await h['updates:set-enabled']({ enabled: false }))
  assert.equal(updates.code, 'file_error')
  assert.match(updates.message, /^Could not save the updates setting to .*updates\.json /)
  assert.match(updates.message, FULL)
  assert.equal(ok(await h['updates:get-state'](undefined)).enabled, true, 'the old setting stays')

  const health = err(await h['log:export-key-health']({ keyId: 'demo', from: 0, to: Date.now() }))
  assert.equal(health.code, 'file_error')
  assert.match(health.message, /^Could not save the key health export to .*key-health-.*\.csv /)
  assert.match(health.message, FULL)

  for (const e of [prefs, view, pin, diagnostics, updates, health]) assert.equal(e.kind, 'config')
})
