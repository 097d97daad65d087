// Send again goes out with the key of the exchange, not whichever key is in use now, and says so when that key
// was removed or replaced. Real keychain, a real history.sqlite, the reference service over real HTTP.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { ReferenceService } from '../../../electron/service/index.ts'
import { coreOnServiceAroundTests } from '../../support/session-harness.ts'
import { err, ok, type Recorder } from '../../support/recorder.ts'

let svc: ReferenceService
let rec: Recorder

coreOnServiceAroundTests(
  {
    prefix: 'bx-send-again-',
    service: { bridges: 10, rateLimit: 1_000_000 },
  },
  (started) => {
    ;({ svc, rec } = started)
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
  assert.match(gone.message, /no longer saved: it was removed, or replaced by a new key\. Nothing was sent\./)
  assert.equal(await meSent(), before, 'no request went out')
})
