import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { BridgeRecord } from '../../../electron/service/types.ts'
import { catalogueHandlers } from '../../../electron/core/catalogue/catalogue-handlers.ts'
import { catalogueChannels } from '../../../shared/ipc/catalogue.ts'
import { completeCatalogue } from './catalogue-harness.ts'

const cat = completeCatalogue(1500)

const ids = (rows: readonly { id: string }[]): string[] => rows.map((b) => b.id)
/** The categories the data holds, most bridges first. */
const categoriesByCount = (): string[] => {
  const n = new Map<string, number>()
  for (const b of cat.all()) n.set(b.category, (n.get(b.category) ?? 0) + 1)
  return [...n].sort((a, b) => b[1] - a[1]).map(([c]) => c)
}
const countBy = (rows: readonly BridgeRecord[]): Map<string, number> => {
  const n = new Map<string, number>()
  for (const b of rows) n.set(b.category, (n.get(b.category) ?? 0) + 1)
  return n
}

test('several categories at once list the bridges of any of them, newest first, with their total', () => {
  const [a, b] = categoriesByCount()
  assert.ok(a !== undefined && b !== undefined)
  const expected = cat.all().filter((x) => x.category === a || x.category === b)
  const got = cat.reader().search(cat.service(), { categories: [a.toUpperCase(), b], limit: 2000 })
  assert.equal(got.total, expected.length)
  assert.deepEqual(ids(got.rows), ids(expected))
})

test('ranges of passes, score and publication day keep the bridges inside every bound (bounds included)', () => {
  const passes = cat
    .all()
    .map((b) => b.passes)
    .sort((x, y) => x - y)
  const lo = passes[Math.floor(passes.length / 4)] ?? 0
  const hi = passes[Math.floor((passes.length * 3) / 4)] ?? 0
  const day = [...cat.all()].map((b) => b.published_at.slice(0, 10)).sort()
  const from = day[Math.floor(day.length / 3)] ?? ''
  const to = day[Math.floor((day.length * 2) / 3)] ?? ''
  const expected = cat
    .all()
    .filter(
      (b) =>
        b.passes >= lo &&
        b.passes <= hi &&
        b.score >= 20 &&
        b.published_at.slice(0, 10) >= from &&
        b.published_at.slice(0, 10) <= to,
    )
  const got = cat.reader().search(cat.service(), {
    passes: { min: lo, max: hi },
    score: { min: 20 },
    published: { from, to },
    limit: 2000,
  })
  assert.ok(expected.length > 10)
  assert.equal(got.total, expected.length)
  assert.deepEqual(ids(got.rows), ids(expected))
})

test('range + categories + sort by score: the best scored of those categories inside the range', () => {
  const [a, b] = categoriesByCount()
  const expected = cat
    .all()
    .filter((x) => (x.category === a || x.category === b) && x.passes >= 10)
    .sort((x, y) => y.score - x.score)
  const got = cat.reader().search(cat.service(), {
    categories: [a ?? '', b ?? ''],
    passes: { min: 10 },
    sort: 'score',
    limit: 40,
  })
  assert.equal(got.total, expected.length)
  assert.deepEqual(ids(got.rows), ids(expected.slice(0, 40)))
})

test('a misspelt category finds the category the catalogue holds, and says which it used', () => {
  const category = categoriesByCount().find((c) => c.length >= 7) ?? ''
  const typo = `${category.slice(0, 3)}${category.slice(4)}` // one letter left out
  const expected = cat.all().filter((b) => b.category === category)
  const got = cat.reader().search(cat.service(), { categories: [typo], limit: 5 })
  assert.equal(got.total, expected.length)
  assert.deepEqual(got.categories, [{ asked: typo, matched: category }])
  const none = cat.reader().search(cat.service(), { categories: ['zzzzzzzzzz'], limit: 5 })
  assert.equal(none.total, 0)
  assert.deepEqual(none.categories, [{ asked: 'zzzzzzzzzz', matched: null }])
})

