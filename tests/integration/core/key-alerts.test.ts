// Alerts about the keys, through the core: off until the user turns them on; then said once when a key starts
// failing, runs low on requests or is refused, as `log:did-alert` (the desktop shell turns it into a notification,
// electron/notifications/). Real keychain, a real history.sqlite, the reference service over real HTTP.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createExplorerCore, type ExplorerCore } from '../../../electron/core/app/index.ts'
import { expiringAlert } from '../../../electron/core/request-log/key-alerts.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import type { KeyAlert } from '../../../shared/ipc/request-log.ts'
import { err, ok, record, type Recorder } from '../../support/recorder.ts'
import { ensureSecretService, type SecretServiceHandle } from '../../support/secret-service.ts'
import { demoCoreOptions } from '../../support/session-harness.ts'

let secretService: SecretServiceHandle
const open: { core: ExplorerCore; svc: ReferenceService; dir: string; rec: Recorder }[] = []

before(async () => {
  secretService = await ensureSecretService()
})

after(async () => {
  for (const { core, svc, dir, rec } of open) {
    rec.stop()
    for (const k of ok(await core.handlers['keys:list'](undefined)))
      await core.handlers['keys:remove']({ id: k.id })
    await core.close()
    await svc.stop()
    await rm(dir, { recursive: true, force: true })
  }
  await secretService?.stop()
})

async function started(rateLimit = 1_000_000) {
  const svc = await startReferenceService({ port: 0, bridges: 10, rateLimit })
  const dir = await mkdtemp(join(tmpdir(), 'bx-key-alerts-'))
  const core = await createExplorerCore(demoCoreOptions(svc, dir))
  const rec = record(core)
  open.push({ core, svc, dir, rec })
  const alerts = (): KeyAlert[] =>
    rec.events.filter((e) => e.event === 'log:did-alert').map((e) => e.payload as KeyAlert)
  return { svc, rec, alerts }
}

const ON = { enabled: true, errorSharePercent: 50, minutes: 5, headroomPercent: 30 }

test('off by default: a key failing every request raises no alert until the user turns alerts on', async () => {
  const { svc, rec, alerts } = await started()
  assert.deepEqual(ok(await rec.handlers['log:get-alerts'](undefined)), {
    enabled: false,
    errorSharePercent: 20,
    minutes: 5,
    headroomPercent: 10,
  })
  const pub = ok(
    await rec.handlers['keys:add']({
      key: svc.demoKeys!.publicOnly,
      serviceUrl: svc.baseUrl,
      label: 'Public',
    }),
  )
  ok(await rec.handlers['keys:set-active']({ id: pub.key.id }))
  // Bridges the service does not have: each a 404, never retried, a failed request of the key (the failures must be
  // sent: a key known to lack a scope would send nothing for My profile, README "Missing scopes").
  const missing = (id: string) => rec.handlers['bridges:get']({ requestId: id, slug: `no-such-bridge-${id}` })
  for (let i = 0; i < 6; i++) err(await missing(`off-${i}`))
  assert.deepEqual(alerts(), [])

  assert.deepEqual(ok(await rec.handlers['log:set-alerts'](ON)), ON, 'kept as asked')
  // The next failure finds 7 of 7 failed: the key is failing, said once however many more fail.
  for (let i = 0; i < 3; i++) err(await missing(`on-${i}`))
  const failing = alerts().filter((a) => a.kind === 'failing')
  assert.equal(failing.length, 1)
  assert.equal(failing[0]!.keyId, pub.key.id)
  assert.equal(failing[0]!.title, '“Public” is failing')
  assert.match(
    failing[0]!.body,
    /^\d+ of its \d+ requests in the last 5 minutes failed\. The Developer page shows which\.$/,
  )
  // Refused by the settings' bounds: the check is the contract's, as for every channel.
  assert.equal(err(await rec.handlers['log:set-alerts']({ ...ON, headroomPercent: 95 })).kind, 'validation')
})

