import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { after, test } from 'node:test'
import { openCatalogueFile } from '../../../../electron/core/catalogue/catalogue-file.ts'
import { facetRowsWhole, wordCount } from '../../../../electron/core/catalogue/catalogue-facet-rows.ts'
import { queryFacets } from '../../../../electron/core/catalogue/catalogue-facets.ts'
import { CatalogueReader } from '../../../../electron/core/catalogue/catalogue-queries.ts'
import { CatalogueWriter } from '../../../../electron/core/catalogue/catalogue-store.ts'
import { CATALOGUE_MIGRATIONS } from '../../../../electron/core/catalogue/catalogue-schema.ts'
import {
  fillIndexes,
  fillStep,
  indexesWhole,
  STEM_FTS,
} from '../../../../electron/core/catalogue/catalogue-stem.ts'

const dir = mkdtempSync(join(tmpdir(), 'bx-facet-rows-'))
after(() => rmSync(dir, { recursive: true, force: true }))

/** Rows of one service: [k, title, category, verified, passes, score]. */
const ROWS: [number, string, string, number, number, number][] = [
  [10, 'Harbour lights at night', 'culture', 1, 5, 40],
  [20, 'Harbour ferry times', 'transport', 0, 50, 70],
  [30, 'Harbour swimming spots', 'health', 1, 500, 90],
  [40, 'Bus lanes that run all night', 'transport', 1, 7, 10],
  [50, 'Harbour walks with dogs', 'Health', 0, 900, 55],
  [60, 'Harbour parking by the hour', 'transport', 1, 70, 65],
]

function insert(
  db: DatabaseSync,
  [k, title, category, verified, passes, score]: (typeof ROWS)[number],
  service = 1,
): void {
  db.prepare(
    `INSERT INTO bridges (k, service, id, slug, title, category, published_at, passes, score, username, verified,
     suggestion, domain, read_ms, seen_walk, gone_ms) VALUES (?, ?, ?, ?, ?, ?, '2025-01-01T00:00:00Z', ?, ?,
     'ann', ?, NULL, NULL, 0, 0, NULL)`,
  ).run(k, service, `br_${k}`, `s-${k}`, title, category, passes, score, verified)
}

/** A catalogue file made by the schema before the facets table (its first two steps), holding ROWS. */
function oldFile(name: string): string {
  const path = join(dir, name)
  const { db } = openCatalogueFile(path, Date.now(), CATALOGUE_MIGRATIONS.slice(0, 2))
  db.exec("INSERT INTO services (id, name) VALUES (1, 'http://svc')")
  for (const r of ROWS) insert(db, r)
  db.close()
  return path
}

/** What the facets table should hold: every live row's group and ranges, from the rows themselves. */
const expected = (db: DatabaseSync): unknown[] =>
  db
    .prepare(
      `SELECT k, service, category, verified, passes, score FROM bridges WHERE gone_ms IS NULL ORDER BY k`,
    )
    .all()
    .map((r) => ({ ...r }))
const held = (db: DatabaseSync): unknown[] =>
  db
    .prepare(
      `SELECT r.k AS k, g.service AS service, g.category AS category, g.verified AS verified, r.passes AS passes,
       r.score AS score FROM facet_rows r JOIN facet_groups g ON g.id = r.grp ORDER BY r.k`,
    )
    .all()
    .map((r) => ({ ...r }))

const FILTERS = [
  { q: 'harbour' },
  { q: 'harbour', categories: ['health'] },
  { q: 'harbour', verified: true },
  { q: 'harbour', passes: { min: 50, max: 500 } },
  { q: 'harbour', score: { min: 60 } },
  { q: 'night', published: { from: '2025-01-01', to: '2025-01-01' } },
]

