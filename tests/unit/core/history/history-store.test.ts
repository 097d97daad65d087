import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { test } from 'node:test'
import type { TestContext } from 'node:test'
import { noHistoryStore } from '../../../../electron/core/history/history-fallback.ts'
import { HISTORY_FILE_NAME, openHistoryStore } from '../../../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../../../electron/core/app/history-migrations.ts'
import type { HistoryStats, HistoryStore } from '../../../../electron/core/history/history-types.ts'
import { manualClock, tempUserData } from './temp-dir.ts'

const A = 'https://a.example/v1/api'
const B = 'https://b.example/v1/api'
const stats = (n: number, avg: number | null = 50.5): HistoryStats => ({
  bridges: n,
  suggestors: n * 2,
  passes: n * 3,
  avg_score: avg,
})

// The clock sits just after the small timestamps below, so retention never removes them mid-test.
const CLOCK_MS = 20_000_000
/** A stored snapshot as the store reads it back: the graph's point. */
const point = (at: number, s: HistoryStats) => ({
  at,
  bridges: s.bridges,
  suggestors: s.suggestors,
  passes: s.passes,
  avgScore: s.avg_score,
})

function openStore(t: TestContext, dir = tempUserData(t)): HistoryStore {
  const store = openHistoryStore({ dir, now: () => CLOCK_MS, migrations: HISTORY_MIGRATIONS })
  t.after(() => store.close())
  return store
}

test('the store is one WAL-mode file named history.sqlite in the user-data folder', (t) => {
  const dir = tempUserData(t)
  const store = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
  store.addStatsSnapshot(A, stats(1))
  store.close()
  assert.equal(store.path, join(dir, HISTORY_FILE_NAME))
  const db = new DatabaseSync(store.path)
  t.after(() => db.close())
  assert.equal(db.prepare('PRAGMA journal_mode').get()?.['journal_mode'], 'wal')
  assert.equal(db.prepare('PRAGMA user_version').get()?.['user_version'], HISTORY_MIGRATIONS.length)
  assert.equal(store.recovered, null)
})

test('a snapshot reads back exactly, including a null avg_score', (t) => {
  const store = openStore(t)
  store.addStatsSnapshot(A, stats(7, null), 1000)
  store.addStatsSnapshot(A, stats(8, 71.25), 2000)
  assert.deepEqual(store.statsRange(A, 0, 5000), [point(1000, stats(7, null)), point(2000, stats(8, 71.25))])
})

test('statsRange is inclusive of both ends, oldest first, and per service URL', (t) => {
  const store = openStore(t)
  for (const at of [500, 100, 300, 200, 400]) store.addStatsSnapshot(A, stats(at), at)
  store.addStatsSnapshot(B, stats(999), 300)
  assert.deepEqual(
    store.statsRange(A, 200, 400).map((p) => p.at),
    [200, 300, 400],
  )
  assert.deepEqual(
    store.statsRange(B, 0, 1000).map((p) => p.bridges),
    [999],
  )
  assert.deepEqual(store.statsRange('https://unknown.example', 0, 1000), [])
})

test('statsRange thins a long range to at most maxPoints and keeps its first and last snapshot', (t) => {
  const store = openStore(t)
  for (let i = 0; i < 1200; i++) store.addStatsSnapshot(A, stats(i), 10_000 + i * 1000)
  const all = store.statsRange(A, 0, Number.MAX_SAFE_INTEGER)
  assert.equal(all.length, 500, 'default maxPoints is 500')
  const few = store.statsRange(A, 10_000, 10_000 + 999 * 1000, 50)
  assert.equal(few.length, 50)
  assert.equal(few[0]?.bridges, 0)
  assert.equal(few.at(-1)?.bridges, 999)
  const times = few.map((p) => p.at)
  assert.deepEqual(
    times,
    [...times].sort((x, y) => x - y),
  )
})

test('snapshots default to the injected clock', (t) => {
  const clock = manualClock(123_456)
  const store = openHistoryStore({ dir: tempUserData(t), now: clock.now, migrations: HISTORY_MIGRATIONS })
  t.after(() => store.close())
  store.addStatsSnapshot(A, stats(1))
  store.addRateSample(A, 'key_1', { limit: 60, remaining: 59, resetAtMs: 180_000 })
  assert.equal(store.statsRange(A, 0, 200_000)[0]?.at, 123_456)
  assert.equal(store.rateRange(A, 'key_1', 0, 200_000)[0]?.at, 123_456)
})

