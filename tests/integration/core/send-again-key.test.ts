// Send again goes out with the key of the exchange, not whichever key is in use now, and says so when that key
// was removed or replaced. Real keychain, a real history.sqlite, the reference service over real HTTP.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { ReferenceService } from '../../../electron/service/index.ts'
import { coreOnServiceAroundTests } from '../../support/session-harness.ts'
import { err, ok, type Recorder } from '../../support/recorder.ts'

let svc: ReferenceService
let rec: Recorder
let dir: string

coreOnServiceAroundTests(
  {
    prefix: 'bx-send-again-',
    service: { bridges: 10, rateLimit: 1_000_000 },
  },
  (started) => {
    ;({ svc, rec, dir } = started)
  },
)

test('Send again of a 403 sent with the public-only key goes with that key, not the full-access key in use', async () => {
  const keys = svc.demoKeys!
  const pub = ok(
    await rec.handlers['keys:add']({ key: keys.publicOnly, serviceUrl: svc.baseUrl, label: 'Public' }),
  )
  const full = ok(await rec.handlers['keys:add']({ key: keys.full, serviceUrl: svc.baseUrl, label: 'Full' }))
  ok(await rec.handlers['keys:set-active']({ id: pub.key.id }))
  assert.equal(err(await rec.handlers['me:get']({ requestId: 'me-1' })).code, 'insufficient_scope')
  const [refused] = ok(await rec.handlers['log:search']({ text: '/me', limit: 1 }))
  assert.equal(refused?.status, 403)

  ok(await rec.handlers['keys:set-active']({ id: full.key.id }))
  const again = ok(await rec.handlers['log:send-again']({ id: refused!.id }))
  assert.deepEqual([again.status, again.keyLabel], [403, 'Public'], 'the key of the exchange, named')
  assert.ok(again.id !== null && again.id !== refused!.id, 'the new exchange is stored apart')
  const fresh = ok(await rec.handlers['log:get-exchange']({ id: again.id! }))
  assert.equal(fresh.entry.keyHint, refused!.keyHint)
  assert.equal(fresh.entry.status, 403)

  // The key that sent it is gone: nothing is sent with another key, and the user is told why.
  ok(await rec.handlers['keys:remove']({ id: pub.key.id }))
  const meSent = async (): Promise<number> => ok(await rec.handlers['log:search']({ text: '/me' })).length
  const before = await meSent()
  const gone = err(await rec.handlers['log:send-again']({ id: refused!.id }))
  assert.equal(gone.code, 'not_found')
  assert.match(
    gone.message,
    /is not saved: it was removed, replaced by a new key, or checked and never saved\. Nothing was sent\./,
  )
  assert.equal(await meSent(), before, 'no request went out')
})

test("Check and save: the check's requests carry the id the key is saved with, so Send again and key health know them", async () => {
  const keys = svc.demoKeys!
  const report = ok(await rec.handlers['keys:test']({ key: keys.meOnly, serviceUrl: svc.baseUrl }))
  assert.equal(report.state, 'active')
  const saved = ok(
    await rec.handlers['keys:add']({ key: keys.meOnly, serviceUrl: svc.baseUrl, label: 'Me only' }),
  )
  const checkRows = ok(await rec.handlers['log:search']({})).filter((r) =>
    r.keyHint.endsWith(saved.key.last4),
  )
  assert.ok(checkRows.length > 0, 'the check sent requests')
  const stats = checkRows.find((r) => r.path === '/stats')
  assert.ok(stats, 'the check asked /stats')

  // Send again of one of the check's requests goes with the key saved, and never says it is no longer saved.
  const again = ok(await rec.handlers['log:send-again']({ id: stats.id }))
  assert.equal(again.keyLabel, 'Me only')

  // Key health counts the check's requests as the saved key's.
  const health = ok(
    await rec.handlers['log:key-health']({ keyId: saved.key.id, from: 0, to: Date.now() + 60_000 }),
  )
  assert.equal(health.attempts, checkRows.length + 1, "the check's requests and the one sent again")
  ok(await rec.handlers['keys:remove']({ id: saved.key.id }))
})

test('a request logged before each request noted its key is not sent with the key in use: the user chooses', async () => {
  const keys = svc.demoKeys!
  // The full-access key saved by the first test, or saved now.
  const listed = ok(await rec.handlers['keys:list'](undefined)).find((k) => keys.full.endsWith(k.last4))
  const full =
    listed ??
    ok(await rec.handlers['keys:add']({ key: keys.full, serviceUrl: svc.baseUrl, label: 'Full' })).key
  const pub = ok(
    await rec.handlers['keys:add']({ key: keys.publicOnly, serviceUrl: svc.baseUrl, label: 'Public 2' }),
  )
  ok(await rec.handlers['keys:set-active']({ id: full.id }))
  ok(await rec.handlers['stats:get']({ requestId: 'old-row' }))
  const [old] = ok(await rec.handlers['log:search']({ text: '/stats', limit: 1 }))
  // As a row written before the key-id migration: no key id.
  const db = new DatabaseSync(join(dir, 'history.sqlite'))
  try {
    db.prepare('UPDATE request_exchanges SET key_id = NULL WHERE id = ?').run(old!.id)
  } finally {
    db.close()
  }
  const sentBefore = ok(await rec.handlers['log:search']({ text: '/stats' })).length

  const unknown = err(await rec.handlers['log:send-again']({ id: old!.id }))
  assert.equal(unknown.code, 'key_unknown')
  assert.match(
    unknown.message,
    /not known which saved key sent this request .* Nothing was sent; choose the key/,
  )
  assert.equal(
    ok(await rec.handlers['log:search']({ text: '/stats' })).length,
    sentBefore,
    'nothing went out',
  )

  // Chosen by the user: it goes with that key, named.
  const chosen = ok(await rec.handlers['log:send-again']({ id: old!.id, keyId: pub.key.id }))
  assert.equal(chosen.keyLabel, 'Public 2')
  ok(await rec.handlers['keys:remove']({ id: pub.key.id }))
})
