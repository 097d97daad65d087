// One suggestor's bridges (the list query's `by`, README "The catalogue"): the catalogue's channels list, count,
// facet, chart and export exactly that suggestor's bridges, whatever the case the name is typed in, in every order
// the list offers, with words, categories and the verified mark too. Through the explorer core's handlers: real
// keychain, the reference service over real HTTP, a real SQLite file, real files written.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import type { BridgeRecord, ReferenceService } from '../../../electron/service/index.ts'
import { ok, type Recorder } from '../../support/recorder.ts'
import { coreOnServiceAroundTests } from '../../support/session-harness.ts'

let svc: ReferenceService
let rec: Recorder
const BRIDGES = 1500

coreOnServiceAroundTests(
  {
    prefix: 'bx-catalogue-by-',
    service: { bridges: BRIDGES, rateLimit: 1_000_000, invalidAttempts: 1_000_000 },
    demo: false,
  },
  async (started) => {
    ;({ svc, rec } = started)
    ok(await rec.handlers['keys:add']({ key: svc.demoKeys!.full, label: 'Full', serviceUrl: svc.baseUrl }))
    ok(await rec.handlers['catalogue:settings']({ sharePercent: 100 }))
    const end = Date.now() + 60_000
    for (;;) {
      const s = ok(await rec.handlers['catalogue:status'](undefined))
      if (s.complete && s.rows === BRIDGES) break
      if (Date.now() > end) throw new Error(`timed out; last status: ${JSON.stringify(s)}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  },
)

/** The suggestor with the most bridges, and their bridges in the service's order (newest first). */
function busiest(): { name: string; theirs: BridgeRecord[] } {
  const all = svc.data.published()
  const n = new Map<string, number>()
  for (const b of all) n.set(b.suggestor.username, (n.get(b.suggestor.username) ?? 0) + 1)
  const [name] = [...n].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? ['']
  return { name, theirs: all.filter((b) => b.suggestor.username === name) }
}

/** Upper and lower case swapped: the name as someone might type it. */
const swapped = (s: string): string =>
  [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('')

const ids = (rows: readonly { id: string }[]): string[] => rows.map((b) => b.id)
const fold = (s: string): string => s.replace(/[A-Z]/g, (c) => c.toLowerCase())
const ORDERS: Record<'newest' | 'passes' | 'score' | 'title', (a: BridgeRecord, b: BridgeRecord) => number> =
  {
    // The service's order already; a stable sort keeps it for ties, as the catalogue's tie-break by row does.
    newest: () => 0,
    passes: (a, b) => b.passes - a.passes,
    score: (a, b) => b.score - a.score,
    title: (a, b) => (fold(a.title) < fold(b.title) ? -1 : fold(a.title) > fold(b.title) ? 1 : 0),
  }

test('the list of one suggestor holds exactly their bridges, in every order, whatever the case of the name', async () => {
  const { name, theirs } = busiest()
  assert.ok(theirs.length >= 3, `${name} has ${theirs.length} bridges`)
  for (const sort of ['newest', 'passes', 'score', 'title'] as const) {
    const got = ok(
      await rec.handlers['catalogue:search']({ by: swapped(name), sort, includeGone: false, limit: 200 }),
    )
    assert.equal(got.total, theirs.length, sort)
    assert.deepEqual(ids(got.rows), ids([...theirs].sort(ORDERS[sort])), sort)
  }
  const none = ok(await rec.handlers['catalogue:search']({ by: `${name}x`, includeGone: false }))
  assert.deepEqual([none.total, none.rows.length], [0, 0])
})

test('with words, a category and the verified mark, one suggestor narrows the rest of the query, counted alike', async () => {
  const { name, theirs } = busiest()
  const [first] = theirs
  assert.ok(first)
  const word = first.title.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? ''
  const withWord = (await searchAll({ by: name, q: word })).map((b) => b.id)
  assert.ok(withWord.includes(first.id))
  assert.ok(withWord.every((id) => theirs.some((b) => b.id === id)))
  const inCategory = theirs.filter((b) => b.category === first.category)
  const got = ok(
    await rec.handlers['catalogue:search']({
      by: name,
      category: first.category,
      verified: first.suggestor.verified,
      includeGone: false,
    }),
  )
  assert.equal(got.total, inCategory.length)
  assert.deepEqual(ids(got.rows), ids(inCategory))
  const otherMark = ok(
    await rec.handlers['catalogue:search']({ by: name, verified: !first.suggestor.verified }),
  )
  assert.equal(otherMark.total, 0)
})

async function searchAll(f: { by: string; q: string }): Promise<{ id: string }[]> {
  return ok(await rec.handlers['catalogue:search']({ ...f, includeGone: false, limit: 200 })).rows
}

test('facets and Insights follow one suggestor: their categories, their verified mark, their months', async () => {
  const { name, theirs } = busiest()
  const facets = ok(await rec.handlers['catalogue:query-facets']({ by: name }))
  const counts = new Map<string, number>()
  for (const b of theirs) counts.set(b.category, (counts.get(b.category) ?? 0) + 1)
  assert.deepEqual(new Map(facets.categories.map((c) => [c.category, c.count])), counts)
  const verified = theirs.filter((b) => b.suggestor.verified).length
  assert.deepEqual(
    [facets.verified.bridges, facets.unverified.bridges, facets.total],
    [verified, theirs.length - verified, theirs.length],
  )
  const insights = ok(await rec.handlers['catalogue:query-insights']({ by: name }))
  assert.deepEqual(
    insights.topByBridges.map((s) => [s.username, s.bridges]),
    [[name, theirs.length]],
  )
  assert.equal(
    insights.perMonth.reduce((n, m) => n + m.count, 0),
    theirs.length,
  )
})

test('an export of one suggestor from the catalogue writes their rows in the order on screen; the service cannot', async () => {
  const { name, theirs } = busiest()
  const json = ok(
    await rec.handlers['export:start']({
      exportId: 'cat-by',
      format: 'json',
      from: 'catalogue',
      by: swapped(name),
      sort: 'passes',
    }),
  )
  const rows = JSON.parse(await readFile(json.file, 'utf8')) as { id: string }[]
  assert.deepEqual(ids(rows), ids([...theirs].sort(ORDERS.passes)))
  const r = await rec.handlers['export:start']({ exportId: 'svc-by', format: 'csv', by: name })
  assert.ok(!r.ok)
  assert.equal(r.error.code, 'invalid_input')
  assert.match(
    r.error.message,
    /one suggestor, several categories or ranges; export this list from the catalogue/,
  )
})

test('a disguised or oversize name is refused at the boundary with the field named, and nothing is listed', async () => {
  for (const by of ['li\u202eberg', 'x'.repeat(201)]) {
    const r = await rec.handlers['catalogue:search']({ by })
    assert.ok(!r.ok, by)
    assert.equal(r.error.field, 'by')
  }
})
