// The one SQLite opener, on real files in a temp folder: the same steps, checks and setting aside for every file
// of the app (history.sqlite and catalogue.sqlite open through it).
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { test, type TestContext } from 'node:test'
import {
  isCorruption,
  migrate,
  NewerFileError,
  openSqliteFile,
  readSchemaVersion,
  setAside,
  type Migration,
} from '../../../../electron/core/sqlite/sqlite-file.ts'

const notes: Migration = (db) => db.exec('CREATE TABLE notes (text TEXT)')
const tags: Migration = (db) => db.exec('CREATE TABLE tags (name TEXT)')
const AT = Date.UTC(2026, 2, 14, 9, 26, 53, 123)

function tempDir(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'bx-sqlite-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

function tables(db: DatabaseSync): string[] {
  return db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((r) => String(r['name']))
}

test('a new file is created in WAL mode with a bounded log, its steps run, and the version counts them', (t) => {
  const path = join(tempDir(t), 'some.sqlite')
  const { db, recovered } = openSqliteFile(path, AT, { migrations: [notes, tags] })
  t.after(() => db.close())
  assert.equal(recovered, null)
  assert.equal(readSchemaVersion(db), 2)
  assert.deepEqual(tables(db), ['notes', 'tags'])
  assert.equal(db.prepare('PRAGMA journal_mode').get()?.['journal_mode'], 'wal')
  assert.equal(db.prepare('PRAGMA journal_size_limit').get()?.['journal_size_limit'], 1024 * 1024)
})

test('a file asked to shrink in place is created with incremental auto-vacuum; an existing file keeps its mode', (t) => {
  const dir = tempDir(t)
  const mode = (db: DatabaseSync) => Number(db.prepare('PRAGMA auto_vacuum').get()?.['auto_vacuum'])
  const fresh = openSqliteFile(join(dir, 'new.sqlite'), AT, { migrations: [notes], incrementalVacuum: true })
  assert.equal(mode(fresh.db), 2, 'INCREMENTAL: set before the first page is written')
  fresh.db.close()
  // A file made before (auto_vacuum NONE) is not rebuilt at open: only a VACUUM could change its mode.
  openSqliteFile(join(dir, 'old.sqlite'), AT, { migrations: [notes] }).db.close()
  const old = openSqliteFile(join(dir, 'old.sqlite'), AT, { migrations: [notes], incrementalVacuum: true })
  t.after(() => old.db.close())
  assert.equal(mode(old.db), 0)
  assert.deepEqual(tables(old.db), ['notes'])
})

test("a file's own settings are applied before its check", (t) => {
  const path = join(tempDir(t), 'tuned.sqlite')
  const { db } = openSqliteFile(path, AT, {
    migrations: [],
    tune: (d) => d.exec('PRAGMA cache_size = -16384'),
  })
  t.after(() => db.close())
  assert.equal(db.prepare('PRAGMA cache_size').get()?.['cache_size'], -16384)
})

test('steps run in order from the version the file has, one version per step', () => {
  const db = new DatabaseSync(':memory:')
  assert.equal(migrate(db, [notes]), 0)
  assert.equal(migrate(db, [notes, tags]), 1)
  assert.equal(readSchemaVersion(db), 2)
  assert.deepEqual(tables(db), ['notes', 'tags'])
  db.close()
})

test('a failing step is rolled back and leaves the last complete version', () => {
  const db = new DatabaseSync(':memory:')
  const halfDone: Migration = (d) => {
    d.exec('CREATE TABLE partial (x)')
    throw new Error('step failed')
  }
  assert.throws(() => migrate(db, [notes, halfDone]), /step failed/)
  assert.equal(readSchemaVersion(db), 1)
  assert.ok(!tables(db).includes('partial'))
  db.close()
})

test('a file from a newer app is refused by name and left untouched, never set aside', (t) => {
  const dir = tempDir(t)
  const path = join(dir, 'catalogue.sqlite')
  const future = new DatabaseSync(path)
  future.exec('PRAGMA user_version = 7')
  future.close()
  assert.throws(
    () => openSqliteFile(path, AT, { migrations: [notes] }),
    (e: unknown) =>
      e instanceof NewerFileError &&
      e.message === 'catalogue.sqlite has schema version 7, newer than the 1 this app knows' &&
      e.fileVersion === 7 &&
      e.supportedVersion === 1,
  )
  assert.deepEqual(
    readdirSync(dir).filter((f) => f.includes('.corrupt-')),
    [],
  )
  const check = new DatabaseSync(path)
  assert.equal(readSchemaVersion(check), 7, 'the newer steps are all there')
  assert.deepEqual(tables(check), [], 'nothing of this app was added')
  check.close()
})

test('a file that is not a database is set aside with its time, and a new one begun without its stale WAL', (t) => {
  const dir = tempDir(t)
  const path = join(dir, 'history.sqlite')
  const garbage = Buffer.alloc(8192, 0x5a)
  writeFileSync(path, garbage)
  writeFileSync(`${path}-wal`, 'stale wal')
  const { db, recovered } = openSqliteFile(path, AT, { migrations: [notes] })
  t.after(() => db.close())
  const movedTo = join(dir, 'history.sqlite.corrupt-2026-03-14T09-26-53-123Z')
  assert.deepEqual(recovered, { movedTo, reason: 'file is not a database' })
  assert.deepEqual(readFileSync(movedTo), garbage)
  assert.deepEqual(tables(db), ['notes'], 'the new file has the schema')
})

test('a file whose check fails is damaged too; other errors are not', () => {
  const db = new DatabaseSync(':memory:')
  let notADatabase: unknown
  try {
    db.exec('SELECT * FROM nowhere')
  } catch (e) {
    notADatabase = e
  }
  db.close()
  assert.equal(isCorruption(notADatabase), false, 'a missing table is not damage')
  assert.equal(isCorruption(Object.assign(new Error('x'), { errcode: 11 })), true)
  assert.equal(isCorruption(Object.assign(new Error('x'), { errcode: 26 })), true)
  assert.equal(isCorruption(Object.assign(new Error('x'), { errcode: 11 | (1 << 8) })), true)
  assert.equal(isCorruption(new Error('plain')), false)
})

test('setting aside moves the file and its WAL, and leaves nothing at the old name', (t) => {
  const dir = tempDir(t)
  const path = join(dir, 'x.sqlite')
  writeFileSync(path, 'bytes')
  writeFileSync(`${path}-wal`, 'its log')
  writeFileSync(`${path}-shm`, 'its index')
  const movedTo = setAside(path, AT)
  assert.equal(existsSync(path), false)
  assert.equal(existsSync(`${path}-wal`), false)
  assert.equal(existsSync(`${path}-shm`), false, 'the shared-memory index is dropped, never reused')
  assert.equal(readFileSync(movedTo, 'utf8'), 'bytes')
  assert.equal(readFileSync(`${movedTo}-wal`, 'utf8'), 'its log', 'the WAL stays with its file')
})