test('rateRange filters by service and key, oldest first, thinned to maxPoints', (t) => {
  const store = openStore(t)
  for (let i = 0; i < 30; i++) {
    store.addRateSample(A, 'key_1', { limit: 60, remaining: 60 - i, resetAtMs: 60_000 }, 1000 + i)
  }
  store.addRateSample(A, 'key_2', { limit: 60, remaining: 1, resetAtMs: 60_000 }, 1005)
  store.addRateSample(B, 'key_1', { limit: 60, remaining: 2, resetAtMs: 60_000 }, 1005)
  const all = store.rateRange(A, 'key_1', 0, 10_000)
  assert.equal(all.length, 30)
  assert.deepEqual(all[0], { at: 1000, limit: 60, remaining: 60, resetAt: 60_000 })
  const thin = store.rateRange(A, 'key_1', 0, 10_000, 4)
  assert.deepEqual(
    thin.map((p) => p.remaining),
    [60, 50, 41, 31],
  )
  assert.deepEqual(
    store.rateRange(A, 'key_2', 0, 10_000).map((p) => p.remaining),
    [1],
  )
})

test('lastRateSample is the newest sample of that key on that service, or null', (t) => {
  const store = openStore(t)
  assert.equal(store.lastRateSample(A, 'key_1'), null)
  store.addRateSample(A, 'key_1', { limit: 60, remaining: 5, resetAtMs: 70_000 }, 2000)
  store.addRateSample(A, 'key_1', { limit: 60, remaining: 9, resetAtMs: 60_000 }, 1000)
  store.addRateSample(A, 'key_2', { limit: 60, remaining: 1, resetAtMs: 80_000 }, 3000)
  store.addRateSample(B, 'key_1', { limit: 60, remaining: 2, resetAtMs: 80_000 }, 3000)
  assert.deepEqual(store.lastRateSample(A, 'key_1'), { limit: 60, remaining: 5, resetAtMs: 70_000 })
  assert.equal(store.lastRateSample(B, 'key_2'), null)
  assert.equal(noHistoryStore('/nowhere/history.sqlite').lastRateSample(A, 'key_1'), null)
})

test('a write that breaks a column rule is rolled back and the store stays usable', (t) => {
  const store = openStore(t)
  const broken = { bridges: 1.5, suggestors: 1, passes: 1, avg_score: null } as HistoryStats
  assert.throws(() => store.addStatsSnapshot(A, broken, 1000))
  store.addStatsSnapshot(A, stats(2), 2000)
  assert.deepEqual(
    store.statsRange(A, 0, 5000).map((p) => p.at),
    [2000],
  )
})

test('close can be called twice and the data survives reopening', (t) => {
  const dir = tempUserData(t)
  const first = openHistoryStore({ dir, now: () => CLOCK_MS, migrations: HISTORY_MIGRATIONS })
  first.addStatsSnapshot(A, stats(4), 4000)
  first.close()
  first.close()
  const second = openStore(t, dir)
  assert.deepEqual(second.statsRange(A, 0, CLOCK_MS), [point(4000, stats(4))])
  assert.ok(existsSync(join(dir, HISTORY_FILE_NAME)))
})

test('feature tables write through the store in one transaction and read through database()', (t) => {
  const store = openStore(t)
  const db = store.database()
  assert.ok(db)
  db.exec('CREATE TABLE IF NOT EXISTS feature_rows (n INTEGER NOT NULL) STRICT')
  assert.equal(
    store.write((d) => d.prepare('INSERT INTO feature_rows (n) VALUES (?)').run(7)),
    true,
  )
  // A failing write rolls back its first statement too, and is thrown: only disk faults pause recording.
  assert.throws(() =>
    store.write((d) => {
      d.prepare('INSERT INTO feature_rows (n) VALUES (?)').run(8)
      d.prepare('INSERT INTO feature_rows (n) VALUES (?)').run('not a number')
    }),
  )
  assert.deepEqual(
    db
      .prepare('SELECT n FROM feature_rows')
      .all()
      .map((r) => r['n']),
    [7],
  )
  store.close()
  assert.equal(store.database(), null)
})

test('with no history, feature writes are skipped and there is no database', () => {
  const none = noHistoryStore('/nowhere/history.sqlite')
  assert.equal(none.database(), null)
  assert.equal(
    none.write(() => assert.fail('must not run')),
    false,
  )
})
