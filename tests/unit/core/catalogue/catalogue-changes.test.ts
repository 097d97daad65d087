import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { after, test } from 'node:test'
import type { BridgeSummary } from '../../../../shared/api/types.ts'
import { openCatalogueFile } from '../../../../electron/core/catalogue/catalogue-file.ts'
import {
  createChangeHistory,
  KEEP_DAYS,
  pruneChanges,
} from '../../../../electron/core/catalogue/catalogue-changes.ts'
import { CATALOGUE_MIGRATIONS } from '../../../../electron/core/catalogue/catalogue-schema.ts'
import { CatalogueWriter } from '../../../../electron/core/catalogue/catalogue-store.ts'

const dir = mkdtempSync(join(tmpdir(), 'bx-changes-'))
after(() => rmSync(dir, { recursive: true, force: true }))

const DAY = 86_400_000
const T0 = Date.parse('2026-11-01T00:00:00Z')

/** A bridge as the list gives it. */
function bridge(n: number, over: Partial<BridgeSummary> = {}): BridgeSummary {
  return {
    id: `br_${String(n).padStart(6, 'a')}`,
    slug: `bridge-${n}`,
    title: `Bridge ${n}`,
    category: n % 2 === 0 ? 'transport' : 'health',
    published_at: '2026-10-01T00:00:00Z',
    passes: n,
    score: 50,
    suggestor: { username: 'ann', verified: true },
    ...over,
  } as BridgeSummary
}

/** The history's rows as [bridge, at, kind, and each field's old/new that is set], transient ones included. */
function history(db: DatabaseSync): unknown[] {
  return db
    .prepare('SELECT * FROM bridge_changes ORDER BY n')
    .all()
    .map((r) => {
      const set = Object.entries(r).filter(
        ([k, v]) => (k.endsWith('_old') || k.endsWith('_new')) && v !== null,
      )
      return [r['bridge'], r['at'], r['kind'], Object.fromEntries(set)]
    })
}

function open(name: string): { db: DatabaseSync; writer: CatalogueWriter; service: number } {
  const path = join(dir, name)
  const { db } = openCatalogueFile(path, T0)
  const writer = new CatalogueWriter(db, path)
  return { db, writer, service: writer.serviceId('http://svc') }
}

/**
 * A first full walk that found nothing, completed before T0: the rows written after it are additions, not the
 * baseline a first walk reads (docs/catalogue-changes.md, "What is recorded").
 */
function walked(w: CatalogueWriter, service: number): void {
  w.finishWalk(service, 0, T0 - DAY)
}

const page = (
  w: CatalogueWriter,
  service: number,
  rows: BridgeSummary[],
  now: number,
  walkId = 1,
): ReturnType<CatalogueWriter['writePage']> => w.writePage(service, rows, { walkId, now, maxRows: 1000 })

test("the catalogue's writes leave one row per bridge added, per field change of a live bridge and per bridge gone; a read that changes nothing leaves none", () => {
  const { db, writer, service } = open('writes.sqlite')
  walked(writer, service)
  page(writer, service, [bridge(1), bridge(2)], T0)
  assert.deepEqual(history(db), [
    [bridge(1).id, T0, 1, {}],
    [bridge(2).id, T0, 1, {}],
  ])
  // The same page read again (only read_ms and seen_walk move): nothing recorded.
  page(writer, service, [bridge(1), bridge(2)], T0 + 1000)
  assert.equal(history(db).length, 2)
  // Passes and title of one, category and score of the other.
  page(
    writer,
    service,
    [bridge(1, { passes: 9, title: 'Renamed' }), bridge(2, { category: 'culture', score: 60 })],
    T0 + DAY,
  )
  assert.deepEqual(history(db).slice(2), [
    [
      bridge(1).id,
      T0 + DAY,
      0,
      { passes_old: 1, passes_new: 9, title_old: 'Bridge 1', title_new: 'Renamed' },
    ],
    [
      bridge(2).id,
      T0 + DAY,
      0,
      { score_old: 50, score_new: 60, category_old: 'transport', category_new: 'culture' },
    ],
  ])
  // A change of a field the history does not keep (the suggestor) records nothing.
  page(
    writer,
    service,
    [bridge(1, { passes: 9, title: 'Renamed', suggestor: { username: 'bo', verified: false } })],
    T0 + 2 * DAY,
  )
  assert.equal(history(db).length, 4)
  // A walk that did not see bridge 2 marks it gone at the walk's end, and it is recorded then.
  writer.startWalk(service, T0 + 3 * DAY)
  page(writer, service, [bridge(1, { passes: 9, title: 'Renamed' })], T0 + 3 * DAY, 2)
  writer.finishWalk(service, 2, T0 + 4 * DAY)
  assert.deepEqual(history(db).at(-1), [bridge(2).id, T0 + 4 * DAY, 2, {}])
  // Seen again, with a new score: it is added back, with the change.
  page(writer, service, [bridge(2, { category: 'culture', score: 70 })], T0 + 5 * DAY, 3)
  assert.deepEqual(history(db).at(-1), [bridge(2).id, T0 + 5 * DAY, 1, { score_old: 60, score_new: 70 }])
  // A detail the user opened (fresher passes) is a change too.
  writer.noteDetail(
    service,
    { id: bridge(1).id, title: 'Renamed', passes: 12, suggestion: 'x', domain: null } as never,
    T0 + 6 * DAY,
  )
  assert.deepEqual(history(db).at(-1), [bridge(1).id, T0 + 6 * DAY, 0, { passes_old: 9, passes_new: 12 }])
  db.close()
})

