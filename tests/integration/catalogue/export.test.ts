// Export from the catalogue (README, "The catalogue"): the whole set from the copy on this computer, as CSV or JSON
// like an export from the service, with no request sent, and labelled with the catalogue's age and completeness.
// Through the explorer core's handlers: real keychain, the reference service over real HTTP, real files.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { ReferenceService } from '../../../electron/service/index.ts'
import type { CatalogueStatus } from '../../../shared/ipc/catalogue.ts'
import { ok, type Recorder } from '../../support/recorder.ts'
import { delimitedText } from '../../../shared/text/delimited.ts'
import { coreOnServiceAroundTests } from '../../support/session-harness.ts'

let svc: ReferenceService
let rec: Recorder
const BRIDGES = 1500

coreOnServiceAroundTests(
  {
    prefix: 'bx-catalogue-export-',
    service: { bridges: BRIDGES, rateLimit: 1_000_000, invalidAttempts: 1_000_000 },
    demo: false,
  },
  async (started) => {
    ;({ svc, rec } = started)
    ok(await rec.handlers['keys:add']({ key: svc.demoKeys!.full, label: 'Full', serviceUrl: svc.baseUrl }))
  },
)

async function complete(): Promise<CatalogueStatus> {
  ok(await rec.handlers['catalogue:settings']({ sharePercent: 100 }))
  const end = Date.now() + 60_000
  for (;;) {
    const s = ok(await rec.handlers['catalogue:status'](undefined))
    if (s.complete && s.rows === BRIDGES) return s
    if (Date.now() > end) throw new Error(`timed out; last status: ${JSON.stringify(s)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const requestsSince = (from: number): number =>
  rec.events.slice(from).filter((e) => e.event === 'log:did-add').length

test('the whole set from the catalogue as CSV and JSON, with no request, named and labelled with its age and completeness', async () => {
  const status = await complete()
  const published = svc.data.published()

  const before = rec.events.length
  const csv = ok(
    await rec.handlers['export:start']({ exportId: 'cat-csv', format: 'csv', from: 'catalogue' }),
  )
  assert.equal(requestsSince(before), 0, 'no request sent for an export from the catalogue')
  assert.equal(csv.rows, BRIDGES)
  assert.deepEqual(csv.catalogue, {
    complete: true,
    completedAt: status.completedAt,
    held: BRIDGES,
    estimatedTotal: status.estimatedTotal,
  })
  const stamp = new Date(status.completedAt ?? 0)
    .toISOString()
    .slice(0, 16)
    .replace('T', '-')
    .replace(':', '')
  assert.match(basename(csv.file), new RegExp(`^bridges-catalogue-updated-${stamp}-.*\\.csv$`))
  const lines = (await readFile(csv.file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  assert.equal(
    lines[0],
    'id,slug,title,category,published_at,passes,score,suggestor_username,suggestor_verified,suggestion,domain',
  )
  assert.equal(lines.length, BRIDGES + 1)
  const ids = new Set(lines.slice(1).map((l) => l.split(',')[0]))
  assert.deepEqual(ids, new Set(published.map((b) => b.id)), 'every bridge exactly once')

  const json = ok(
    await rec.handlers['export:start']({
      exportId: 'cat-json',
      format: 'json',
      from: 'catalogue',
      category: 'health',
    }),
  )
  const rows = JSON.parse(await readFile(json.file, 'utf8')) as Record<string, unknown>[]
  const health = published.filter((b) => b.category === 'health')
  assert.equal(rows.length, health.length)
  assert.equal(json.rows, health.length)
  // The service's summary shape exactly: what the catalogue adds (suggestion, time read) is not exported.
  assert.deepEqual(Object.keys(rows[0] ?? {}).sort(), [
    'category',
    'id',
    'passes',
    'published_at',
    'score',
    'slug',
    'suggestor',
    'title',
  ])
  const first = health.find((b) => b.id === rows[0]?.['id'])
  assert.ok(first)
  const { id, slug, title, category, published_at, passes, score, suggestor } = first
  assert.deepEqual(rows[0], { id, slug, title, category, published_at, passes, score, suggestor })
  assert.equal(requestsSince(before), 0)
})

test('an export has the rows and order of the list on screen: its suggestors filter and its sort, from the catalogue', async () => {
  await complete()
  const category = svc.data.published()[0]?.category ?? ''
  for (const sort of ['passes', 'score', 'title'] as const) {
    const query = { category, verified: true, sort }
    // What the list shows for this query (features/bridges/use-catalogue-list.ts asks the same).
    const screen = ok(
      await rec.handlers['catalogue:search']({ ...query, includeGone: false, limit: 200, offset: 0 }),
    )
    const shown = [...screen.rows]
    for (let offset = 200; offset < screen.total; offset += 200)
      shown.push(
        ...ok(await rec.handlers['catalogue:search']({ ...query, includeGone: false, limit: 200, offset }))
          .rows,
      )
    const json = ok(
      await rec.handlers['export:start']({
        exportId: `cat-${sort}`,
        format: 'json',
        from: 'catalogue',
        ...query,
      }),
    )
    const rows = JSON.parse(await readFile(json.file, 'utf8')) as { id: string }[]
    assert.ok(shown.length > 1 && shown.every((b) => b.suggestor.verified))
    assert.deepEqual(
      rows.map((r) => r.id),
      shown.map((b) => b.id),
      sort,
    )
  }
  // The service offers neither: asked of it, the export is refused with why, and nothing is written.
  const r = await rec.handlers['export:start']({ exportId: 'svc-verified', format: 'csv', verified: true })
  assert.ok(!r.ok)
  assert.equal(r.error.code, 'invalid_input')
  assert.match(r.error.message, /export this list from the catalogue on this computer/)
})

test('an export has the rows and order of the list on screen with several categories and ranges of passes, score and day', async () => {
  await complete()
  const held = [...new Set(svc.data.published().map((b) => b.category))]
  const days = svc.data
    .published()
    .map((b) => b.published_at.slice(0, 10))
    .sort()
  const query = {
    categories: held.slice(0, 2),
    passes: { min: 1 },
    score: { max: 90 },
    published: { from: days[Math.floor(days.length / 4)], to: days[Math.floor((days.length * 3) / 4)] },
    sort: 'passes' as const,
  }
  const shown = []
  for (let offset = 0; ; offset += 200) {
    const page = ok(
      await rec.handlers['catalogue:search']({ ...query, includeGone: false, limit: 200, offset }),
    )
    shown.push(...page.rows)
    if (offset + 200 >= page.total) break
  }
  const json = ok(
    await rec.handlers['export:start']({
      exportId: 'cat-ranges',
      format: 'json',
      from: 'catalogue',
      ...query,
    }),
  )
  const rows = JSON.parse(await readFile(json.file, 'utf8')) as {
    id: string
    category: string
    passes: number
  }[]
  assert.ok(shown.length > 1 && shown.length < BRIDGES, `a narrowed list (${shown.length} rows)`)
  assert.deepEqual(
    rows.map((r) => r.id),
    shown.map((b) => b.id),
  )
  assert.ok(rows.every((r) => query.categories.includes(r.category) && r.passes >= 1))
  // The service applies none of them: asked of it, refused with why.
  const r = await rec.handlers['export:start']({ exportId: 'svc-ranges', format: 'csv', passes: { min: 1 } })
  assert.ok(!r.ok)
  assert.match(r.error.message, /several categories or ranges; export this list from the catalogue/)
})

test('a CSV of every field has the suggestion text and domain of a bridge whose detail was read, and empty cells for others', async () => {
  await complete()
  const [opened, other] = svc.data.published()
  assert.ok(opened && other)
  const detail = ok(await rec.handlers['bridges:get']({ requestId: 'read-detail', slug: opened.slug })).value
  const before = rec.events.length
  const csv = ok(
    await rec.handlers['export:start']({
      exportId: 'cat-detail',
      format: 'csv',
      from: 'catalogue',
      columns: ['id', 'suggestion', 'domain'],
    }),
  )
  assert.equal(requestsSince(before), 0, 'written where already read: no request per bridge')
  const lines = (await readFile(csv.file, 'utf8')).replace(/^\uFEFF/, '').split('\r\n')
  assert.equal(lines[0], 'id,suggestion,domain')
  const cells = (id: string): string | undefined => lines.find((l) => l.startsWith(`${id},`))
  assert.ok(detail.suggestion.length > 0)
  // Quoted as any text cell is (shared/text/delimited.ts).
  assert.equal(
    cells(opened.id),
    delimitedText([[opened.id, detail.suggestion, detail.domain ?? '']], 'csv').trimEnd(),
  )
  assert.equal(cells(other.id), `${other.id},,`)
})

test('an export from the catalogue is refused, with the key’s own refusal, to a key without read:public', async () => {
  await complete()
  for (const k of ok(await rec.handlers['keys:list'](undefined)))
    await rec.handlers['keys:remove']({ id: k.id })
  await rec.handlers['keys:test']({ key: svc.demoKeys!.meOnly, serviceUrl: svc.baseUrl })
  ok(await rec.handlers['keys:add']({ key: svc.demoKeys!.meOnly, label: 'Me', serviceUrl: svc.baseUrl }))
  const r = await rec.handlers['export:start']({ exportId: 'cat-refused', format: 'csv', from: 'catalogue' })
  assert.ok(!r.ok)
  assert.equal(r.error.code, 'insufficient_scope')
})
