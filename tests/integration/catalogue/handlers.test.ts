import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { catalogueHandlers } from '../../../electron/core/catalogue/catalogue-handlers.ts'
import {
  catalogueChannels,
  catalogueEventChannels,
  type CatalogueChannel,
} from '../../../shared/ipc/catalogue.ts'
import { listRequests, startCatalogue } from './catalogue-harness.ts'

let svc: ReferenceService
let key = ''

before(async () => {
  svc = await startReferenceService({
    port: 0,
    bridges: 400,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
  })
  key = svc.demoKeys?.full ?? ''
})
after(() => svc.stop())

const check = (channel: CatalogueChannel, payload: unknown): boolean =>
  (catalogueChannels[channel].request as (x: unknown, p?: string) => { ok: boolean })(payload, 'payload').ok

test('payloads are checked at the boundary: shares, sorts, limits and slug lists out of range are refused', () => {
  assert.ok(check('catalogue:settings', { sharePercent: 25 }))
  assert.ok(!check('catalogue:settings', { sharePercent: 30 }), 'only 10, 25, 50 or 100')
  assert.ok(!check('catalogue:settings', { refreshIntervalMs: 1000 }), 'at least an hour')
  assert.ok(check('catalogue:search', { q: 'ferry', sort: 'passes', offset: 0, limit: 50 }))
  assert.ok(!check('catalogue:search', { sort: 'random' }))
  assert.ok(!check('catalogue:search', { limit: 1000 }))
  assert.ok(!check('catalogue:search', { extra: 1 }), 'unknown fields are refused')
  assert.ok(check('catalogue:titles', { slugs: ['a', 'b'] }))
  assert.ok(!check('catalogue:titles', { slugs: Array.from({ length: 1001 }, () => 'x') }))
  assert.ok(!check('catalogue:titles', { slugs: [1] }))
  assert.ok(check('catalogue:status', undefined))
  assert.deepEqual([...catalogueEventChannels], ['catalogue:did-change'])
})

test('settings, delete and rebuild through the handlers: the share reaches the key budget, delete empties and stops', async (t) => {
  const changes: string[] = []
  const h = startCatalogue(svc.baseUrl, key, { onChange: (s) => changes.push(s.state) })
  t.after(() => h.close())
  const handlers = catalogueHandlers(h.catalogue)
  await h.until((s) => s.state === 'complete')
  const set = await handlers['catalogue:settings']({
    sharePercent: 50,
    refreshIntervalMs: 3_600_000,
    enabled: undefined,
  })
  assert.equal(set.sharePercent, 50)
  assert.equal(set.refreshIntervalMs, 3_600_000)
  assert.ok(changes.includes('building') && changes.includes('complete'), 'catalogue:did-change heard')

  const removed = await handlers['catalogue:delete'](undefined)
  assert.equal(removed.status.state, 'off')
  assert.equal(removed.status.rows, 0)
  assert.equal(
    (
      await handlers['catalogue:search']({
        q: undefined,
        category: undefined,
        sort: undefined,
        offset: undefined,
        limit: undefined,
        includeGone: undefined,
        verified: undefined,
        by: undefined,
        categories: undefined,
        passes: undefined,
        score: undefined,
        published: undefined,
      })
    ).total,
    0,
  )
  const sent = listRequests(h.sent).length
  await new Promise((r) => setTimeout(r, 300))
  assert.equal(listRequests(h.sent).length, sent, 'a deleted catalogue is not walked again')

  await handlers['catalogue:rebuild'](undefined)
  const s = await h.until((s) => s.state === 'complete' && s.rows === 400)
  assert.equal(s.sharePercent, 50)
  assert.equal(h.client.scheduler.backgroundShare, 0.5)
  assert.equal(
    (await handlers['catalogue:facets'](undefined)).categories.reduce((n, c) => n + c.count, 0),
    400,
  )
  assert.ok((await handlers['catalogue:insights'](undefined)).perMonth.length > 0)
  assert.equal((await handlers['catalogue:lookup']({ text: svc.data.published()[0]?.id ?? '' })).kind, 'id')
})
