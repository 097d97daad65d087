// The key health panel reads an hourly summary kept by triggers beside the request log (exchange-schema.ts,
// summarizeExchangesByHour). Whatever the range, the prunes and the file's age, it answers exactly what the log
// itself says: each answer is compared with the same figures computed straight from request_exchanges.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { after, before, test } from 'node:test'
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'
import type { Migration } from '../../../electron/core/history/history-schema.ts'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'
import type { HistoryStore } from '../../../electron/core/history/history-types.ts'
import { createExchangeStore } from '../../../electron/core/request-log/exchange-store.ts'
import { createKeyHealthReader } from '../../../electron/core/request-log/key-health.ts'
import { addExchangeRow } from '../../support/exchange-rows.ts'
import type { KeyHealth } from '../../../shared/ipc/request-log.ts'

const HOUR = 3_600_000
// Twenty minutes past an hour: every range below starts and ends inside an hour.
const NOW = 1_800_000_000_000 - (1_800_000_000_000 % HOUR) + 20 * 60_000
const ENDPOINTS = ['/bridges', '/bridges/{slug}', '/me', '/stats']
let dir: string
let files = 0
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bx-key-health-summary-'))
})
after(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A small deterministic generator, so a failure can be replayed. */
function numbers(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0
    return s / 2 ** 32
  }
}

/** Attempts of three keys (and some without a key id) over the last `hours`, with failures, no-answers, cancels. */
function fill(
  store: ReturnType<typeof createExchangeStore>,
  count: number,
  hours: number,
  seed: number,
): void {
  const next = numbers(seed)
  for (let i = 0; i < count; i++) {
    const r = next()
    const status = r < 0.05 ? null : r < 0.1 ? 503 : r < 0.14 ? 429 : r < 0.17 ? 403 : 200
    const code =
      status === null
        ? next() < 0.5
          ? 'cancelled'
          : 'timeout'
        : status === 503
          ? 'service_unavailable'
          : status === 429
            ? 'rate_limited'
            : status === 403
              ? 'insufficient_scope'
              : null
    const endpoint = ENDPOINTS[Math.floor(next() * ENDPOINTS.length)]!
    const key = next() < 0.05 ? null : ['k1', 'k2', 'k3'][Math.floor(next() * 3)]!
    const at = NOW - Math.floor(next() * hours * HOUR)
    addExchangeRow(store, { at, endpoint, status, code, ms: 20 + Math.floor(next() * next() * 900), key }, i)
  }
}

function opened(migrations: readonly Migration[] = HISTORY_MIGRATIONS, own?: string) {
  const at = own ?? join(dir, String(++files))
  mkdirSync(at, { recursive: true })
  const history = openHistoryStore({ dir: at, migrations, now: () => NOW })
  return { at, history, store: createExchangeStore(history, () => NOW) }
}

/**
 * The health of `keyId` in [from, to) computed the plain way, not the reader's: every attempt of the range read from
 * the log itself; the attempts and failures counted there, each endpoint's durations sorted here and its percentiles
 * taken at their nearest rank in whole numbers, where the reader walks a histogram of the hourly summary.
 */
function fromLog(
  db: DatabaseSync,
  keyId: string,
  from: number,
  to: number,
): Omit<KeyHealth, 'coverage'> & {
  coverage: [string, number, number][]
} {
  const live = "(code IS NULL OR code <> 'cancelled')"
  const range = 'key_id = ? AND at_ms >= ? AND at_ms < ?'
  const errors = db
    .prepare(
      `SELECT code, status, endpoint, count(*) AS count, CAST(max(id) AS TEXT) AS lastId, max(at_ms) AS lastAt
       FROM request_exchanges WHERE ${range} AND (status IS NULL OR status >= 400) AND ${live}
       GROUP BY code, status, endpoint ORDER BY count DESC, lastAt DESC`,
    )
    .all(keyId, from, to)
    // Named as the answer names them in SQL itself; the spread only makes each row a plain object.
    .map((r) => ({ ...r }) as unknown as KeyHealth['errors'][number])
  const byEndpoint = new Map<string, number[]>()
  for (const r of db
    .prepare(
      `SELECT endpoint, duration_ms FROM request_exchanges WHERE ${range} AND status IS NOT NULL AND ${live}
       ORDER BY endpoint`,
    )
    .all(keyId, from, to)) {
    const list = byEndpoint.get(String(r['endpoint'])) ?? []
    list.push(Number(r['duration_ms']))
    byEndpoint.set(String(r['endpoint']), list)
  }
  // Nearest rank: the smallest duration at or below which `percent` % of them are, at rank ⌈percent·n / 100⌉.
  const at = (sorted: number[], percent: number): number =>
    sorted[Math.ceil((percent * sorted.length) / 100) - 1]!
  const latency = [...byEndpoint].map(([endpoint, ms]) => {
    const sorted = ms.toSorted((a, b) => a - b)
    return { endpoint, count: ms.length, p50: at(sorted, 50), p95: at(sorted, 95), p99: at(sorted, 99) }
  })
  const count = (where: string): number =>
    Number(
      db
        .prepare(`SELECT count(*) AS n FROM request_exchanges WHERE ${range} AND ${where}`)
        .get(keyId, from, to)?.['n'],
    )
  const coverage = db
    .prepare(
      `SELECT endpoint, count(*) AS tried, sum(status BETWEEN 200 AND 299) AS ok FROM request_exchanges
       WHERE key_id = ? AND ${live} GROUP BY endpoint ORDER BY endpoint`,
    )
    .all(keyId)
    .map((r): [string, number, number] => [String(r['endpoint']), Number(r['tried']), Number(r['ok'])])
  const minute = db
    .prepare(`SELECT count(*) AS n FROM request_exchanges WHERE ${range}`)
    .get(keyId, to - 60_000, to)
  return {
    keyId,
    from,
    to,
    attempts: count(live),
    failed: count(`${live} AND (status IS NULL OR status >= 400)`),
    errors,
    latency,
    coverage,
    lastMinute: Number(minute?.['n'] ?? 0),
  }
}

