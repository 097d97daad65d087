// The facets table held in memory (electron/core/catalogue/catalogue-facet-keys.ts): the facets and totals of
// words' matches counted along the held keys are exactly the ones the table gives, under every filter they take;
// they answer only while the table is as it was read (any write, by this connection or another, makes the table
// answer until they are read again), and a reading the table changed under is thrown away.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { after, test } from 'node:test'
import { openCatalogueFile } from '../../../../electron/core/catalogue/catalogue-file.ts'
import { countAlong, FacetKeys } from '../../../../electron/core/catalogue/catalogue-facet-keys.ts'
import { wordCount } from '../../../../electron/core/catalogue/catalogue-facet-rows.ts'
import { queryFacets } from '../../../../electron/core/catalogue/catalogue-facets.ts'
import { keyBlock } from '../../../../electron/core/catalogue/catalogue-rows.ts'
import { STEM_FTS } from '../../../../electron/core/catalogue/catalogue-stem.ts'
import type { CatalogueFilter } from '../../../../shared/ipc/catalogue.ts'

const dir = mkdtempSync(join(tmpdir(), 'bx-facet-keys-'))
after(() => rmSync(dir, { recursive: true, force: true }))

const WORDS = ['harbour lights', 'harbour walks', 'night ferry', 'harbour ferry at night']

/** 300 rows over two services and four days, some gone, in four categories (one in two spellings). */
function filled(path: string): DatabaseSync {
  const { db } = openCatalogueFile(path, Date.now())
  db.exec("INSERT INTO services (id, name) VALUES (1, 'http://svc'), (2, 'http://other')")
  const insert = db.prepare(
    `INSERT INTO bridges (k, service, id, slug, title, category, published_at, passes, score, username, verified,
     suggestion, domain, read_ms, seen_walk, gone_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'ann', ?, NULL, NULL, 0, 0, ?)`,
  )
  for (let i = 0; i < 300; i++) {
    const day = `2025-01-0${1 + (i % 4)}`
    const k = keyBlock(`${day}T12:00:00Z`, '').from + i
    const category = ['health', 'transport', 'culture', i % 2 === 0 ? 'Health' : 'economy'][i % 4] ?? ''
    insert.run(
      k,
      i % 9 === 0 ? 2 : 1,
      `br_${i}`,
      `s-${i}`,
      `${WORDS[i % WORDS.length] ?? ''} ${i}`,
      category,
      `${day}T12:00:00Z`,
      i * 3,
      i % 101,
      i % 3 === 0 ? 1 : 0,
      i % 11 === 0 ? 1 : null,
    )
  }
  return db
}

const FILTERS: CatalogueFilter[] = [
  { q: 'harbour' },
  { q: 'harbour', categories: ['health'] },
  { q: 'harbour', categories: ['Health', 'culture'], verified: true },
  { q: 'night', verified: false },
  { q: 'harbour night' },
  { q: 'ferry', published: { from: '2025-01-02', to: '2025-01-03' } },
  { q: 'harbour', published: { to: '2025-01-01' }, categories: ['transport'] },
  // Ranges of passes or score are the table's to count (the held keys have neither).
  { q: 'harbour', passes: { min: 30, max: 300 } },
  { q: 'nothing of the sort' },
]

/** Every filter's facets and total in both services: from the held keys when `keys` is given, else the table. */
function answers(db: DatabaseSync, keys?: FacetKeys): unknown[] {
  const st = (sql: string) => db.prepare(sql)
  return [1, 2].flatMap((service) =>
    FILTERS.map((f) => ({
      facets: queryFacets(st, service, f, STEM_FTS, true, keys),
      total: wordCount(st, service, f, STEM_FTS, keys),
    })),
  )
}

