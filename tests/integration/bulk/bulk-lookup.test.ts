// A bulk lookup through the core's handlers only, against the reference service over real HTTP, with the real
// catalogue file the demo mode walks in a temp user-data folder: a list with a BOM, a quoted comma, blanks,
// duplicates, links, a typo and a formula-looking cell, sent in parts, answered row by row, and written back.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startExplorerHost, type ExplorerHost } from '../../../electron/host/start-host.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { parseCsvRows } from '../../support/csv-rows.ts'
import { ok, record, type Recorder } from '../../support/recorder.ts'
import type { BulkLoaded } from '../../../shared/ipc/bulk.ts'

let dir: string
let host: ExplorerHost<ReferenceService>
let rec: Recorder

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bx-bulk-'))
  host = await startExplorerHost({
    userDataDir: dir,
    demo: true,
    startDemo: startReferenceService,
    appVersion: '9.9.9-test',
    serviceOptions: { bridges: 250, rateLimit: 1_000_000, invalidAttempts: 1_000_000 },
    chooseExportFile: async () => join(dir, 'unused.csv'),
    openExternal: async () => true,
  })
  rec = record(host.core)
  // The catalogue of the demo service is complete before the tests (polled: its status says so in `complete`).
  for (let tries = 0; !ok(await rec.handlers['catalogue:status'](undefined)).complete; tries++) {
    if (tries > 600) throw new Error('the catalogue did not complete in 30 s')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
})

after(async () => {
  rec.stop()
  await host.stop()
  await rm(dir, { recursive: true, force: true })
})

/** Sends a list in parts cut at `cuts` (character offsets), as the page does with a dropped file. */
async function load(bulkId: string, text: string, cuts: readonly number[]): Promise<BulkLoaded | null> {
  const edges = [0, ...cuts, text.length]
  let last: BulkLoaded | null = null
  for (let part = 0; part < edges.length - 1; part++) {
    last = ok(
      await rec.handlers['bulk:load']({
        bulkId,
        part,
        text: text.slice(edges[part], edges[part + 1]),
        last: part === edges.length - 2,
      }),
    )
  }
  return last
}

test('a mixed list: the catalogue answers what it holds, the service the rest, and the file keeps every row', async () => {
  const service = host.demoService!
  const [known, other] = service.data.published()
  assert.ok(known && other)
  const suggestor = known.suggestor.username
  const typo = `${suggestor}q`
  assert.equal(service.data.profile(typo), null, 'the typo names nobody on the service')
  service.control.publishNow(1)
  const fresh = service.data.published()[0]
  assert.ok(fresh && fresh.slug !== known.slug, 'a bridge published after the walk')
  const input = [
    ['ticket', 'who', 'note'],
    ['T-1', known.slug, 'plain slug'],
    ['T-2', `${service.baseUrl}/bridges/${other.slug}`, 'an API link, "quoted", with a comma'],
    ['T-3', `@${suggestor}`, ''],
    ['T-4', '', 'blank'],
    ['T-5', fresh.slug, 'only the service knows it yet'],
    ['T-6', typo, 'a typo'],
    ['T-7', 'zz_nobody_at_all', ''],
    ['T-8', known.slug, 'duplicate'],
    ['T-9', "=cmd|' /C calc'!A0", 'formula'],
  ]
  const csv = `\uFEFF${input.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',')).join('\r\n')}\r\n`
  // One cut falls inside the quoted note of T-2: the parts are joined before the list is read.
  const loaded = await load('bulk-1', csv, [csv.indexOf('quoted'), csv.indexOf('T-6')])
  assert.ok(loaded?.state === 'ready', JSON.stringify(loaded))
  assert.equal(loaded.preview.header, true)
  assert.equal(loaded.preview.column, 1, 'the column of names and links is guessed')
  assert.deepEqual(loaded.preview.first, ['ticket', 'who', 'note'])

  const estimate = ok(await rec.handlers['bulk:estimate']({ bulkId: 'bulk-1', column: 1, header: true }))
  assert.equal(estimate.rows, 9)
  // T-1, T-2, T-3, T-4 (blank), T-8 and T-9 (a formula names nothing) from the catalogue; three names asked.
  assert.equal(estimate.fromCatalogue, 6)
  assert.equal(estimate.needService, 3)

  const done = rec.next('bulk:did-progress', (p) => p.bulkId === 'bulk-1' && p.state === 'done')
  ok(await rec.handlers['bulk:start']({ bulkId: 'bulk-1', column: 1, header: true }))
  await done
  const { rows } = ok(await rec.handlers['bulk:rows']({ bulkId: 'bulk-1', offset: 0, limit: 100 }))
  const brief = rows.map((r) => {
    const a = r.answer
    if (a === null) return 'none'
    if (a.status === 'found') {
      const name = a.target.to === 'bridge' ? a.target.slug : `@${a.target.username}`
      return `found ${name} from ${a.from}`
    }
    if (a.status === 'did-you-mean')
      return `did-you-mean ${a.suggestion.to === 'profile' ? `@${a.suggestion.username}` : a.suggestion.slug}`
    return a.status
  })
  assert.deepEqual(brief, [
    `found ${known.slug} from catalogue`,
    `found ${other.slug} from catalogue`,
    `found @${suggestor} from catalogue`,
    'blank',
    `found ${fresh.slug} from service`,
    `did-you-mean @${suggestor}`,
    'not-found',
    `found ${known.slug} from catalogue`,
    'not-found',
  ])

  const file = ok(await rec.handlers['bulk:export']({ bulkId: 'bulk-1', format: 'csv' }))
  assert.match(file.fileName, /^bulk-lookup-\d{4}-\d{2}-\d{2}\.csv$/)
  const back = parseCsvRows(file.text)
  assert.equal(back.length, input.length)
  assert.deepEqual(back[0], ['ticket', 'who', 'note', 'status', 'match', 'title', 'read_at', 'detail'])
  for (const [i, row] of input.entries()) {
    if (i === 0) continue
    // A cell a spreadsheet would run is written with OWASP's leading quote (shared/text/delimited.ts).
    const expected = row.map((c) => (/^[=+\-@]/.test(c) ? `'${c}` : c))
    assert.deepEqual(back[i]?.slice(0, 3), expected, `row ${i}: its cells, in its place`)
    assert.equal(back[i]?.[3], brief[i - 1]?.split(' ')[0]?.replaceAll('-', '_'), `row ${i}: its status`)
  }
})

test('a part out of order is refused, and a list never read is named as such', async () => {
  const wrong = await rec.handlers['bulk:load']({ bulkId: 'bulk-2', part: 1, text: 'x', last: true })
  assert.equal(wrong.ok, false)
  const none = await rec.handlers['bulk:rows']({ bulkId: 'nothing-here', offset: 0, limit: 1 })
  assert.ok(!none.ok)
  assert.match(none.error.message, /no list was read under this id/)
})

test('one column of 10,001 names has no header, so it is one row too many: refused with the limit named', async () => {
  const text = Array.from({ length: 10_001 }, (_, i) => `user_${i}`).join('\n')
  const loaded = await load('bulk-3', text, [100_000])
  assert.deepEqual(loaded, { state: 'refused', problem: { code: 'too-many-rows', limit: 10_000 } })
})
