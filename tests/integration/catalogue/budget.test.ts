import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { backgroundCap } from '../../../electron/core/api/background-budget.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { listRequests, startCatalogue } from './catalogue-harness.ts'

// A short window so the walk spans several: 20 requests a second, 25 % of which is 5.
const LIMIT = 20
const WINDOW_MS = 1000
const BRIDGES = 2500

let svc: ReferenceService
let key = ''

before(async () => {
  svc = await startReferenceService({
    port: 0,
    bridges: BRIDGES,
    rateLimit: LIMIT,
    windowMs: WINDOW_MS,
    invalidAttempts: 1_000_000,
  })
  key = svc.demoKeys?.full ?? ''
})
after(() => svc.stop())

test('at a 25 % share the walk sends at most a quarter of each window, and the service answers no 429', async (t) => {
  const h = startCatalogue(svc.baseUrl, key)
  t.after(() => h.close())
  await h.until((s) => s.state === 'complete')
  const perWindow = new Map<number, number>()
  for (const r of h.sent) {
    const w = Math.floor(r.at / WINDOW_MS)
    perWindow.set(w, (perWindow.get(w) ?? 0) + 1)
  }
  assert.equal(listRequests(h.sent).length, Math.ceil(BRIDGES / 100))
  assert.equal(h.sent.filter((r) => r.status === 429).length, 0)
  assert.ok(perWindow.size >= 4, `the walk spanned ${perWindow.size} windows`)
  for (const [w, n] of perWindow)
    assert.ok(n <= backgroundCap(LIMIT, 0.25), `window ${w} saw ${n} requests, more than 25 % of ${LIMIT}`)
})

test('a user request during the walk goes out at once, before the background request waiting for the next window', async (t) => {
  const h = startCatalogue(svc.baseUrl, key, { keyId: 'user-first' })
  t.after(() => h.close())
  // Wait until a page request is held back by the share (the window's background part is spent).
  const end = Date.now() + 20_000
  while (h.client.scheduler.backgroundQueued === 0 && Date.now() < end)
    await new Promise((r) => setTimeout(r, 2))
  assert.equal(h.client.scheduler.backgroundQueued, 1)
  const before = h.sent.length
  const stats = await h.client.getStats()
  assert.equal(stats.meta.status, 200)
  const after = h.sent.slice(before)
  assert.equal(after[0]?.path, '/stats', 'the user request is the first to go out after the wait began')
  assert.equal(h.client.scheduler.state().queued, 0, 'it never queued behind the walk')
  await h.until((s) => s.state === 'complete')
})
