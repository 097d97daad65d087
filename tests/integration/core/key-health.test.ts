// The key health panel's queries over a real history.sqlite: errors by code × endpoint, latency percentiles, scope
// coverage, the pace of the last minute, and the CSV for a ticket.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'
import { createExchangeStore } from '../../../electron/core/request-log/exchange-store.ts'
import {
  createKeyHealthReader,
  keyHealthCsv,
  percentile,
} from '../../../electron/core/request-log/key-health.ts'
import { addExchangeRow, type ExchangeRow } from '../../support/exchange-rows.ts'

const NOW = 1_800_000_000_000
let dir: string
let files = 0
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bx-key-health-'))
})
after(async () => {
  await rm(dir, { recursive: true, force: true })
})

function filled(rows: ExchangeRow[]) {
  const own = join(dir, String(++files))
  mkdirSync(own)
  const history = openHistoryStore({ dir: own, migrations: HISTORY_MIGRATIONS })
  const store = createExchangeStore(history, () => NOW)
  rows.forEach((r, i) => addExchangeRow(store, r, i))
  return { history, reader: createKeyHealthReader(history) }
}

test('percentiles are nearest-rank: p95 of 1..100 is 95, of one value is that value', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1)
  assert.equal(percentile(hundred, 0.5), 50)
  assert.equal(percentile(hundred, 0.95), 95)
  assert.equal(percentile(hundred, 0.99), 99)
  assert.equal(percentile([7], 0.95), 7)
})

test("one key's health: errors grouped by code × endpoint with the newest example, latency per endpoint, coverage", () => {
  const rows: ExchangeRow[] = []
  for (let i = 0; i < 20; i++)
    rows.push({ at: NOW - 50_000 + i, endpoint: '/bridges', status: 200, ms: 100 + i, key: 'k1' })
  rows.push({
    at: NOW - 40_000,
    endpoint: '/bridges',
    status: 503,
    code: 'service_unavailable',
    ms: 5,
    key: 'k1',
  })
  rows.push({
    at: NOW - 30_000,
    endpoint: '/bridges',
    status: 503,
    code: 'service_unavailable',
    ms: 6,
    key: 'k1',
  })
  rows.push({ at: NOW - 20_000, endpoint: '/me', status: 403, code: 'insufficient_scope', ms: 9, key: 'k1' })
  // Cancelled by the app: neither a failure nor a latency.
  rows.push({ at: NOW - 10_000, endpoint: '/stats', status: null, code: 'cancelled', ms: 4000, key: 'k1' })
  // Another key's failures and an old attempt outside the range.
  rows.push({ at: NOW - 5_000, endpoint: '/stats', status: 500, code: 'internal', ms: 1, key: 'k2' })
  rows.push({ at: NOW - 7_200_000, endpoint: '/stats', status: 200, ms: 9999, key: 'k1' })
  const { history, reader } = filled(rows)
  try {
    const h = reader.read('k1', NOW - 3_600_000, NOW + 1)
    assert.equal(h.attempts, 23)
    assert.equal(h.failed, 3)
    assert.deepEqual(
      h.errors.map((e) => [e.code, e.status, e.endpoint, e.count]),
      [
        ['service_unavailable', 503, '/bridges', 2],
        ['insufficient_scope', 403, '/me', 1],
      ],
    )
    assert.equal(h.errors[0]!.lastAt, NOW - 30_000)
    const bridges = h.latency.find((l) => l.endpoint === '/bridges')
    // 22 answered: 5, 6, 100..119 → p50 = 11th value = 108; p95 = 21st = 118; p99 = 22nd = 119.
    assert.deepEqual(bridges && [bridges.count, bridges.p50, bridges.p95, bridges.p99], [22, 108, 118, 119])
    assert.equal(
      h.latency.some((l) => l.endpoint === '/stats'),
      false,
      'neither the cancelled attempt nor the old one is measured',
    )
    const cover = Object.fromEntries(
      h.coverage.map((c) => [c.endpoint, [c.tried, c.succeeded, c.lastStatus]]),
    )
    assert.deepEqual(cover['/me'], [1, 0, 403])
    assert.deepEqual(cover['/profiles/{username}'], [0, 0, null])
    assert.deepEqual(
      cover['/stats'],
      [1, 1, 200],
      'coverage is over everything kept, the cancelled one left out',
    )
    assert.deepEqual(cover['/bridges'], [22, 20, 503])
    assert.equal(h.lastMinute, 24, 'every attempt of the last minute spends the budget, cancelled ones too')
    assert.equal(reader.read('k2', NOW - 3_600_000, NOW + 1).failed, 1)
  } finally {
    history.close()
  }
})

test('the CSV for a ticket holds a summary, each error group, each latency and the coverage, formulas defused', () => {
  const { history, reader } = filled([
    { at: NOW - 1000, endpoint: '/me', status: 403, code: 'insufficient_scope', ms: 9, key: 'k1' },
  ])
  try {
    const { text, rows } = keyHealthCsv(reader.read('k1', NOW - 60_000, NOW), '=HYPERLINK("x")')
    const lines = text.trimEnd().split('\r\n')
    assert.equal(lines.length, rows + 1)
    assert.match(lines[0]!, /^section,key,endpoint,code,status,count,p50_ms,p95_ms,p99_ms,last_at,detail$/)
    assert.ok(lines.some((l) => l.startsWith('error,') && l.includes(',/me,insufficient_scope,403,1,')))
    assert.ok(lines.some((l) => l.startsWith('latency,') && l.includes(',/me,,,1,9,9,9,')))
    assert.ok(lines.some((l) => l.startsWith('coverage,') && l.includes('never tried')))
    assert.ok(!lines.some((l) => l.includes(',=HYPERLINK')), 'a label that looks like a formula is defused')
  } finally {
    history.close()
  }
})
