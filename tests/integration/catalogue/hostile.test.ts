import assert from 'node:assert/strict'
import type http from 'node:http'
import { after, before, test } from 'node:test'
import { summary } from '../../fixtures/hostile/builders.ts'
import { startHostileServer, type HostileServer } from '../../support/hostile-server.ts'
import { json, rateHeaders, startScriptedServer } from '../../support/scripted-server.ts'
import { MAX_FIELD_CHARS } from '../../../electron/core/catalogue/catalogue-rows.ts'
import { listRequests, startCatalogue, type Harness } from './catalogue-harness.ts'

let hostile: HostileServer
before(async () => {
  hostile = await startHostileServer()
})
after(() => hostile.close())

/** Walks one hostile case to its end (complete, paused, or failing and retrying) and returns the harness. */
async function walkCase(
  caseId: string,
  t: { after(fn: () => Promise<void>): void },
  maxPages?: number,
): Promise<Harness> {
  const h = startCatalogue(hostile.baseUrlFor(caseId), 'any-key', maxPages === undefined ? {} : { maxPages })
  t.after(() => h.close())
  await h.until((s) => s.state === 'complete' || s.state === 'paused' || s.lastError !== null)
  return h
}

function ids(h: Harness): string[] {
  const c = h.catalogue.current()
  assert.ok(c)
  return c.reader.search(c.service, { limit: 20_000 }).rows.map((b) => b.id)
}

test('a 1 MB title is kept cut to its first characters, and the walk completes', async (t) => {
  const h = await walkCase('list-title-1mb', t)
  assert.equal(h.catalogue.status().state, 'complete')
  const c = h.catalogue.current()
  assert.ok(c)
  const [row] = c.reader.search(c.service, {}).rows
  assert.equal(row?.title.length, MAX_FIELD_CHARS)
})

test('an id on two pages is held once, with the later copy', async (t) => {
  const h = await walkCase('list-duplicate-across-pages', t)
  assert.equal(h.catalogue.status().state, 'complete')
  assert.equal(ids(h).length, 5)
  assert.equal(new Set(ids(h)).size, 5)
})

test('an id twice on one page is held once', async (t) => {
  const h = await walkCase('list-duplicate-within-page', t)
  assert.deepEqual(ids(h).length, 1)
})

test('a cursor that points back at a page already read stops the walk at its bound, and says so', async (t) => {
  const h = await walkCase('list-cursor-cycle', t)
  const s = h.catalogue.status()
  assert.equal(s.state, 'paused')
  assert.equal(s.pause?.reason, 'bound_reached')
  assert.match(s.text, /bound/)
  assert.equal(listRequests(h.sent).length, 2, 'the page that points back is the last one read')
  assert.equal(s.rows, 3, 'its rows are kept')
})

test('an empty page with has_more leads on to the rows of the next one', async (t) => {
  const h = await walkCase('list-empty-page-more', t)
  assert.equal(h.catalogue.status().state, 'complete')
  assert.equal(ids(h).length, 1)
})

test('has_more without a cursor is a failure in words, retried later, never a crash', async (t) => {
  const h = await walkCase('list-more-without-cursor', t)
  const s = h.catalogue.status()
  assert.match(s.lastError ?? '', /no cursor/)
  assert.match(s.text, /failed/)
})

test('a page of 10,000 bridges is held whole', async (t) => {
  const h = await walkCase('list-10000-items', t)
  assert.equal(h.catalogue.status().rows, 10_000)
})

/** A list server whose pages the test sets: every request of `/bridges` gets `pages[cursor ?? '']`. */
async function pagedServer(pages: () => Record<string, unknown>) {
  const server = await startScriptedServer()
  const reset = Math.ceil(Date.now() / 1000) + 3600
  const handler = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://x')
    const h = rateHeaders(100_000, 99_999, reset)
    if (url.pathname.endsWith('/stats'))
      return json(200, { bridges: 3, suggestors: 1, passes: 1, avg_score: 1 }, h)(req, res)
    const page = pages()[url.searchParams.get('cursor') ?? '']
    return json(200, page ?? { data: [], has_more: false, next_cursor: null }, h)(req, res)
  }
  server.script(...Array.from({ length: 500 }, () => handler))
  return server
}

test('control characters and bidi marks in titles are held verbatim and searchable by their words', async (t) => {
  const title = 'Ferry\u0000 \u001b[31mred\u001b[0m \u202Eharbour\u202C'
  const server = await pagedServer(() => ({
    '': { data: [summary(1, { title })], has_more: false, next_cursor: null },
  }))
  t.after(() => server.close())
  const h = startCatalogue(server.baseUrl, 'k')
  t.after(() => h.close())
  await h.until((s) => s.state === 'complete')
  const c = h.catalogue.current()
  assert.ok(c)
  assert.equal(c.reader.search(c.service, { q: 'harbour' }).rows[0]?.title, title)
})

test('a list that never ends stops at the page bound and says so', async (t) => {
  let n = 0
  const server = await pagedServer(() => {
    n++
    const next = `c${n}`
    return Object.fromEntries(
      ['', ...Array.from({ length: n + 1 }, (_, i) => `c${i}`)].map((cur) => [
        cur,
        { data: [summary(n)], has_more: true, next_cursor: next },
      ]),
    )
  })
  t.after(() => server.close())
  const h = startCatalogue(server.baseUrl, 'k', { maxPages: 12 })
  t.after(() => h.close())
  const s = await h.until((s) => s.state === 'paused')
  assert.equal(s.pause?.reason, 'bound_reached')
  assert.equal(listRequests(h.sent).length, 12)
})

test('rows a later complete walk no longer sees are marked gone, shown as gone, not dropped', async (t) => {
  let rows = [summary(1), summary(2), summary(3)]
  const server = await pagedServer(() => ({ '': { data: rows, has_more: false, next_cursor: null } }))
  t.after(() => server.close())
  const h = startCatalogue(server.baseUrl, 'k')
  t.after(() => h.close())
  await h.until((s) => s.state === 'complete' && s.rows === 3)
  rows = [summary(1), summary(3)]
  await h.catalogue.rebuild()
  const s = await h.until((s) => s.state === 'complete' && s.gone === 1)
  assert.equal(s.rows, 2)
  assert.match(s.text, /1 no longer listed/)
  const c = h.catalogue.current()
  assert.ok(c)
  const all = c.reader.search(c.service, {})
  assert.equal(all.total, 3)
  assert.deepEqual(
    all.rows.filter((b) => b.gone).map((b) => b.id),
    [summary(2)['id']],
  )
  assert.equal(c.reader.search(c.service, { includeGone: false }).total, 2)
})
