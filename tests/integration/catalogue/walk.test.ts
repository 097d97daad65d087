import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { listRequests, startCatalogue } from './catalogue-harness.ts'

let svc: ReferenceService
let key = ''

before(async () => {
  svc = await startReferenceService({
    port: 0,
    bridges: 1234,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
  })
  key = svc.demoKeys?.full ?? ''
})
after(() => svc.stop())

test('a full walk makes exactly ceil(bridges / 100) list requests, gets no 429, and holds every bridge once', async (t) => {
  const h = startCatalogue(svc.baseUrl, key)
  t.after(() => h.close())
  const s = await h.until((s) => s.state === 'complete')
  assert.equal(listRequests(h.sent).length, Math.ceil(1234 / 100))
  assert.equal(h.sent.filter((r) => r.status === 429).length, 0)
  assert.equal(s.rows, 1234)
  assert.equal(s.gone, 0)
  assert.equal(s.estimatedTotal, 1234)
  assert.match(s.text, /^Catalogue: 1,234 bridges, complete/)
  const c = h.catalogue.current()
  assert.ok(c)
  const ids = svc.data.published().map((b) => b.id)
  const page = c.reader.search(c.service, { limit: 2000, sort: 'newest' })
  assert.equal(page.total, 1234)
  assert.deepEqual(
    page.rows.map((b) => b.id),
    ids,
    'newest first, as the service lists them',
  )
})