test('a bridge whose published time moved (its row moved to a new key) records what changed of it, never as added, and nothing when only the time moved', () => {
  const { db, writer, service } = open('moved.sqlite')
  walked(writer, service)
  page(writer, service, [bridge(1), bridge(2)], T0)
  page(
    writer,
    service,
    [
      bridge(1, { published_at: '2026-10-02T00:00:00Z', passes: 5 }),
      bridge(2, { published_at: '2026-10-03T00:00:00Z' }),
    ],
    T0 + DAY,
  )
  assert.deepEqual(history(db), [
    [bridge(1).id, T0, 1, {}],
    [bridge(2).id, T0, 1, {}],
    [bridge(1).id, T0 + DAY, 0, { passes_old: 1, passes_new: 5 }],
  ])
  // A gone bridge seen again at a new time is added back.
  writer.startWalk(service, T0 + 2 * DAY)
  writer.finishWalk(service, 2, T0 + 2 * DAY)
  page(writer, service, [bridge(2, { published_at: '2026-10-04T00:00:00Z' })], T0 + 3 * DAY, 3)
  assert.deepEqual(history(db).slice(-3), [
    [bridge(1).id, T0 + 2 * DAY, 2, {}],
    [bridge(2).id, T0 + 2 * DAY, 2, {}],
    [bridge(2).id, T0 + 3 * DAY, 1, {}],
  ])
  db.close()
})

test("deleting a service takes its history, records nothing of its rows going, and leaves another service's", () => {
  const { db, writer, service } = open('delete.sqlite')
  const other = writer.serviceId('http://other')
  walked(writer, service)
  walked(writer, other)
  page(writer, service, [bridge(1), bridge(2)], T0)
  page(writer, other, [bridge(3)], T0)
  writer.deleteService(service)
  assert.deepEqual(history(db), [[bridge(3).id, T0, 1, {}]])
  assert.equal(Number(db.prepare('SELECT count(*) AS n FROM changes_held').get()?.['n']), 0)
  db.close()
})

test(`the history is pruned as pages are written: rows older than ${KEEP_DAYS} days, and the oldest beyond the row bound`, () => {
  const { db, writer, service } = open('prune.sqlite')
  walked(writer, service)
  page(writer, service, [bridge(1)], T0)
  page(writer, service, [bridge(2)], T0 + DAY)
  page(writer, service, [bridge(3)], T0 + KEEP_DAYS * DAY)
  // The first is 90 days old exactly: kept; a day later it goes, at the next page.
  assert.equal(history(db).length, 3)
  page(writer, service, [bridge(4)], T0 + KEEP_DAYS * DAY + 1)
  assert.deepEqual(
    history(db).map((r) => (r as unknown[])[0]),
    [bridge(2).id, bridge(3).id, bridge(4).id],
  )
  pruneChanges((sql) => db.prepare(sql), service, T0 + KEEP_DAYS * DAY + 1, 2)
  assert.deepEqual(
    history(db).map((r) => (r as unknown[])[0]),
    [bridge(3).id, bridge(4).id],
  )
  db.close()
})

