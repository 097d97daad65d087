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

test('a top-up reads the newest pages until one holds nothing new, and picks up what was published since', async (t) => {
  const h = startCatalogue(svc.baseUrl, key, { keyId: 'top-up', topUpIntervalMs: 300 })
  t.after(() => h.close())
  await h.until((s) => s.state === 'complete')
  const walked = listRequests(h.sent).length
  svc.control.publishNow(5)
  const s = await h.until((s) => s.rows === 1234 + 5)
  assert.equal(s.state, 'complete')
  assert.ok(listRequests(h.sent).length > walked)
  const c = h.catalogue.current()
  assert.ok(c)
  assert.deepEqual(
    c.reader.search(c.service, { limit: 5 }).rows.map((b) => b.id),
    svc.data
      .published()
      .slice(0, 5)
      .map((b) => b.id),
  )
  // With nothing new, each later top-up costs one request: its first page holds only known, unchanged rows.
  await new Promise((r) => setTimeout(r, 300)) // the top-up that found the new rows reads its last page
  const before = listRequests(h.sent).length
  await new Promise((r) => setTimeout(r, 1000))
  const later = listRequests(h.sent).slice(before)
  assert.ok(later.length >= 1)
  assert.ok(
    later.every((r) => !r.path.includes('cursor=')),
    'only first pages',
  )
})
