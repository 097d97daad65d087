import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { createApiClient, type ApiClient } from '../../../electron/core/api/index.ts'
import { estimateBulk } from '../../../electron/core/export/estimate.ts'
import { paginateBridges, type BulkFilters } from '../../../electron/core/export/paginate.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'

let svc: ReferenceService
let key = ''

before(async () => {
  svc = await startReferenceService({
    port: 0,
    bridges: 250,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
  })
  assert.ok(svc.demoKeys)
  key = svc.demoKeys.full
})
after(() => svc.stop())

const client = (): ApiClient =>
  createApiClient({ baseUrl: svc.baseUrl, getKey: async () => key, keyId: 'paginate' })

async function walk(filters: BulkFilters, signal?: AbortSignal): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = []
  let pages = 0
  for await (const p of paginateBridges(client(), filters, signal ? { signal } : {})) {
    ids.push(...p.page.map((b) => b.id))
    pages++
  }
  return { ids, pages }
}

const fold = (s: string): string => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

test('a walk visits every published bridge exactly once, newest first, 100 per page', async () => {
  const before = svc.requestCount()
  const { ids, pages } = await walk({})
  assert.deepEqual(
    ids,
    svc.data.published().map((b) => b.id),
  )
  assert.equal(new Set(ids).size, 250)
  assert.equal(pages, 3)
  assert.equal(svc.requestCount() - before, 3)
})

test('a walk with a small page size still visits every bridge once in order', async () => {
  const { ids, pages } = await walk({ limit: 7 })
  assert.deepEqual(
    ids,
    svc.data.published().map((b) => b.id),
  )
  assert.equal(pages, Math.ceil(250 / 7))
})

test('a category filter yields exactly the published bridges of that category', async () => {
  const category = 'transport'
  const expected = svc.data
    .published()
    .filter((b) => b.category === category)
    .map((b) => b.id)
  assert.ok(expected.length > 0, 'the dataset has transport bridges')
  const { ids } = await walk({ category: 'TRANSPORT', limit: 10 })
  assert.deepEqual(ids, expected)
})

test('a q filter yields exactly the bridges whose title or suggestion has the word', async () => {
  const q = 'cafe'
  const expected = svc.data
    .published()
    .filter((b) => fold(b.title).includes(q) || fold(b.suggestion).includes(q))
    .map((b) => b.id)
  assert.ok(expected.length > 0, 'the dataset has a bridge matching "cafe"')
  const { ids } = await walk({ q, limit: 5 })
  assert.deepEqual(ids, expected)
})

test('aborting after the first page sends no further request', async () => {
  const ac = new AbortController()
  const before = svc.requestCount()
  const seen: number[] = []
  await assert.rejects(
    async () => {
      for await (const p of paginateBridges(client(), { limit: 10 }, { signal: ac.signal })) {
        seen.push(p.page.length)
        ac.abort()
      }
    },
    { name: 'AbortError' },
  )
  assert.deepEqual(seen, [10])
  assert.equal(svc.requestCount() - before, 1)
})

test('the estimate without filters equals the requests a walk makes', async () => {
  const c = client()
  const e = await estimateBulk(c, {})
  assert.equal(e.total, 250)
  assert.equal(e.requests, 3)
  assert.equal(e.limit, 1_000_000)
  assert.equal(e.remaining !== null && e.remaining > 3, true)
  assert.equal(e.fitsInCurrentWindow, true)
  const before = svc.requestCount()
  await walk({})
  assert.equal(svc.requestCount() - before, e.requests)
})

test('the estimate with filters is unknown, bounded by the /stats total, and a known total costs no request', async () => {
  const c = client()
  await c.getStats() // the scheduler learns the budget, as it would from any earlier screen
  const before = svc.requestCount()
  const e = await estimateBulk(c, { q: 'bike' }, { knownTotal: 250 })
  assert.equal(svc.requestCount(), before)
  assert.equal(e.requests, null)
  assert.equal(e.upperBound, 3)
})

test('the estimate tells when a walk does not fit in what is left of the window', async () => {
  const small = await startReferenceService({ port: 0, bridges: 250, rateLimit: 5, windowMs: 60_000 })
  try {
    assert.ok(small.demoKeys)
    const smallKey = small.demoKeys.full
    const c = createApiClient({ baseUrl: small.baseUrl, getKey: async () => smallKey, keyId: 'paginate' })
    const e = await estimateBulk(c, { limit: 10 })
    assert.equal(e.requests, 25)
    assert.equal(e.limit, 5)
    assert.equal(e.remaining, 3, 'the /stats and first-page requests of the estimate used two of the five')
    assert.equal(e.fitsInCurrentWindow, false)
    assert.ok(e.resetAt !== null && e.resetAt > Date.now() - 1_000)
    // 3 now, then 22 more at 5 per window: the reset plus 4 further windows of 60 s.
    assert.ok(e.estimatedSeconds >= 4 * 60, `estimatedSeconds ${e.estimatedSeconds}`)
  } finally {
    await small.stop()
  }
})
