// Key usage aggregates in a real history.sqlite: per-minute upserts, chart buckets, totals, marks, a restart,
// and the retention bounds (age and row count).
import { test, type TestContext } from 'node:test'
import assert from 'node:assert/strict'
import { DatabaseSync } from 'node:sqlite'
import { join } from 'node:path'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'
import { readSchemaVersion } from '../../../electron/core/sqlite/sqlite-file.ts'
import { countsOf } from '../../../electron/core/usage/usage-hook.ts'
import { readAnswers, readUsage } from '../../../electron/core/usage/usage-read.ts'
import {
  ANSWERS_KEEP_MS,
  USAGE_KEEP_MS,
  USAGE_MAX_ROWS,
  createUsageStore,
} from '../../../electron/core/usage/usage-store.ts'
import { manualClock, tempUserData } from '../../unit/core/history/temp-dir.ts'

const MIN = 60_000
const HOUR = 60 * MIN
const slot = { serviceUrl: 'http://127.0.0.1:9/v1/api', keyId: 'key_a' }
const other = { serviceUrl: slot.serviceUrl, keyId: 'key_b' }

function open(t: TestContext, dir = tempUserData(t), clock = manualClock()) {
  const history = openHistoryStore({ dir, now: clock.now, migrations: HISTORY_MIGRATIONS })
  t.after(() => history.close())
  return { dir, clock, history, usage: createUsageStore(history, clock.now) }
}

test('the usage tables come with a migration appended to HISTORY_MIGRATIONS', (t) => {
  const { history } = open(t)
  const db = history.database()
  assert.ok(db)
  assert.equal(readSchemaVersion(db), HISTORY_MIGRATIONS.length)
  const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all()
  const names = tables.map((row) => row['name'])
  assert.ok(names.includes('key_usage') && names.includes('key_answers'), String(names))
})

test('requests in one minute are one row per purpose, counted; errors by code and 429s are their own counts', (t) => {
  const { history, usage, clock } = open(t)
  const start = clock.now()
  for (let i = 0; i < 5; i++)
    usage.add(slot, start + i * 1000, countsOf({ status: 200, code: null }, 'bridges'))
  usage.add(slot, start + 6000, countsOf({ status: 429, code: 'rate_limited' }, 'export'))
  usage.add(slot, start + 7000, countsOf({ status: 503, code: 'service_unavailable' }, 'export'))
  usage.add(slot, start + 8000, [{ kind: 'wait', label: 'rate_limit', totalMs: 12_000 }])
  usage.add(other, start, countsOf({ status: 200, code: null }, 'stats'))
  const db = history.database()
  const rows = db?.prepare('SELECT count(*) AS n FROM key_usage WHERE key_id = ?').get(slot.keyId)
  // bridges, export (request rows); rate_limited, service_unavailable (errors); rate_limited (429); rate_limit (wait)
  assert.equal(rows?.['n'], 6)

  const h = readUsage(db ?? null, slot, start - HOUR + MIN, start + 30_000)
  assert.deepEqual(h.totals, { requests: 7, throttled: 1, errors: 2, waits: 1, waitMs: 12_000 })
  assert.deepEqual(h.byPurpose, [
    { purpose: 'bridges', requests: 5 },
    { purpose: 'export', requests: 2 },
  ])
  assert.deepEqual(
    h.errorsByCode.map((e) => `${e.code}:${e.count}`),
    ['rate_limited:1', 'service_unavailable:1'],
  )
  assert.deepEqual(h.waitsByReason, [{ reason: 'rate_limit', count: 1, waitMs: 12_000 }])
  // The other key's request is not this key's.
  assert.equal(readUsage(db ?? null, other, start - HOUR, start).totals.requests, 1)
})

test('the last hour is 60 one-minute points with zeros between, and marks at the minutes of waits and errors', (t) => {
  const { history, usage, clock } = open(t)
  const now = clock.now()
  const tenAgo = now - 10 * MIN
  for (let i = 0; i < 3; i++) usage.add(slot, tenAgo + i, countsOf({ status: 200, code: null }, 'stats'))
  usage.add(slot, tenAgo, [{ kind: 'wait', label: 'retry_after', totalMs: 2000 }])
  usage.add(slot, now, countsOf({ status: 403, code: 'insufficient_scope' }, 'my-profile'))
  const h = readUsage(history.database(), slot, now - HOUR, now)
  assert.equal(h.bucketMinutes, 1)
  assert.equal(h.points.length, 61)
  const busy = h.points.find((p) => p.at === tenAgo)
  assert.deepEqual(busy, { at: tenAgo, requests: 3, perMinute: 3, peak: 3, errors: 0, waits: 1 })
  assert.equal(h.points.filter((p) => p.requests === 0).length, 59)
  assert.deepEqual(h.marks, [
    { at: now, kind: 'error', label: 'insufficient_scope', count: 1 },
    { at: tenAgo, kind: 'wait', label: 'retry_after', count: 1 },
  ])
})

