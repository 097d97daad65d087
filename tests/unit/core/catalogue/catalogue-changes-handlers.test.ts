import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import type { BridgeSummary } from '../../../../shared/api/types.ts'
import {
  bridgeHistory,
  changesHandlers,
} from '../../../../electron/core/catalogue/catalogue-changes-handlers.ts'
import { openCatalogueFile } from '../../../../electron/core/catalogue/catalogue-file.ts'
import { CatalogueReader } from '../../../../electron/core/catalogue/catalogue-queries.ts'
import { CatalogueWriter } from '../../../../electron/core/catalogue/catalogue-store.ts'
import type { Catalogue } from '../../../../electron/core/catalogue/catalogue-types.ts'

const dir = mkdtempSync(join(tmpdir(), 'bx-changes-handlers-'))
after(() => rmSync(dir, { recursive: true, force: true }))

const T0 = Date.parse('2026-12-01T00:00:00Z')
/** The fields a request may leave out, left out. */
const ANY = { category: undefined, kind: undefined }
const PAGE = { offset: undefined, limit: undefined }
const b = (n: number, title: string, passes = 1): BridgeSummary =>
  ({
    id: `br_${String(n).padStart(6, 'a')}`,
    slug: `bridge-${n}`,
    title,
    category: n % 2 ? 'health' : 'transport',
    published_at: '2026-10-01T00:00:00Z',
    passes,
    score: 5,
    suggestor: { username: 'ann', verified: true },
  }) as BridgeSummary

/** The catalogue's read over a real file, as Catalogue.read gives it: the current service, or none. */
function catalogueOver(name: string): { read: Catalogue['read']; writer: CatalogueWriter; service: number } {
  const path = join(dir, name)
  const { db } = openCatalogueFile(path, T0)
  const writer = new CatalogueWriter(db, path)
  const service = writer.serviceId('http://svc')
  // Its first full walk found nothing and is over: every row written after it is an addition.
  writer.finishWalk(service, 0, T0 - 1)
  const reader = new CatalogueReader(db, () => true)
  after(() => db.close())
  return { read: (fn) => fn({ reader, service }), writer, service }
}

test('rows come a page at a time with the count of all, and the file holds them all: CSV safe for spreadsheets, JSON as it was', async () => {
  const { read, writer, service } = catalogueOver('file.sqlite')
  const hostile = '=cmd|’/c calc’!A1'
  writer.writePage(service, [b(1, 'Quiet, calm'), b(2, 'Plain')], { walkId: 1, now: T0, maxRows: 100 })
  writer.writePage(service, [b(3, hostile), b(1, 'Quiet, calm', 7)], {
    walkId: 1,
    now: T0 + 1000,
    maxRows: 100,
  })
  const h = changesHandlers({ read })
  const q = { from: T0 - 1, to: T0 + 500 }
  const all = await h['changes:rows']({ from: T0 - 1, to: T0 + 2000, ...ANY, ...PAGE })
  assert.equal(all.total, 3)
  const page = await h['changes:rows']({ from: T0 - 1, to: T0 + 2000, ...ANY, offset: 1, limit: 1 })
  assert.deepEqual(page.rows, [all.rows[1]])
  // Bridge 1 was added inside this wider range: it counts as added, its passes change within it no change.
  assert.deepEqual((await h['changes:summary']({ from: T0 - 1, to: T0 + 2000 })).totals, {
    added: 3,
    removed: 0,
    changed: 0,
  })
  // After its first read, bridge 1 changed.
  // Newest change first; of one time, by id.
  const later = await h['changes:export']({ from: T0 + 1, to: T0 + 2000, ...ANY, format: 'csv' })
  assert.equal(later.fileName, 'catalogue-changes-2026-12-01-to-2026-12-01.csv')
  assert.deepEqual(later.text.split('\r\n'), [
    'change,category,id,slug,title,recorded_at,passes_old,passes_new,score_old,score_new,category_old,category_new,title_old,title_new',
    `changed,health,${b(1, '').id},bridge-1,"Quiet, calm",2026-12-01T00:00:01.000Z,1,7,,,,,,`,
    `added,health,${b(3, '').id},bridge-3,'${hostile},2026-12-01T00:00:01.000Z,,,,,,,,`,
    '',
  ])
  const json = await h['changes:export']({ ...q, ...ANY, format: 'json' })
  const parsed = JSON.parse(json.text) as { from: string; bridges: { title: string; kind: string }[] }
  assert.equal(parsed.from, '2026-11-30T23:59:59.999Z')
  assert.deepEqual(parsed.bridges.map((r) => [r.kind, r.title]).sort(), [
    ['added', 'Plain'],
    ['added', 'Quiet, calm'],
  ])
  assert.deepEqual(
    bridgeHistory({ read }, b(1, '').id).map((p) => p.passes),
    [1, 7],
  )
  // The channel Compare's "over time" reads answers the same, by the bridge's id.
  assert.deepEqual(
    (await h['changes:bridge']({ id: b(1, '').id })).map((p) => [p.at, p.kind, p.passes, p.score]),
    [
      [T0, 'added', 1, 5],
      [T0 + 1000, 'changed', 7, 5],
    ],
  )
  assert.deepEqual(await h['changes:bridge']({ id: 'br_not_held' }), [])
})

test('with no service the channels answer empty, and the file has its header only', async () => {
  const h = changesHandlers({ read: (_fn, none) => none })
  const q = { from: 0, to: T0 }
  assert.deepEqual(await h['changes:rows']({ ...q, ...ANY, ...PAGE }), { total: 0, rows: [] })
  const s = await h['changes:summary'](q)
  assert.deepEqual([s.keptSince, s.categories, s.totals.added], [null, [], 0])
  assert.equal((await h['changes:export']({ ...q, ...ANY, format: 'csv' })).text.split('\r\n').length, 2)
  assert.deepEqual(bridgeHistory({ read: (_fn, none) => none }, 'br_x'), [])
  assert.deepEqual(await h['changes:bridge']({ id: 'br_x' }), [])
})