test('a file of the schema before the history opens with it empty, and records from its next write on', () => {
  const path = join(dir, 'old.sqlite')
  // Written as the version before wrote it: a row, with no history table to fill.
  const old = openCatalogueFile(
    path,
    T0,
    CATALOGUE_MIGRATIONS.slice(0, CATALOGUE_MIGRATIONS.indexOf(createChangeHistory)),
  )
  old.db.exec("INSERT INTO services (id, name) VALUES (1, 'http://svc')")
  old.db.exec('INSERT INTO walks (service, walk_id, pages, completed_ms) VALUES (1, 1, 0, 1)')
  old.db
    .prepare(
      `INSERT INTO bridges (k, service, id, slug, title, category, published_at, passes, score, username, verified,
       suggestion, domain, read_ms, seen_walk, gone_ms) VALUES (1, 1, ?, 'bridge-1', 'Bridge 1', 'health',
       '2026-10-01T00:00:00Z', 1, 50, 'ann', 1, NULL, NULL, ?, 1, NULL)`,
    )
    .run(bridge(1).id, T0)
  old.db.close()
  const service = 1
  const { db } = openCatalogueFile(path, T0 + DAY)
  assert.equal(Number(db.prepare('PRAGMA user_version').get()?.['user_version']), CATALOGUE_MIGRATIONS.length)
  assert.deepEqual(history(db), [])
  const writer = new CatalogueWriter(db, path)
  page(writer, service, [bridge(1, { passes: 4 }), bridge(2)], T0 + DAY)
  assert.deepEqual(history(db), [
    [bridge(1).id, T0 + DAY, 0, { passes_old: 1, passes_new: 4 }],
    [bridge(2).id, T0 + DAY, 1, {}],
  ])
  db.close()
})

test('the first full walk is the baseline: nothing is recorded as added until it completes, a bridge first read after it is, and after Delete the next first walk is a baseline again', () => {
  // Made by the schema before the baseline step (its trigger recorded every first read as added), then opened now.
  const path = join(dir, 'baseline.sqlite')
  const before = openCatalogueFile(
    path,
    T0,
    CATALOGUE_MIGRATIONS.slice(0, CATALOGUE_MIGRATIONS.indexOf(createChangeHistory) + 1),
  )
  before.db.close()
  const { db } = openCatalogueFile(path, T0)
  const writer = new CatalogueWriter(db, path)
  const service = writer.serviceId('http://svc')
  const first = writer.startWalk(service, T0).walkId
  page(writer, service, [bridge(1), bridge(2)], T0, first)
  // The newest page read again while the walk goes on (a top-up) brings a bridge the walk had not met yet.
  page(writer, service, [bridge(3), bridge(1)], T0 + 1000, first)
  page(writer, service, [bridge(4)], T0 + 2000, first)
  writer.finishWalk(service, first, T0 + 3000)
  assert.deepEqual(history(db), [], 'the first walk read what was there: no bridge of it was added')
  // After it: a bridge published since is added; one the first walk read, changed, is a change.
  page(writer, service, [bridge(5), bridge(1, { passes: 7 })], T0 + DAY, first)
  assert.deepEqual(history(db), [
    [bridge(5).id, T0 + DAY, 1, {}],
    [bridge(1).id, T0 + DAY, 0, { passes_old: 1, passes_new: 7 }],
  ])
  // Delete catalogue takes the rows, the history and the walk's completion: the walk after it is a baseline.
  writer.deleteService(service)
  const again = writer.startWalk(service, T0 + 2 * DAY).walkId
  page(writer, service, [bridge(1), bridge(6)], T0 + 2 * DAY, again)
  assert.deepEqual(history(db), [])
  writer.finishWalk(service, again, T0 + 2 * DAY + 1000)
  page(writer, service, [bridge(7)], T0 + 3 * DAY, again)
  assert.deepEqual(history(db), [[bridge(7).id, T0 + 3 * DAY, 1, {}]])
  db.close()
})
