import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { after, test } from 'node:test'
import { openCatalogueFile } from '../../../../electron/core/catalogue/catalogue-file.ts'
import { filterSql } from '../../../../electron/core/catalogue/catalogue-filter.ts'
import { CatalogueReader } from '../../../../electron/core/catalogue/catalogue-queries.ts'
import { CATALOGUE_MIGRATIONS } from '../../../../electron/core/catalogue/catalogue-schema.ts'
import {
  fillIndexes,
  fillStep,
  indexesWhole,
  STEM_FTS,
} from '../../../../electron/core/catalogue/catalogue-stem.ts'
import { usernameIndexWhole } from '../../../../electron/core/catalogue/catalogue-username-index.ts'

const dir = mkdtempSync(join(tmpdir(), 'bx-username-index-'))
after(() => rmSync(dir, { recursive: true, force: true }))

/** 300 rows of one service: every tenth by li_berg, every tenth from the fifth by Li_Berg's neighbour lo_berg. */
function fill(db: DatabaseSync): void {
  db.exec("INSERT INTO services (id, name) VALUES (1, 'http://svc')")
  const add = db.prepare(
    `INSERT INTO bridges (k, service, id, slug, title, category, published_at, passes, score, username, verified,
     suggestion, domain, read_ms, seen_walk, gone_ms) VALUES (?, 1, ?, ?, ?, ?, '2025-01-01T00:00:00Z', ?, ?, ?, ?,
     NULL, NULL, 0, 0, ?)`,
  )
  for (let k = 1; k <= 300; k++) {
    const user = k % 10 === 0 ? 'li_berg' : k % 10 === 5 ? 'lo_berg' : `u${k % 37}`
    const title = `${k % 3 === 0 ? 'Harbour' : 'Park'} bridge ${k}`
    add.run(
      k,
      `br_${k}`,
      `s-${k}`,
      title,
      `c${k % 4}`,
      (k * 37) % 500,
      k % 101,
      user,
      k % 2,
      k === 290 ? 1 : null,
    )
  }
}

/** A catalogue file made by the schema before the username index (its first three steps), holding rows. */
function oldFile(name: string): string {
  const path = join(dir, name)
  const { db } = openCatalogueFile(path, Date.now(), CATALOGUE_MIGRATIONS.slice(0, 3))
  fill(db)
  db.close()
  return path
}

/** What one suggestor's filter answers: rows newest first, a sort's first rows, the total and the facets. */
function answers(db: DatabaseSync): unknown {
  const reader = new CatalogueReader(db, () => true)
  const f = { by: 'LI_BERG', includeGone: false } as const
  const ids = (rows: readonly { id: string }[]): string[] => rows.map((b) => b.id)
  return {
    newest: ids(reader.search(1, { ...f, limit: 100 }).rows),
    passes: ids(reader.search(1, { ...f, sort: 'passes', limit: 5 }).rows),
    words: reader.search(1, { ...f, q: 'harbour', limit: 100 }).total,
    total: reader.search(1, { ...f, limit: 1 }).total,
    facets: reader.queryFacets(1, { by: 'li_berg' }),
  }
}

/** The query plan of one suggestor's list, newest first. */
function plan(db: DatabaseSync): string {
  const s = filterSql((sql) => db.prepare(sql), 1, { by: 'Li_Berg', includeGone: false }, STEM_FTS, 'k')
  return db
    .prepare(`EXPLAIN QUERY PLAN SELECT b.* FROM ${s.from} WHERE ${s.where.join(' AND ')} ORDER BY b.k DESC`)
    .all(...s.args)
    .map((r) => String(r['detail']))
    .join('\n')
}

test('a file of the schema before the username index opens without it, and one suggestor is listed as after', async () => {
  const path = oldFile('before.sqlite')
  const { db } = openCatalogueFile(path, Date.now())
  assert.equal(Number(db.prepare('PRAGMA user_version').get()?.['user_version']), CATALOGUE_MIGRATIONS.length)
  // Indexing a million rows is the worker's, never the migration's (it runs on the thread that opens the file).
  assert.equal(usernameIndexWhole(db), false)
  assert.equal(indexesWhole(db), false)
  assert.equal(db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'bridges_by_username'").get(), undefined)
  const before = answers(db)
  assert.doesNotMatch(plan(db), /bridges_by_username/)
  db.close()
  assert.deepEqual(await fillIndexes(path, 50).done, { kind: 'whole' })
  const made = openCatalogueFile(path, Date.now()).db
  assert.equal(indexesWhole(made), true)
  assert.match(plan(made), /SEARCH b USING INDEX bridges_by_username \(service=\? AND username=\?\)/)
  assert.deepEqual(answers(made), before)
  const expected = Array.from({ length: 30 }, (_, i) => 300 - i * 10)
    .filter((k) => k !== 290)
    .map((k) => `br_${k}`)
  assert.deepEqual((before as { newest: string[] }).newest, expected)
  made.close()
})

test('a new file has the index from its first row, and the in-process step makes an old one whole too', () => {
  const fresh = openCatalogueFile(join(dir, 'new.sqlite'), Date.now()).db
  assert.equal(usernameIndexWhole(fresh), true)
  fill(fresh)
  assert.match(plan(fresh), /USING INDEX bridges_by_username/)
  fresh.close()
  const { db } = openCatalogueFile(oldFile('steps.sqlite'), Date.now())
  while (!fillStep(db, 1000));
  assert.equal(usernameIndexWhole(db), true)
  assert.match(plan(db), /USING INDEX bridges_by_username/)
  db.close()
})

test('one suggestor is sought by the username index under every sort and count, never by the sort’s own index', () => {
  const { db } = openCatalogueFile(':memory:', Date.now())
  fill(db)
  db.exec('ANALYZE')
  for (const seek of ['passes', 'score', 'k', 'category', null] as const) {
    const s = filterSql(
      (sql) => db.prepare(sql),
      1,
      { by: 'li_berg', categories: ['c0'], passes: { min: 1 }, score: { min: 1 } },
      STEM_FTS,
      seek,
    )
    const sql = `EXPLAIN QUERY PLAN SELECT count(*) FROM ${s.from} WHERE ${s.where.join(' AND ')}`
    const detail = db
      .prepare(sql)
      .all(...s.args)
      .map((r) => String(r['detail']))
      .join('\n')
    assert.match(detail, /USING INDEX bridges_by_username/, String(seek))
  }
  db.close()
})
