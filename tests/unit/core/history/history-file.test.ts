import assert from 'node:assert/strict'
import { existsSync, openSync, readFileSync, readdirSync, writeFileSync, writeSync, closeSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { test } from 'node:test'
import { NewerFileError, readSchemaVersion } from '../../../../electron/core/sqlite/sqlite-file.ts'
import { HISTORY_FILE_NAME, openHistoryStore } from '../../../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../../../electron/core/app/history-migrations.ts'
import { manualClock, tempUserData } from './temp-dir.ts'

const A = 'https://a.example/v1/api'
const snap = { bridges: 1, suggestors: 2, passes: 3, avg_score: null }

function names(db: DatabaseSync, type: 'table' | 'index'): string[] {
  return db
    .prepare("SELECT name FROM sqlite_master WHERE type = ? AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all(type)
    .map((row) => String(row['name']))
}

test('a version 0 file is migrated forward to the current schema, keeping what it held', (t) => {
  const dir = tempUserData(t)
  const path = join(dir, HISTORY_FILE_NAME)
  const old = new DatabaseSync(path)
  old.exec("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('kept')")
  assert.equal(readSchemaVersion(old), 0)
  old.close()

  const store = openHistoryStore({ dir, now: manualClock().now, migrations: HISTORY_MIGRATIONS })
  store.addStatsSnapshot(A, snap)
  store.close()

  const db = new DatabaseSync(path)
  t.after(() => db.close())
  assert.equal(readSchemaVersion(db), HISTORY_MIGRATIONS.length)
  // Later migrations add tables of their own (key usage, …): the first version's and the old one must be there.
  for (const table of ['notes', 'rate_samples', 'stats_snapshots'])
    assert.ok(names(db, 'table').includes(table))
  for (const index of ['rate_samples_by_time', 'stats_snapshots_by_time'])
    assert.ok(names(db, 'index').includes(index))
  assert.equal(db.prepare('SELECT text FROM notes').get()?.['text'], 'kept')
})

test('range queries use the (service_url, at_ms) and (service_url, key_id, at_ms) indexes', (t) => {
  const dir = tempUserData(t)
  openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS }).close()
  const db = new DatabaseSync(join(dir, HISTORY_FILE_NAME))
  t.after(() => db.close())
  const plan = (sql: string): string =>
    db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all()
      .map((row) => String(row['detail']))
      .join('\n')
  assert.match(
    plan("SELECT * FROM stats_snapshots WHERE service_url = 'a' AND at_ms BETWEEN 1 AND 2"),
    /stats_snapshots_by_time/,
  )
  assert.match(
    plan("SELECT * FROM rate_samples WHERE service_url = 'a' AND key_id = 'k' AND at_ms BETWEEN 1 AND 2"),
    /rate_samples_by_time/,
  )
})

test('a file from a newer app version gives NewerFileError naming history.sqlite and is left untouched', (t) => {
  const dir = tempUserData(t)
  const path = join(dir, HISTORY_FILE_NAME)
  const future = new DatabaseSync(path)
  future.exec('PRAGMA user_version = 99')
  future.close()
  const before = readFileSync(path)

  assert.throws(
    () => openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS }),
    (error: unknown) =>
      error instanceof NewerFileError &&
      error.message.startsWith('history.sqlite has schema version 99') &&
      error.fileVersion === 99 &&
      error.supportedVersion === HISTORY_MIGRATIONS.length,
  )
  assert.deepEqual(
    readdirSync(dir).filter((name) => name.includes('corrupt')),
    [],
  )
  const check = new DatabaseSync(path)
  t.after(() => check.close())
  assert.equal(readSchemaVersion(check), 99)
  assert.equal(readFileSync(path).length, before.length)
})

test('a file that is not a database is moved aside with its time and a fresh store starts, ignoring a stale WAL', (t) => {
  const dir = tempUserData(t)
  const path = join(dir, HISTORY_FILE_NAME)
  const garbage = Buffer.from('this is not sqlite at all, just some bytes '.repeat(200))
  writeFileSync(path, garbage)
  writeFileSync(`${path}-wal`, 'stale wal')
  const clock = manualClock(Date.UTC(2026, 2, 14, 9, 26, 53, 123))

  const store = openHistoryStore({ dir, now: clock.now, migrations: HISTORY_MIGRATIONS })
  t.after(() => store.close())

  const movedTo = join(dir, 'history.sqlite.corrupt-2026-03-14T09-26-53-123Z')
  assert.equal(store.recovered?.movedTo, movedTo)
  assert.match(store.recovered?.reason ?? '', /not a database/)
  assert.deepEqual(readFileSync(movedTo), garbage)
  // SQLite itself discards a WAL that does not match its database; what matters is that it does not leak into the new file
  store.addStatsSnapshot(A, snap)
  assert.deepEqual(
    store.statsRange(A, 0, Number.MAX_SAFE_INTEGER).map((p) => p.bridges),
    [1],
  )
})

test('a database whose pages are damaged is moved aside too', (t) => {
  const dir = tempUserData(t)
  const path = join(dir, HISTORY_FILE_NAME)
  const seed = openHistoryStore({ dir, now: manualClock().now, migrations: HISTORY_MIGRATIONS })
  for (let i = 0; i < 2000; i++) seed.addStatsSnapshot(A, snap, manualClock().now() + i)
  seed.close()
  // page 1 is the schema; scribble over the b-tree pages after it, as a failing disk would
  const fd = openSync(path, 'r+')
  writeSync(fd, Buffer.alloc(4096 * 3, 0xa5), 0, 4096 * 3, 4096)
  closeSync(fd)

  const store = openHistoryStore({ dir, now: manualClock().now, migrations: HISTORY_MIGRATIONS })
  t.after(() => store.close())
  assert.ok(store.recovered, 'recovery reported')
  assert.ok(existsSync(store.recovered.movedTo))
  assert.deepEqual(store.statsRange(A, 0, Number.MAX_SAFE_INTEGER), [], 'the fresh store starts empty')
})

test('a healthy file reports no recovery', (t) => {
  const dir = tempUserData(t)
  openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS }).close()
  const store = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
  t.after(() => store.close())
  assert.equal(store.recovered, null)
})
