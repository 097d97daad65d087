import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { after, test } from 'node:test'
import { openCatalogueFile } from '../../../../electron/core/catalogue/catalogue-file.ts'
import { CatalogueReader } from '../../../../electron/core/catalogue/catalogue-queries.ts'
import { CATALOGUE_MIGRATIONS } from '../../../../electron/core/catalogue/catalogue-schema.ts'
import { fillIndexes, fillStep, stemWhole } from '../../../../electron/core/catalogue/catalogue-stem.ts'

const dir = mkdtempSync(join(tmpdir(), 'bx-stem-'))
after(() => rmSync(dir, { recursive: true, force: true }))

const TITLES = [
  'Library hours on Sundays',
  'Public libraries open late',
  'Running water in every park',
  'Bus lanes that run all night',
]

/** A catalogue file made by the schema of the version before word forms (its first step only), with rows. */
function oldFile(name: string): string {
  const path = join(dir, name)
  const { db } = openCatalogueFile(path, Date.now(), CATALOGUE_MIGRATIONS.slice(0, 1))
  db.exec("INSERT INTO services (id, name) VALUES (1, 'http://svc')")
  TITLES.forEach((title, i) => insert(db, (i + 1) * 10, title))
  db.close()
  return path
}

function insert(db: DatabaseSync, k: number, title: string): void {
  db.prepare(
    `INSERT INTO bridges (k, service, id, slug, title, category, published_at, passes, score, username, verified,
     suggestion, domain, read_ms, seen_walk, gone_ms) VALUES (?, 1, ?, ?, ?, 'civic', '2025-01-01T00:00:00Z', 1, 1,
     'ann', 1, NULL, NULL, 0, 0, NULL)`,
  ).run(k, `br_${k}`, `s-${k}`, title)
}

const titles = (reader: CatalogueReader, q: string): string[] =>
  reader
    .search(1, { q, limit: 50 })
    .rows.map((b) => b.title)
    .sort()

test('a file of the schema before word forms opens with an empty porter index, and search answers as before meanwhile', () => {
  const { db } = openCatalogueFile(oldFile('before.sqlite'), Date.now())
  assert.equal(Number(db.prepare('PRAGMA user_version').get()?.['user_version']), CATALOGUE_MIGRATIONS.length)
  assert.equal(stemWhole(db), false)
  // Indexing a million rows is the worker's, never the migration's (it runs on the thread that opens the file).
  assert.equal(db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'bridges_facets'").get(), undefined)
  const reader = new CatalogueReader(db, () => true)
  assert.deepEqual(titles(reader, 'libraries'), ['Public libraries open late'])
  db.close()
})

test('filled step by step while the app writes, the porter index holds every row as it is, and search finds word forms', () => {
  const { db } = openCatalogueFile(oldFile('steps.sqlite'), Date.now())
  const reader = new CatalogueReader(db, () => true)
  assert.equal(fillStep(db, 2), false)
  // Between steps: a row below the mark (filled) changes, one above it is added, one below is added and one removed.
  db.prepare('UPDATE bridges SET title = ? WHERE k = 10').run('Library opening hours')
  insert(db, 45, 'A libraries fair')
  insert(db, 5, 'Runners of libraries')
  db.prepare('DELETE FROM bridges WHERE k = 20').run()
  while (!fillStep(db, 2));
  assert.equal(stemWhole(db), true)
  // FTS5 checks an external-content index against its table (https://sqlite.org/fts5.html#the_integrity_check_command).
  db.exec("INSERT INTO bridges_stem (bridges_stem, rank) VALUES ('integrity-check', 1)")
  const libraries = ['A libraries fair', 'Library opening hours', 'Runners of libraries']
  assert.deepEqual(titles(reader, 'libraries'), libraries)
  assert.deepEqual(titles(reader, 'library'), libraries)
  assert.deepEqual(titles(reader, 'parks'), ['Running water in every park'])
  // The typo suggestions read the words as typed, never stems ("librari").
  const near = reader.wordsNear(8, 2).map((w) => w.text)
  assert.ok(near.includes('libraries') && near.includes('library'), near.join(', '))
  assert.ok(!near.includes('librari'))
  db.close()
})

test('the worker fills the index of a file off the calling thread, and a new file needs no filling', async () => {
  const path = oldFile('worker.sqlite')
  // The app opens (and so migrates) the file before it starts the worker.
  openCatalogueFile(path, Date.now()).db.close()
  const fill = fillIndexes(path, 1)
  assert.deepEqual(await fill.done, { kind: 'whole' })
  const { db } = openCatalogueFile(path, Date.now())
  assert.equal(stemWhole(db), true)
  db.exec("INSERT INTO bridges_stem (bridges_stem, rank) VALUES ('integrity-check', 1)")
  // The facets index of a file that held rows is made by the worker too, after the porter index.
  assert.ok(db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'bridges_facets'").get())
  assert.deepEqual(titles(new CatalogueReader(db, () => true), 'library'), [
    'Library hours on Sundays',
    'Public libraries open late',
  ])
  db.close()
  const fresh = openCatalogueFile(join(dir, 'new.sqlite'), Date.now())
  assert.equal(stemWhole(fresh.db), true)
  fresh.db.close()
})