test('a key running low on requests is said once, with what is left of its window', async () => {
  const { svc, rec, alerts } = await started(10)
  ok(await rec.handlers['log:set-alerts'](ON))
  const full = ok(
    await rec.handlers['keys:add']({ key: svc.demoKeys!.full, serviceUrl: svc.baseUrl, label: 'Full' }),
  )
  ok(await rec.handlers['keys:set-active']({ id: full.key.id }))
  // keys:add spent one request on its check; the window holds 10.
  for (let i = 0; i < 7; i++) ok(await rec.handlers['stats:get']({ requestId: `low-${i}` }))
  const low = alerts().filter((a) => a.kind === 'headroom')
  assert.equal(low.length, 1, JSON.stringify(alerts()))
  assert.equal(low[0]!.title, '“Full” is running low on requests')
  assert.match(low[0]!.body, /^[0-3] of 10 requests left until the limit resets\./)
})

test('a key the service refuses is said as refused, in the words of its state', async () => {
  const { svc, rec, alerts } = await started()
  ok(await rec.handlers['log:set-alerts'](ON))
  const full = ok(
    await rec.handlers['keys:add']({ key: svc.demoKeys!.full, serviceUrl: svc.baseUrl, label: 'Full' }),
  )
  ok(await rec.handlers['keys:set-active']({ id: full.key.id }))
  svc.control.revokeKey(svc.demoKeys!.full)
  err(await rec.handlers['stats:get']({ requestId: 'revoked-1' }))
  const refused = await rec.next('log:did-alert', (a) => a.kind === 'refused')
  assert.deepEqual([refused.keyId, refused.title], [full.key.id, '“Full” was refused'])
  assert.equal(refused.body, 'The service says this key was revoked. Add a new key in Keys.')
  assert.equal(alerts().filter((a) => a.kind === 'refused').length, 1)
})

test('after a restart, a key not in use that sent nothing new raises no alert for its refusal of before', async () => {
  const svc = await startReferenceService({ port: 0, bridges: 10, rateLimit: 1_000_000 })
  const dir = await mkdtemp(join(tmpdir(), 'bx-key-alerts-restart-'))
  const options = demoCoreOptions(svc, dir)
  const first = await createExplorerCore(options)
  ok(await first.handlers['log:set-alerts'](ON))
  // Checked and saved while refused: the user saw the refusal in the form.
  const keys = svc.demoKeys!
  assert.equal(
    ok(await first.handlers['keys:test']({ key: keys.revoked, serviceUrl: svc.baseUrl })).state,
    'revoked',
  )
  ok(await first.handlers['keys:add']({ key: keys.revoked, serviceUrl: svc.baseUrl, label: 'Revoked one' }))
  const full = ok(
    await first.handlers['keys:add']({ key: keys.full, serviceUrl: svc.baseUrl, label: 'Full' }),
  )
  ok(await first.handlers['keys:set-active']({ id: full.key.id }))
  await first.close()

  const core = await createExplorerCore(options)
  const rec = record(core)
  open.push({ core, svc, dir, rec })
  ok(await rec.handlers['stats:get']({ requestId: 'after-restart' }))
  // Anything that tells the alerts about the keys again (here a rename of the key in use).
  ok(await rec.handlers['keys:update']({ id: full.key.id, label: 'Full access' }))
  const said = rec.events.filter((e) => e.event === 'log:did-alert').map((e) => e.payload as KeyAlert)
  assert.deepEqual(said, [], 'the refusal is 20 minutes old and of a key not in use')
})

test('a recorded expiry day is said from three days before it, in days', () => {
  const at = Date.parse('2026-11-27T15:00:00Z')
  const key = { id: 'k', label: 'Work' }
  assert.equal(expiringAlert({ ...key, expiresOn: '2026-12-01' }, at), null, 'four days ahead: not yet')
  assert.equal(expiringAlert({ ...key, expiresOn: '2026-11-30' }, at)?.title, '“Work” expires in 3 days')
  assert.equal(expiringAlert({ ...key, expiresOn: '2026-11-28' }, at)?.title, '“Work” expires tomorrow')
  assert.equal(expiringAlert({ ...key, expiresOn: '2026-11-27' }, at)?.title, '“Work” expires today')
  assert.equal(expiringAlert({ ...key, expiresOn: '2026-11-26' }, at), null, 'past: the refusal says it')
})
