// A key known to lack a scope does not send what the service would refuse (README, "Missing scopes"), and a 403 for
// a missing scope can name the saved key that has it. Real keychain, the reference service over real HTTP (which
// counts every request per key), a real history.sqlite.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { ReferenceService } from '../../../electron/service/index.ts'
import { err, ok, type Recorder } from '../../support/recorder.ts'
import { ownerKey, coreOnServiceAroundTests } from '../../support/session-harness.ts'

let svc: ReferenceService
let rec: Recorder
const keys = { meOnly: '', full: '' }
const ids = { meOnly: '', full: '' }

coreOnServiceAroundTests(
  {
    prefix: 'bx-scope-not-sent-',
    service: { bridges: 20, rateLimit: 1_000_000, invalidAttempts: 1_000_000 },
    demo: false,
  },
  async (started) => {
    ;({ svc, rec } = started)
    keys.meOnly = await ownerKey(svc, { scopes: ['read:me'] })
    keys.full = await ownerKey(svc, { scopes: ['read:public', 'read:me'] })
  },
)

/** Requests the service received with `key`, whatever their answer. */
const sentWith = (key: string): number =>
  Object.values(svc.control.tally()[key]?.byOutcome ?? {}).reduce((a, b) => a + b, 0)

/** Checks a key (`keys:test`, 2 requests: /me and /stats) and saves it with what the check found. */
async function checkAndSave(key: string, label: string): Promise<string> {
  ok(await rec.handlers['keys:test']({ key, serviceUrl: svc.baseUrl }))
  return ok(await rec.handlers['keys:add']({ key, label, serviceUrl: svc.baseUrl })).key.id
}

test('a read:me-only key sends nothing that needs read:public once its check proved the scope missing', async () => {
  ids.meOnly = await checkAndSave(keys.meOnly, 'Me only')
  assert.equal(sentWith(keys.meOnly), 2, 'the check sent /me and /stats')
  const stats = err(await rec.handlers['stats:get']({ requestId: 'scope-stats' }))
  const bridge = err(await rec.handlers['bridges:get']({ requestId: 'scope-bridge', slug: 'any-bridge' }))
  for (const refused of [stats, bridge]) {
    assert.equal(refused.code, 'insufficient_scope')
    assert.equal(refused.missingScope, 'read:public')
    assert.equal(refused.status, null, 'no answer: nothing was sent')
    assert.match(refused.message, /not sent: this key lacks read:public/)
  }
  // What the key may do still goes out.
  ok(await rec.handlers['me:get']({ requestId: 'scope-me' }))
  assert.equal(sentWith(keys.meOnly), 3, 'only /me went out after the check (no poll, no stats, no bridge)')
})

test('keys:with-scope names the saved key of the same service that has the missing scope', async () => {
  assert.equal(ok(await rec.handlers['keys:with-scope']({ scope: 'read:public' })), null, 'no other key yet')
  ids.full = await checkAndSave(keys.full, 'Full')
  const target = ok(await rec.handlers['keys:list'](undefined)).find((k) => k.active)
  assert.equal(target?.id, ids.meOnly, 'the key in use is still the read:me-only one')
  assert.deepEqual(ok(await rec.handlers['keys:with-scope']({ scope: 'read:public' })), {
    id: ids.full,
    label: 'Full',
  })
  assert.equal(err(await rec.handlers['keys:with-scope']({ scope: 'write:all' })).code, 'invalid_payload')
})

test('checking the key again sends its requests even for the scope it lacks; switching keys lets them out', async () => {
  const before = sentWith(keys.meOnly)
  const report = ok(await rec.handlers['keys:check']({ id: ids.meOnly }))
  assert.deepEqual(report.scopes.missing, ['read:public'])
  assert.equal(sentWith(keys.meOnly), before + 2, 'the check asked /me and /stats')
  ok(await rec.handlers['keys:set-active']({ id: ids.full }))
  const fullBefore = sentWith(keys.full)
  ok(await rec.handlers['stats:get']({ requestId: 'scope-stats-full' }))
  assert.ok(sentWith(keys.full) > fullBefore, 'the key that has read:public sends /stats')
})