test('facet counts follow the words, ranges and verified filter, and ignore the chosen categories', () => {
  const first =
    cat
      .all()[5]
      ?.title.split(/\s+/)
      .find((w) => w.length >= 4) ?? ''
  const word = first.toLowerCase().replace(/[^a-z]/g, '')
  const [a] = categoriesByCount()
  const q = cat.reader().search(cat.service(), { q: word, limit: 2000 })
  const matchIds = new Set(ids(q.rows))
  const matching = cat.all().filter((b) => matchIds.has(b.id) && b.passes >= 5 && b.suggestor.verified)
  const f = cat.reader().queryFacets(cat.service(), {
    q: word,
    passes: { min: 5 },
    verified: true,
    categories: [a ?? ''],
  })
  assert.ok(matching.length > 0)
  assert.deepEqual(new Map(f.categories.map((c) => [c.category, c.count])), countBy(matching))
  // The split by suggestors keeps the chosen categories (it is the other filter); the total is the whole filter's.
  const inA = cat.all().filter((b) => matchIds.has(b.id) && b.passes >= 5 && b.category === a)
  assert.equal(f.verified.bridges, inA.filter((b) => b.suggestor.verified).length)
  assert.equal(f.unverified.bridges, inA.filter((b) => !b.suggestor.verified).length)
  assert.equal(f.total, inA.filter((b) => b.suggestor.verified).length)
})

test('facet counts of no filter are the whole catalogue’s', () => {
  const f = cat.reader().queryFacets(cat.service(), {})
  assert.deepEqual(new Map(f.categories.map((c) => [c.category, c.count])), countBy(cat.all()))
  const whole = cat.reader().facets(cat.service())
  assert.deepEqual(f.categories, whole.categories)
  assert.deepEqual(
    [f.verified.bridges, f.unverified.bridges],
    [whole.verified.bridges, whole.unverified.bridges],
  )
  assert.equal(f.total, cat.all().length)
})

test('the facets channel answers for a query; a range upside down or a day that is not one is refused by name', async () => {
  const handlers = catalogueHandlers(cat.harness().catalogue)
  const f = await handlers['catalogue:query-facets']({
    q: undefined,
    category: undefined,
    categories: undefined,
    verified: undefined,
    by: undefined,
    passes: undefined,
    published: undefined,
    score: { min: 50 },
  })
  assert.deepEqual(
    new Map(f.categories.map((c) => [c.category, c.count])),
    countBy(cat.all().filter((b) => b.score >= 50)),
  )
  const check = catalogueChannels['catalogue:search'].request
  const bad = check({ passes: { min: 10, max: 2 } })
  assert.equal(bad.ok, false)
  assert.match(bad.ok ? '' : bad.error, /passes.*min.*10.*max.*2/)
  const day = check({ published: { from: '2025-13-40' } })
  assert.equal(day.ok, false)
  assert.match(day.ok ? '' : day.error, /published\.from/)
  assert.equal(check({ categories: ['health', 'transport'], score: { max: 90 } }).ok, true)
})

test('insights scoped to a query count only its bridges: categories, months, top suggestors and scores', () => {
  const [a, b] = categoriesByCount()
  const f = { categories: [a ?? '', b ?? ''], score: { min: 30 } }
  const rows = cat.all().filter((x) => (x.category === a || x.category === b) && x.score >= 30)
  const i = cat.reader().queryInsights(cat.service(), f)
  assert.deepEqual(
    new Map(i.byCategory.map((c) => [c.category, [c.bridges, c.passes]])),
    new Map(
      [...countBy(rows)].map(([c, n]) => [
        c,
        [n, rows.filter((x) => x.category === c).reduce((s, x) => s + x.passes, 0)],
      ]),
    ),
  )
  assert.equal(
    i.perMonth.reduce((n, m) => n + m.count, 0),
    rows.length,
  )
  assert.equal(i.firstPublishedAt, rows.map((x) => x.published_at).sort()[0])
  const passes = new Map<string, number>()
  for (const x of rows) passes.set(x.suggestor.username, (passes.get(x.suggestor.username) ?? 0) + x.passes)
  const top = [...passes].sort((p, q) => q[1] - p[1] || (p[0] < q[0] ? -1 : 1)).slice(0, 10)
  assert.deepEqual(
    i.topByPasses.map((s) => [s.username, s.passes]),
    top,
  )
  for (const bin of i.scoreHistogram)
    assert.equal(bin.count, rows.filter((x) => x.score >= bin.from && x.score < bin.to).length)
  assert.ok(i.scoreHistogram.every((bin) => bin.from >= 30))
  // No filter: the whole catalogue's, as before.
  assert.deepEqual(cat.reader().queryInsights(cat.service(), {}), cat.reader().insights(cat.service()))
})
