import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { TestContext } from 'node:test'
import { PRUNE_INTERVAL_MS } from '../../../../electron/core/history/history-prune.ts'
import { openHistoryStore } from '../../../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../../../electron/core/app/history-migrations.ts'
import type { HistoryRetention, HistoryStore } from '../../../../electron/core/history/history-types.ts'
import { manualClock, tempUserData } from './temp-dir.ts'

const A = 'https://a.example/v1/api'
const B = 'https://b.example/v1/api'
const DAY = 86_400_000
const ALL = [0, Number.MAX_SAFE_INTEGER, 1_000_000] as const
const snap = { bridges: 1, suggestors: 1, passes: 1, avg_score: 1 }
const sample = { limit: 60, remaining: 1, resetAtMs: 0 }

function setup(t: TestContext, retention?: HistoryRetention) {
  const clock = manualClock()
  const store: HistoryStore = openHistoryStore({
    dir: tempUserData(t),
    now: clock.now,
    retention,
    migrations: HISTORY_MIGRATIONS,
  })
  t.after(() => store.close())
  const statsTimes = (url = A) => store.statsRange(url, ...ALL).map((p) => p.at)
  const rateTimes = (url = A) => store.rateRange(url, 'k', ...ALL).map((p) => p.at)
  return { clock, store, statsTimes, rateTimes }
}

test('by default stats are kept 90 days and rate samples 7 days', (t) => {
  const { clock, store, statsTimes, rateTimes } = setup(t)
  const now = clock.now()
  // newest first, so the prune the first insert runs by itself has nothing to remove yet
  for (const age of [0, 7 * DAY, 7 * DAY + 1, 8 * DAY, 90 * DAY, 90 * DAY + 1, 91 * DAY]) {
    store.addStatsSnapshot(A, snap, now - age)
    store.addRateSample(A, 'k', sample, now - age)
  }
  const result = store.prune()
  assert.deepEqual(result, { statsDeleted: 2, rateSamplesDeleted: 5 })
  assert.deepEqual(statsTimes(), [now - 90 * DAY, now - 8 * DAY, now - 7 * DAY - 1, now - 7 * DAY, now])
  assert.deepEqual(rateTimes(), [now - 7 * DAY, now])
})

test('retention days are configurable', (t) => {
  const { clock, store, statsTimes, rateTimes } = setup(t, { statsDays: 2, rateSamplesDays: 0.5 })
  const now = clock.now()
  for (const age of [3 * DAY, DAY, 0.25 * DAY]) {
    store.addStatsSnapshot(A, snap, now - age)
    store.addRateSample(A, 'k', sample, now - age)
  }
  store.prune()
  assert.deepEqual(statsTimes(), [now - DAY, now - 0.25 * DAY])
  assert.deepEqual(rateTimes(), [now - 0.25 * DAY])
})

test('maxRows keeps the newest rows of each table across all services', (t) => {
  const { clock, store, statsTimes, rateTimes } = setup(t, { maxRows: 3 })
  const now = clock.now()
  for (let i = 0; i < 6; i++) {
    store.addStatsSnapshot(i % 2 ? A : B, snap, now - 10 + i)
    store.addRateSample(A, 'k', sample, now - 10 + i)
  }
  const result = store.prune()
  assert.deepEqual(result, { statsDeleted: 3, rateSamplesDeleted: 3 })
  assert.deepEqual([...statsTimes(A), ...statsTimes(B)].sort(), [now - 7, now - 6, now - 5])
  assert.deepEqual(rateTimes(), [now - 7, now - 6, now - 5])
})

test('inserts prune by themselves, at most once a minute', (t) => {
  const { clock, store, statsTimes } = setup(t, { maxRows: 2 })
  const now = clock.now()
  // the first insert prunes (nothing to do); the next ones fall inside the same minute
  for (let i = 0; i < 5; i++) store.addStatsSnapshot(A, snap, now + i)
  assert.equal(statsTimes().length, 5)
  clock.advance(PRUNE_INTERVAL_MS - 1)
  store.addStatsSnapshot(A, snap, now + 5)
  assert.equal(statsTimes().length, 6, 'still within a minute of the last prune')
  clock.advance(1)
  store.addStatsSnapshot(A, snap, now + 6)
  assert.deepEqual(statsTimes(), [now + 5, now + 6])
})

test('rate sample inserts trigger the prune too', (t) => {
  const { clock, store, rateTimes } = setup(t, { maxRows: 1 })
  const now = clock.now()
  store.addRateSample(A, 'k', sample, now - 1)
  clock.advance(PRUNE_INTERVAL_MS)
  store.addRateSample(A, 'k', sample, now)
  assert.deepEqual(rateTimes(), [now])
})

test('a retention that is not a positive number is refused', (t) => {
  const dir = tempUserData(t)
  for (const retention of [
    { statsDays: 0 },
    { rateSamplesDays: -1 },
    { maxRows: Number.NaN },
    { maxRows: Infinity },
  ]) {
    assert.throws(
      () => openHistoryStore({ dir, retention, migrations: HISTORY_MIGRATIONS }),
      RangeError,
      JSON.stringify(retention),
    )
  }
  // the refused opens closed their handle: a normal open still works
  openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS }).close()
})
