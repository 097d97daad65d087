import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { BridgeRecord } from '../../../electron/service/types.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import type { CatalogueReader } from '../../../electron/core/catalogue/catalogue-queries.ts'
import { lookup } from '../../../electron/core/catalogue/catalogue-lookup.ts'
import { catalogueHandlers } from '../../../electron/core/catalogue/catalogue-handlers.ts'
import { startCatalogue, type Harness } from './catalogue-harness.ts'

let svc: ReferenceService
let h: Harness
let reader: CatalogueReader
let service = 0
let all: readonly BridgeRecord[] = []

before(async () => {
  svc = await startReferenceService({
    port: 0,
    bridges: 1500,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
  })
  h = startCatalogue(svc.baseUrl, svc.demoKeys?.full ?? '')
  await h.until((s) => s.state === 'complete')
  const c = h.catalogue.current()
  assert.ok(c)
  ;({ reader, service } = c)
  all = svc.data.published()
})
after(async () => {
  await h.close()
  await svc.stop()
})

/** The words of a text, folded as FTS5's unicode61 tokenizer with remove_diacritics does (written independently). */
const wordsOf = (s: string): string[] =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')

/** Newest first, ties by id descending (assumptions row 2): the service's own order, which `all` already has. */
const ids = (rows: readonly { id: string }[]): string[] => rows.map((b) => b.id)

test('search finds exactly the bridges with every typed word at the start of a word of the title, newest first', () => {
  const word = wordsOf(all[7]?.title ?? '').find((w) => w.length >= 4) ?? ''
  const prefix = word.slice(0, 3)
  const expected = all.filter((b) => wordsOf(b.title).some((w) => w.startsWith(prefix)))
  const got = reader.search(service, { q: prefix.toUpperCase(), limit: 2000 })
  assert.ok(expected.length > 1)
  assert.equal(got.total, expected.length)
  assert.deepEqual(ids(got.rows), ids(expected))
})

test('a category filter with sort by passes gives the most passed bridges of that category, with its total', () => {
  const category = all[0]?.category ?? ''
  const inCategory = all.filter((b) => b.category === category)
  // Sorted by passes; equal passes keep the service's order (newest first), as the catalogue's tie-break does.
  const expected = [...inCategory].sort((a, b) => b.passes - a.passes)
  const got = reader.search(service, { category, sort: 'passes', limit: 50 })
  assert.equal(got.total, inCategory.length)
  assert.deepEqual(ids(got.rows), ids(expected.slice(0, 50)))
})

test('a category is matched as the API matches it, whatever its case (assumptions row 8), and an unknown one finds none', () => {
  const category = all[3]?.category ?? ''
  const inCategory = all.filter((b) => b.category === category)
  for (const asked of [category.toUpperCase(), category[0]!.toUpperCase() + category.slice(1)]) {
    const got = reader.search(service, { category: asked, limit: 5 })
    assert.equal(got.total, inCategory.length, asked)
    assert.deepEqual(ids(got.rows), ids(inCategory.slice(0, 5)), asked)
    const listed = reader.listedAfter(service, { category: asked }, null, 5)
    assert.deepEqual(ids(listed.rows), ids(inCategory.slice(0, 5)), `${asked}, as export reads it`)
  }
  assert.equal(reader.search(service, { category: 'no-such-category', limit: 5 }).total, 0)
})

test('sort by score and by title, paged by offset', () => {
  const byScore = [...all].sort((a, b) => b.score - a.score)
  assert.deepEqual(
    ids(reader.search(service, { sort: 'score', offset: 40, limit: 20 }).rows),
    ids(byScore.slice(40, 60)),
  )
  const fold = (s: string): string => s.replace(/[A-Z]/g, (c) => c.toLowerCase())
  const byTitle = [...all].sort((a, b) =>
    fold(a.title) < fold(b.title) ? -1 : fold(a.title) > fold(b.title) ? 1 : 0,
  )
  assert.deepEqual(
    reader.search(service, { sort: 'title', limit: 30 }).rows.map((b) => b.title),
    byTitle.slice(0, 30).map((b) => b.title),
  )
})

test('the export reader pages every order the list offers by (sort key, row), giving the rows and order of the screen', () => {
  const category = all[2]?.category ?? ''
  for (const sort of ['newest', 'passes', 'score', 'title'] as const) {
    for (const f of [{}, { verified: true }, { verified: false, category }] as const) {
      const screen = reader.search(service, { ...f, sort, includeGone: false, limit: 200 * 10 })
      const pages: string[] = []
      let after: string | null = null
      for (let guard = 0; guard < 1000; guard++) {
        const page = reader.listedAfter(service, { ...f, sort }, after, 37)
        pages.push(...ids(page.rows))
        if (page.next === null) break
        after = page.next
      }
      assert.ok(screen.rows.length > 37, `${sort} ${JSON.stringify(f)}: more than one page`)
      assert.deepEqual(pages, ids(screen.rows), `${sort} ${JSON.stringify(f)}`)
    }
  }
  // A position the reader did not write reads from the start, never as a row of another order.
  assert.deepEqual(
    ids(reader.listedAfter(service, { sort: 'passes' }, 'not a position', 3).rows),
    ids(reader.search(service, { sort: 'passes', includeGone: false, limit: 3 }).rows),
  )
})