test('a file of the schema before the facets table opens with it empty, and facets answer as before meanwhile', () => {
  const { db } = openCatalogueFile(oldFile('before.sqlite'), Date.now())
  assert.equal(Number(db.prepare('PRAGMA user_version').get()?.['user_version']), CATALOGUE_MIGRATIONS.length)
  assert.equal(facetRowsWhole(db), false)
  assert.equal(indexesWhole(db), false)
  // Filling a million rows is the worker's, never the migration's (it runs on the thread that opens the file).
  assert.equal(Number(db.prepare('SELECT count(*) AS n FROM facet_rows').get()?.['n']), 0)
  // The index keyed by row that facets read before is superseded by the table, and its space given back.
  assert.equal(db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'bridges_by_row'").get(), undefined)
  const facets = new CatalogueReader(db, () => true).queryFacets(1, { q: 'harbour' })
  assert.deepEqual(facets.categories, [
    { category: 'transport', count: 2 },
    { category: 'Health', count: 1 },
    { category: 'culture', count: 1 },
    { category: 'health', count: 1 },
  ])
  assert.deepEqual([facets.verified.bridges, facets.unverified.bridges, facets.total], [3, 2, 5])
  db.close()
})

test('filled step by step while the app writes, the facets table holds every live row as it is, and facets read it', () => {
  const path = oldFile('steps.sqlite')
  const { db } = openCatalogueFile(path, Date.now())
  const before = new CatalogueReader(db, () => true)
  const scanned = FILTERS.map((f) => before.queryFacets(1, f))
  // The porter index was whole already: the first steps go to the facets table.
  assert.equal(fillStep(db, 2), false)
  assert.ok(Number(db.prepare('SELECT filled FROM facet_fill').get()?.['filled']) >= 20)
  // Between steps: rows below the mark change category, verified, passes and are marked gone; one above is added,
  // one below is added and one removed.
  db.prepare("UPDATE bridges SET category = 'culture', verified = 0, passes = 60 WHERE k = 20").run()
  db.prepare('UPDATE bridges SET gone_ms = 1 WHERE k = 10').run()
  insert(db, [55, 'Harbour market', 'economy', 1, 3, 3])
  insert(db, [5, 'Harbour history', 'culture', 0, 1, 1])
  db.prepare('DELETE FROM bridges WHERE k = 30').run()
  while (!fillStep(db, 2));
  assert.equal(facetRowsWhole(db), true)
  assert.deepEqual(held(db), expected(db))
  // Kept in step after it is whole too.
  insert(db, [70, 'Harbour steps', 'health', 0, 9, 9])
  db.prepare('UPDATE bridges SET gone_ms = NULL WHERE k = 10').run()
  db.prepare("UPDATE bridges SET category = 'health' WHERE k = 60").run()
  db.prepare('DELETE FROM bridges WHERE k = 50').run()
  assert.deepEqual(held(db), expected(db))
  // Counted from the table, every filter's facets are the ones a scan of the rows gives.
  const facets = (table: boolean) =>
    FILTERS.map((f) => queryFacets((sql) => db.prepare(sql), 1, f, STEM_FTS, table))
  const rescanned = facets(false)
  assert.deepEqual(facets(true), rescanned)
  assert.notDeepEqual(rescanned, scanned, 'the writes between steps changed the facets')
  db.close()
})

test('the worker fills the facets table of a file off the calling thread, and a new file needs no filling', async () => {
  const path = oldFile('worker.sqlite')
  openCatalogueFile(path, Date.now()).db.close()
  assert.deepEqual(await fillIndexes(path, 1).done, { kind: 'whole' })
  const { db } = openCatalogueFile(path, Date.now())
  assert.equal(indexesWhole(db), true)
  assert.deepEqual(held(db), expected(db))
  assert.equal(held(db).length, ROWS.length)
  db.close()
  const fresh = openCatalogueFile(join(dir, 'new.sqlite'), Date.now())
  assert.equal(facetRowsWhole(fresh.db), true)
  fresh.db.exec("INSERT INTO services (id, name) VALUES (1, 'http://svc')")
  for (const r of ROWS) insert(fresh.db, r)
  assert.deepEqual(held(fresh.db), expected(fresh.db))
  fresh.db.close()
})

test("deleting a service takes its facet rows and groups, and leaves another service's", () => {
  const path = join(dir, 'two.sqlite')
  const { db } = openCatalogueFile(path, Date.now())
  const writer = new CatalogueWriter(db, path)
  const [one, two] = [writer.serviceId('http://one'), writer.serviceId('http://two')]
  for (const r of ROWS) insert(db, r, one)
  for (const r of ROWS) insert(db, [r[0] + 1, ...r.slice(1)] as (typeof ROWS)[number], two)
  writer.deleteService(one)
  assert.deepEqual(held(db), expected(db))
  assert.equal(held(db).length, ROWS.length)
  const groups = db.prepare('SELECT DISTINCT service FROM facet_groups').all()
  assert.deepEqual(
    groups.map((g) => g['service']),
    [two],
  )
  db.close()
})

test("a search's total of live rows (as the list asks it) is counted from the facets table, never the rows", () => {
  const { db } = openCatalogueFile(':memory:', Date.now())
  db.exec("INSERT INTO services (id, name) VALUES (1, 'http://svc'), (2, 'http://other')")
  const rows = Array.from({ length: 240 }, (_, i) => {
    const k = i + 1
    const row: (typeof ROWS)[number] = [
      k,
      `Harbour ${k % 3 === 0 ? 'lights' : 'walks'}`,
      `c${k % 4}`,
      k % 2,
      k * 3,
      k % 101,
    ]
    insert(db, row, k % 10 === 0 ? 2 : 1)
    return row
  })
  db.exec('UPDATE bridges SET gone_ms = 1 WHERE k % 7 = 0')
  const filters = [
    { q: 'harbour' },
    { q: 'harbour lights', categories: ['C1', 'c2'] },
    { q: 'walks', verified: true, passes: { min: 30, max: 300 } },
    { q: 'harbour', categories: ['c3'], verified: false, score: { min: 20, max: 80 } },
    { q: 'harbour', categories: ['nothing like it'] },
  ]
  const reader = new CatalogueReader(db, () => false)
  for (const f of filters) {
    const lo = f.passes?.min ?? -Infinity
    const hi = f.passes?.max ?? Infinity
    const expected = rows.filter(
      ([k, title, category, verified, passes, score]) =>
        k % 10 !== 0 &&
        k % 7 !== 0 &&
        f.q.split(' ').every((w) => title.toLowerCase().includes(w)) &&
        (f.categories === undefined || f.categories.some((c) => c.toLowerCase() === category)) &&
        (f.verified === undefined || verified === (f.verified ? 1 : 0)) &&
        passes >= lo &&
        passes <= hi &&
        score >= (f.score?.min ?? -Infinity) &&
        score <= (f.score?.max ?? Infinity),
    ).length
    assert.equal(reader.search(1, { ...f, includeGone: false, limit: 1 }).total, expected, JSON.stringify(f))
  }
  const plans: string[] = []
  const st = (sql: string): StatementSync => {
    for (const r of db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all()) plans.push(String(r['detail']))
    return db.prepare(sql)
  }
  wordCount(st, 1, filters[3] ?? {}, STEM_FTS)
  assert.deepEqual(
    plans.filter((p) => /\b(SCAN|SEARCH) (b|bridges)\b/.test(p)),
    [],
    plans.join('\n'),
  )
  assert.ok(
    plans.some((p) => /SEARCH r USING INTEGER PRIMARY KEY/.test(p)),
    plans.join('\n'),
  )
  db.close()
})