test('counted along the keys held in memory, every filter gives the facets and totals the table gives', async () => {
  const db = filled(join(dir, 'exact.sqlite'))
  const keys = new FacetKeys(db)
  assert.equal(keys.countByGroup(STEM_FTS, '"harbour"*'), null, 'nothing is held before a reading')
  assert.equal(await keys.refresh(), true)
  const counted = keys.countByGroup(STEM_FTS, '"harbour"*')
  assert.ok(counted !== null, 'held after the reading')
  // Live rows only: the ones marked gone are not counted.
  const live = Number(
    db
      .prepare(
        `SELECT count(*) AS n FROM ${STEM_FTS} f JOIN bridges b ON b.k = f.rowid
         WHERE ${STEM_FTS} MATCH '"harbour"*' AND b.gone_ms IS NULL`,
      )
      .get()?.['n'],
  )
  assert.equal(
    [...counted.values()].reduce((a, b) => a + b, 0),
    live,
  )
  // Three titles in four hold the word (225 of 300), one row in eleven is gone.
  assert.equal(
    live,
    225 - Array.from({ length: 300 }, (_, i) => i).filter((i) => i % 4 !== 2 && i % 11 === 0).length,
  )
  assert.deepEqual(answers(db, keys), answers(db))
  assert.ok(
    keys.countByGroup(STEM_FTS, '"night"*') !== null,
    'still held: the filters above were counted along it',
  )
  keys.close()
  db.close()
})

test('any write makes the table answer until the keys are read again, and they then count the rows as they are', async () => {
  const db = filled(join(dir, 'writes.sqlite'))
  const keys = new FacetKeys(db)
  assert.equal(await keys.refresh(), true)
  const before = answers(db)
  const writes = [
    "UPDATE bridges SET category = 'culture' WHERE id = 'br_1'",
    "UPDATE bridges SET verified = 1 - verified WHERE id = 'br_4'",
    "UPDATE bridges SET gone_ms = 5 WHERE id = 'br_5'",
    "UPDATE bridges SET gone_ms = NULL WHERE id = 'br_11'",
    "DELETE FROM bridges WHERE id = 'br_8'",
  ]
  for (const sql of writes) {
    db.exec(sql)
    assert.equal(keys.countByGroup(STEM_FTS, '"harbour"*'), null, `not current after ${sql}`)
    // Meanwhile the table answers: exact all the same.
    assert.deepEqual(answers(db, keys), answers(db))
    assert.equal(await keys.refresh(), true)
    assert.ok(keys.countByGroup(STEM_FTS, '"harbour"*') !== null)
    assert.deepEqual(answers(db, keys), answers(db))
  }
  assert.notDeepEqual(answers(db), before, 'the writes changed the facets')
  keys.close()
  db.close()
})

test("another connection's write is seen too, and a reading the table changed under is thrown away", async () => {
  const path = join(dir, 'two-connections.sqlite')
  const db = filled(path)
  const keys = new FacetKeys(db)
  assert.equal(await keys.refresh(), true)
  const other = new DatabaseSync(path)
  other.exec("UPDATE bridges SET category = 'economy' WHERE id = 'br_2'")
  assert.equal(keys.countByGroup(STEM_FTS, '"harbour"*'), null)
  // The table changes after the reading began and before it ended (its steps wait for other work first).
  const reading = keys.refresh()
  other.exec("UPDATE bridges SET category = 'health' WHERE id = 'br_6'")
  assert.equal(await reading, false)
  assert.equal(keys.countByGroup(STEM_FTS, '"harbour"*'), null)
  assert.equal(await keys.refresh(), true)
  assert.deepEqual(answers(db, keys), answers(db))
  other.close()
  keys.close()
  db.close()
})

test('a walk along the keys counts each match held once by its group, in any order, and skips what is not held', () => {
  const held = { keys: Float64Array.from([2, 4, 6, 8, 10, 12]), groups: Int32Array.from([1, 2, 1, 3, 3, 1]) }
  assert.deepEqual(
    [...countAlong(held, [2, 6, 8, 12])].sort((a, b) => a[0] - b[0]),
    [
      [1, 3],
      [3, 1],
    ],
  )
  assert.deepEqual(
    [...countAlong(held, [12, 1, 4, 5, 2, 13, 10])].sort((a, b) => a[0] - b[0]),
    [
      [1, 2],
      [2, 1],
      [3, 1],
    ],
  )
  assert.equal(countAlong(held, []).size, 0)
  assert.equal(countAlong({ keys: new Float64Array(0), groups: new Int32Array(0) }, [1, 2]).size, 0)
})