test('facets count bridges per category and by verified suggestors, as the data holds them', () => {
  const f = reader.facets(service)
  const counts = new Map<string, number>()
  for (const b of all) counts.set(b.category, (counts.get(b.category) ?? 0) + 1)
  assert.deepEqual(new Map(f.categories.map((c) => [c.category, c.count])), counts)
  assert.equal(f.verified.bridges, all.filter((b) => b.suggestor.verified).length)
  assert.equal(f.unverified.bridges, all.filter((b) => !b.suggestor.verified).length)
  const people = (v: boolean): number =>
    new Set(all.filter((b) => b.suggestor.verified === v).map((b) => b.suggestor.username)).size
  assert.equal(f.verified.suggestors, people(true))
  assert.equal(f.unverified.suggestors, people(false))
})

test('the verified filter lists only bridges of verified suggestors, with their total, also within a category', () => {
  const category = all[0]?.category ?? ''
  const verified = all.filter((b) => b.suggestor.verified)
  const got = reader.search(service, { verified: true, sort: 'passes', limit: 200 })
  assert.equal(got.total, verified.length)
  assert.ok(got.rows.length > 0 && got.rows.every((b) => b.suggestor.verified))
  const inCategory = all.filter((b) => b.category === category && !b.suggestor.verified)
  assert.equal(reader.search(service, { verified: false, category, limit: 1 }).total, inCategory.length)
})

test('insights: passes by category, publications per month and the first publication, top suggestors, score histogram', () => {
  const i = reader.insights(service)
  for (const c of i.byCategory) {
    const rows = all.filter((b) => b.category === c.category)
    assert.equal(c.bridges, rows.length)
    assert.equal(
      c.passes,
      rows.reduce((n, b) => n + b.passes, 0),
    )
  }
  const months = new Map<string, number>()
  for (const b of all)
    months.set(b.published_at.slice(0, 7), (months.get(b.published_at.slice(0, 7)) ?? 0) + 1)
  assert.deepEqual(
    i.perMonth,
    [...months].sort(([a], [b]) => (a < b ? -1 : 1)).map(([month, count]) => ({ month, count })),
  )
  // The first month's start, so the chart can say whether it is whole (the data may start mid-month).
  assert.equal(i.firstPublishedAt, all.map((b) => b.published_at).sort()[0])
  const passes = new Map<string, number>()
  for (const b of all) passes.set(b.suggestor.username, (passes.get(b.suggestor.username) ?? 0) + b.passes)
  const top = [...passes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 10)
  assert.deepEqual(
    i.topByPasses.map((s) => [s.username, s.passes]),
    top,
  )
  assert.equal(
    i.scoreHistogram.reduce((n, b) => n + b.count, 0),
    all.length,
  )
  for (const bin of i.scoreHistogram)
    assert.equal(bin.count, all.filter((b) => b.score >= bin.from && b.score < bin.to).length)
})

test('get by id and by slug (any case); titles for a profile’s slugs', async () => {
  const b = all[42]
  assert.ok(b)
  const handlers = catalogueHandlers(h.catalogue)
  assert.equal((await handlers['catalogue:get']({ id: b.id, slug: undefined })).bridge?.slug, b.slug)
  assert.equal(
    (await handlers['catalogue:get']({ id: undefined, slug: b.slug.toUpperCase() })).bridge?.id,
    b.id,
  )
  const { titles } = await handlers['catalogue:titles']({ slugs: [b.slug, 'no-such-slug', '__proto__'] })
  assert.deepEqual(titles, { [b.slug]: b.title })
})

test('lookup classifies an id, a slug, a username and title words', () => {
  const b = all[3]
  assert.ok(b)
  assert.equal(lookup(reader, service, b.id).kind, 'id')
  assert.equal(lookup(reader, service, b.slug).kind, 'slug')
  const user = lookup(reader, service, `@${b.suggestor.username.toUpperCase()}`)
  assert.equal(user.kind, 'username')
  assert.deepEqual(user.usernames, [b.suggestor.username])
  const title = lookup(reader, service, b.title)
  assert.equal(title.kind, 'title')
  assert.ok(title.bridges.some((x) => x.id === b.id))
})

test('a misspelt username or title word is answered with the close spellings the catalogue holds', () => {
  const name = all.map((b) => b.suggestor.username).find((u) => u.length >= 7 && /^[a-z_]+$/.test(u)) ?? ''
  const typo = `${name.slice(0, 2)}${name[3]}${name[2]}${name.slice(4)}` // two letters swapped
  const r = lookup(reader, service, typo)
  assert.equal(r.kind, 'none')
  assert.ok(r.suggestions.usernames.includes(name), `${typo} → ${r.suggestions.usernames.join(', ')}`)

  const word = all.flatMap((b) => wordsOf(b.title)).find((w) => w.length >= 7 && /^[a-z]+$/.test(w)) ?? ''
  const misspelt = `${word.slice(0, 3)}q${word.slice(4)}`
  const t = lookup(reader, service, misspelt)
  assert.equal(t.kind, 'none')
  assert.ok(t.suggestions.titles.length > 0)
  for (const title of t.suggestions.titles) assert.ok(wordsOf(title).includes(word), `${title} holds ${word}`)
})

test('a suggestion the app read makes the bridge findable by the words of its suggestion', async () => {
  const b = all[11]
  assert.ok(b)
  const detail = await h.client.getBridge(b.slug)
  h.catalogue.noteDetail(svc.baseUrl, detail.value)
  const word = wordsOf(b.suggestion).find((w) => w.length >= 5 && !wordsOf(b.title).includes(w)) ?? ''
  const got = reader.search(service, { q: word, limit: 2000 })
  assert.ok(got.rows.some((x) => x.id === b.id && x.suggestion === b.suggestion && x.domain === b.domain))
})