/** The reader's answer in the plain one's shape: coverage as [endpoint, tried, succeeded] of the endpoints tried. */
function asRead(h: KeyHealth): ReturnType<typeof fromLog> {
  return {
    ...h,
    coverage: h.coverage
      .filter((c) => c.tried > 0)
      .map((c): [string, number, number] => [c.endpoint, c.tried, c.succeeded])
      .sort((a, b) => a[0].localeCompare(b[0])),
  }
}

const RANGES: [string, number, number][] = [
  ['the last hour', NOW - HOUR, NOW + 1],
  ['the last day', NOW - 24 * HOUR, NOW + 1],
  ['ten minutes inside one hour', NOW - 15 * 60_000, NOW - 5 * 60_000],
  ['whole hours, on their edges', NOW - (NOW % HOUR) - 5 * HOUR, NOW - (NOW % HOUR)],
  ['everything kept', 0, NOW + 1],
]

function assertSame(history: HistoryStore, when: string): void {
  const reader = createKeyHealthReader(history)
  const db = history.database()!
  for (const key of ['k1', 'k2', 'k3'])
    for (const [name, from, to] of RANGES)
      assert.deepEqual(
        asRead(reader.read(key, from, to)),
        fromLog(db, key, from, to),
        `${key}, ${name}, ${when}`,
      )
}

test('the summary answers what the log itself says, for ranges that start and end inside an hour or on its edge', () => {
  const { history, store } = opened()
  try {
    fill(store, 3000, 30, 7)
    assertSame(history, 'as written')
    const reader = createKeyHealthReader(history)
    const day = reader.read('k1', NOW - 24 * HOUR, NOW + 1)
    assert.ok(day.attempts > 500 && day.errors.length > 4, 'the day has attempts and failures to compare')
  } finally {
    history.close()
  }
})

test('prunes by count and by age take their attempts out of the summary, the newest example staying one kept', () => {
  const { history, store } = opened()
  try {
    fill(store, 3000, 30, 11)
    store.setRetention({ maxEntries: 1000, maxAgeDays: 14 })
    assertSame(history, 'after keeping the newest 1,000')
    const db = history.database()!
    for (const row of db.prepare('SELECT last_id FROM request_exchange_hours').all())
      assert.ok(
        db.prepare('SELECT 1 FROM request_exchanges WHERE id = ?').get(Number(row['last_id'])),
        'every example the summary names is still in the log',
      )
    // Deleting the newest attempt of a group that keeps others: its example moves to the one before.
    history.write((d) =>
      d.exec('DELETE FROM request_exchanges WHERE id = (SELECT max(id) FROM request_exchanges)'),
    )
    assertSame(history, 'after the newest attempt went')
    history.write((d) => d.exec('DELETE FROM request_exchanges'))
    assert.equal(Number(db.prepare('SELECT count(*) AS n FROM request_exchange_hours').get()?.['n']), 0)
  } finally {
    history.close()
  }
})

test('a file written before the summary existed gets it, from its log, when it is opened', () => {
  const before = opened(HISTORY_MIGRATIONS.slice(0, -1))
  fill(before.store, 2000, 30, 23)
  before.history.close()
  const { history } = opened(HISTORY_MIGRATIONS, before.at)
  try {
    assertSame(history, 'after the migration')
  } finally {
    history.close()
  }
})

test('attempts on the hour itself count once, in the hour they open, and the example of a group is its newest kept', () => {
  const { history, store } = opened()
  try {
    const hour = NOW - (NOW % HOUR)
    const failing = { endpoint: '/stats', status: 503, code: 'service_unavailable', ms: 40, key: 'k1' }
    // Alike but for their time: one group of the summary.
    const older = addExchangeRow(store, { ...failing, at: hour - 2 * HOUR + 10 }, 1)
    const newer = addExchangeRow(store, { ...failing, at: hour - 2 * HOUR + 20 }, 2)
    addExchangeRow(store, { ...failing, at: hour - HOUR, status: 200, code: null }, 3)
    addExchangeRow(store, { ...failing, at: hour, status: 200, code: null }, 4)
    addExchangeRow(store, { ...failing, at: hour - 3 * HOUR, status: 200, code: null }, 5)
    assertSame(history, 'on the edges')
    const reader = createKeyHealthReader(history)
    assert.equal(
      reader.read('k1', hour - 3 * HOUR, hour).attempts,
      4,
      'from the hour on, up to the next excluded',
    )
    assert.equal(reader.read('k1', hour - HOUR, hour + 1).attempts, 2)
    assert.equal(reader.read('k1', 0, NOW + 1).errors[0]?.lastId, newer)
    history.write((d) => d.prepare('DELETE FROM request_exchanges WHERE id = ?').run(Number(newer)))
    assert.equal(reader.read('k1', 0, NOW + 1).errors[0]?.lastId, older, 'the one before takes its place')
    assertSame(history, 'after the newest of a group went')
  } finally {
    history.close()
  }
})
