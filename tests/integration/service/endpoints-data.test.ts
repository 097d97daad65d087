// listBridges' q and category matching and the counters of schemas Stats and PublicProfile, checked against the
// service's own data.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { allPages, call, type Reply } from '../../support/http.ts'
import { fold, matchesQ, start, type Svc } from './service-fixture.ts'

let svc: Svc
before(async () => {
  svc = await start({ bridges: 150 })
})
after(() => svc.stop())

const slugs = (pages: Reply[]): string[] =>
  pages.flatMap((p) => p.body.data.map((b: { slug: string }) => b.slug))
describe('listBridges q and category matching (assumptions 7 and 8)', () => {
  const search = async (query: string): Promise<string[]> =>
    slugs(await allPages(svc, svc.keys.full, `limit=100&${query}`))

  it('assumption 7: q matches every word, case-insensitively, in title or suggestion', async () => {
    const b = svc.data.published()[10]!
    const w1 = b.title.split(/\s+/).find((w) => w.length > 3) ?? b.title
    const w2 = b.suggestion.split(/\s+/).find((w) => w.length > 4) ?? b.suggestion
    const q = `${w1.toUpperCase()}  ${w2.toLowerCase()}`
    const expected = svc.data
      .published()
      .filter((x) => matchesQ(x, q))
      .map((x) => x.slug)
    assert.ok(expected.includes(b.slug))
    assert.deepEqual(await search(`q=${encodeURIComponent(q)}`), expected)
  })

  it('assumption 7: q is accent-insensitive both ways (é in the query matches e, and the reverse)', async () => {
    const b = svc.data.published().find((x) => /e/i.test(x.title))!
    const word = b.title.split(/\s+/).find((w) => /e/i.test(w))!
    const accented = word.replace(/e/i, 'é')
    const expected = svc.data
      .published()
      .filter((x) => matchesQ(x, word))
      .map((x) => x.slug)
    assert.deepEqual(await search(`q=${encodeURIComponent(accented)}`), expected)
    const withMark = svc.data.published().find((x) => fold(x.title) !== x.title.toLowerCase())
    if (withMark) {
      const w = withMark.title.split(/\s+/).find((t) => fold(t) !== t.toLowerCase())!
      assert.ok((await search(`q=${encodeURIComponent(fold(w))}`)).includes(withMark.slug))
    }
  })

  it('assumption 7: a word found nowhere gives an empty first page', async () => {
    const r = await call(svc, '/bridges?q=zzqqxxnotaword', { key: svc.keys.full })
    assert.deepEqual([r.body.data, r.body.has_more, r.body.next_cursor], [[], false, null])
  })

  it('assumption 8: category matches exactly, case-insensitively', async () => {
    const cat = svc.data.published()[0]!.category
    const expected = svc.data
      .published()
      .filter((x) => x.category === cat)
      .map((x) => x.slug)
    assert.deepEqual(await search(`category=${encodeURIComponent(cat.toUpperCase())}`), expected)
  })

  it('assumption 8: an unknown category returns an empty page, not an error', async () => {
    const r = await call(svc, '/bridges?category=astronomy', { key: svc.keys.full })
    assert.equal(r.status, 200)
    assert.deepEqual([r.body.data, r.body.has_more, r.body.next_cursor], [[], false, null])
  })

  it('assumption 8: the reference service has exactly the 8 documented categories', () => {
    const eight = [
      'community',
      'culture',
      'economy',
      'education',
      'environment',
      'health',
      'technology',
      'transport',
    ]
    assert.deepEqual([...svc.data.categories].sort(), eight)
    assert.ok(svc.data.published().every((b) => eight.includes(b.category)))
  })
})

describe('schemas Stats and PublicProfile: counters agree with the published data', () => {
  it('PublicProfile: counters equal the sums over its published bridges, listed newest first', async () => {
    const users = [...new Set(svc.data.published().map((b) => b.suggestor.username))].slice(0, 5)
    for (const u of users) {
      const mine = svc.data.published().filter((b) => b.suggestor.username === u)
      const r = await call(svc, `/profiles/${encodeURIComponent(u)}`, { key: svc.keys.full })
      assert.equal(r.body.bridge_count, mine.length)
      assert.equal(
        r.body.total_passes,
        mine.reduce((s, b) => s + b.passes, 0),
      )
      assert.deepEqual(
        r.body.bridges,
        mine.map((b) => ({ slug: b.slug, passes: b.passes })),
      )
    }
  })

  it('Stats: /stats equals aggregates of the published bridges', async () => {
    const pub = svc.data.published()
    const r = await call(svc, '/stats', { key: svc.keys.full })
    const mean = pub.reduce((s, b) => s + b.score, 0) / pub.length
    assert.deepEqual(r.body, {
      bridges: pub.length,
      suggestors: new Set(pub.map((b) => b.suggestor.username)).size,
      passes: pub.reduce((s, b) => s + b.passes, 0),
      avg_score: Math.round(mean * 100) / 100,
    })
  })
})
