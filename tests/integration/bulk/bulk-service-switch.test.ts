// A bulk lookup belongs to the service it was started on (README.md, "Bulk lookup"): when the key in use becomes
// one of another service, the run pauses before its next call, resuming is refused with the reason, and with its
// own service in use again it goes on. Through the explorer core's handlers, with the real keychain, two reference
// services over real HTTP and real SQLite files.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { ok, type Recorder } from '../../support/recorder.ts'
import { coreOnServiceAroundTests } from '../../support/session-harness.ts'

let svc: ReferenceService
let rec: Recorder

coreOnServiceAroundTests(
  {
    prefix: 'bx-bulk-switch-',
    // Slow enough (4 requests a second) that the run is still asking when the key changes.
    service: { bridges: 20, rateLimit: 4, windowMs: 1000, invalidAttempts: 1_000_000 },
    demo: false,
  },
  (started) => {
    ;({ svc, rec } = started)
  },
)

test('a run pauses when the key in use changes service, refuses to resume there, and goes on at home', async (t) => {
  const other = await startReferenceService({ port: 0, bridges: 5, rateLimit: 1_000_000 })
  t.after(() => other.stop())
  const h = rec.handlers
  for (const k of ok(await h['keys:list'](undefined))) await h['keys:remove']({ id: k.id })
  const home = ok(
    await h['keys:add']({ key: svc.demoKeys!.full, label: 'home', serviceUrl: svc.baseUrl }),
  ).key
  const away = ok(
    await h['keys:add']({ key: other.demoKeys!.full, label: 'away', serviceUrl: other.baseUrl }),
  ).key
  ok(await h['keys:set-active']({ id: home.id }))

  const names = Array.from({ length: 24 }, (_, i) => `zz_nobody_${i}`)
  ok(await h['bulk:load']({ bulkId: 'bulk-s', part: 0, text: names.join('\n'), last: true }))
  const asking = rec.next('bulk:did-progress', (p) => p.bulkId === 'bulk-s' && p.serviceDone >= 2)
  ok(await h['bulk:start']({ bulkId: 'bulk-s', column: 0, header: false }))
  await asking
  const paused = rec.next('bulk:did-progress', (p) => p.bulkId === 'bulk-s' && p.state === 'paused')
  ok(await h['keys:set-active']({ id: away.id }))
  await paused

  const refused = await h['bulk:pause']({ bulkId: 'bulk-s', paused: false })
  assert.equal(refused.ok, false)
  assert.equal(!refused.ok && refused.error.code, 'bulk_other_service')
  // Nothing of the list was asked of the other service (each of its names is answered 404 `not_found` there).
  const asked = other.control.tally()[other.demoKeys!.full]?.byOutcome ?? {}
  assert.equal(asked['not_found'] ?? 0, 0, `the other service's answers: ${JSON.stringify(asked)}`)

  ok(await h['keys:set-active']({ id: home.id }))
  const done = rec.next('bulk:did-progress', (p) => p.bulkId === 'bulk-s' && p.state === 'done')
  ok(await h['bulk:pause']({ bulkId: 'bulk-s', paused: false }))
  await done
  const { rows } = ok(await h['bulk:rows']({ bulkId: 'bulk-s', offset: 0, limit: 100 }))
  assert.deepEqual(
    rows.map((r) => r.answer?.status),
    names.map(() => 'not-found'),
  )
})