test('7 days come in 30-minute buckets: requests per minute is the mean, peak the busiest minute', (t) => {
  const { history, usage, clock } = open(t)
  const now = clock.now()
  const at = Math.floor((now - 2 * 86_400_000) / (30 * MIN)) * 30 * MIN
  for (let i = 0; i < 30; i++) usage.add(slot, at + MIN, countsOf({ status: 200, code: null }, 'export'))
  for (let i = 0; i < 15; i++) usage.add(slot, at + 2 * MIN, countsOf({ status: 200, code: null }, 'export'))
  const h = readUsage(history.database(), slot, now - 7 * 86_400_000, now)
  assert.equal(h.bucketMinutes, 30)
  assert.ok(h.points.length <= 360, String(h.points.length))
  const bucket = h.points.find((p) => p.at === at)
  assert.deepEqual(bucket, { at, requests: 45, perMinute: 1.5, peak: 30, errors: 0, waits: 0 })
})

test('counts survive closing and reopening the file (a restart)', (t) => {
  const dir = tempUserData(t)
  const clock = manualClock()
  const first = openHistoryStore({ dir, now: clock.now, migrations: HISTORY_MIGRATIONS })
  createUsageStore(first, clock.now).add(slot, clock.now(), countsOf({ status: 200, code: null }, 'bridges'))
  createUsageStore(first, clock.now).answer(slot, '/me', 'denied', clock.now())
  first.close()
  const { history } = open(t, dir, clock)
  const h = readUsage(history.database(), slot, clock.now() - HOUR, clock.now())
  assert.equal(h.totals.requests, 1)
  assert.deepEqual(readAnswers(history.database(), slot), [
    { endpoint: '/me', verdict: 'denied', at: clock.now() },
  ])
})

test('an answer is replaced by a newer one only: the matrix shows what the service said last', (t) => {
  const { history, usage, clock } = open(t)
  const now = clock.now()
  usage.answer(slot, '/me', 'denied', now)
  usage.answer(slot, '/me', 'allowed', now - 1000)
  assert.equal(readAnswers(history.database(), slot)[0]?.verdict, 'denied')
  usage.answer(slot, '/me', 'allowed', now + 1000)
  assert.equal(readAnswers(history.database(), slot)[0]?.verdict, 'allowed')
})

test('retention: minutes older than USAGE_KEEP_MS and answers older than ANSWERS_KEEP_MS are pruned', (t) => {
  const { history, usage, clock } = open(t)
  const t0 = clock.now()
  usage.add(slot, t0, countsOf({ status: 200, code: null }, 'bridges'))
  usage.add(slot, t0 + 2 * MIN, countsOf({ status: 200, code: null }, 'bridges'))
  usage.answer(slot, '/stats', 'allowed', t0)
  clock.set(t0 + USAGE_KEEP_MS + MIN)
  // This write prunes too (writes prune at most once a minute): the first minute is gone either way.
  usage.answer(slot, '/me', 'allowed', clock.now())
  usage.prune()
  const db = history.database()
  const minutes = () =>
    db
      ?.prepare('SELECT minute_ms FROM key_usage')
      .all()
      .map((r) => r['minute_ms'])
  assert.deepEqual(minutes(), [Math.floor((t0 + 2 * MIN) / MIN) * MIN])
  clock.set(t0 + ANSWERS_KEEP_MS + 1)
  usage.prune()
  assert.deepEqual(
    readAnswers(db ?? null, slot).map((a) => a.endpoint),
    ['/me'],
  )
  assert.deepEqual(minutes(), [])
})

test('retention: past USAGE_MAX_ROWS rows the oldest minutes go first', (t) => {
  const { dir, history, usage, clock } = open(t)
  // Filled directly (a quarter million upserts through the store would only test patience).
  const db = new DatabaseSync(join(dir, 'history.sqlite'))
  t.after(() => db.close())
  const now = clock.now()
  db.exec('BEGIN')
  const insert = db.prepare("INSERT INTO key_usage VALUES (?, ?, ?, 'request', 'bridges', 1, 0)")
  // Spread over keys so every row stays inside the age bound.
  for (let i = 0; i < USAGE_MAX_ROWS + 10; i++)
    insert.run(slot.serviceUrl, `key_${Math.floor(i / 5000)}`, now - (i % 5000) * MIN)
  db.exec('COMMIT')
  usage.prune()
  const left = Number(history.database()?.prepare('SELECT count(*) AS n FROM key_usage').get()?.['n'])
  assert.ok(left <= USAGE_MAX_ROWS, `${left} rows left`)
  assert.ok(left >= USAGE_MAX_ROWS - 50, `${left} rows left: more than the overflow was dropped`)
  const oldest = Number(history.database()?.prepare('SELECT min(minute_ms) AS m FROM key_usage').get()?.['m'])
  assert.ok(oldest > now - 5000 * MIN, 'the oldest minute went first')
})

test('a request the app cancelled counts as spent, not as an error', () => {
  assert.deepEqual(countsOf({ status: null, code: 'cancelled' }, 'bridges'), [
    { kind: 'request', label: 'bridges' },
  ])
  assert.deepEqual(countsOf({ status: null, code: 'timeout' }, 'bridges'), [
    { kind: 'request', label: 'bridges' },
    { kind: 'error', label: 'timeout' },
  ])
})
