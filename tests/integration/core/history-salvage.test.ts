// Nothing lost that can still be read: a damaged history.sqlite is set aside and what it still holds (the watch list,
// the stats history, the request log) is copied into the new file, and the start-up notice says what was kept and
// what was lost (README.md, Configuration). A real SQLite file, damaged as disks damage files: pages in the middle
// overwritten with garbage, or the end cut off.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { openSync, writeSync, closeSync, truncateSync, statSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { test } from 'node:test'
import { createExplorerCore } from '../../../electron/core/app/index.ts'
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'
import { keylessCoreOptions } from '../../support/session-harness.ts'
import { throwawayKeychain } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
const SERVICE = 'https://bridges.example/v1/api'
const EXCHANGES = 300

/** A history as weeks of use leave it: 2 pins, 11 stats readings, 300 requests with their headers and bodies. */
function writeHistory(dir: string): void {
  const store = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS, now: () => 1_700_000_000_000 })
  store.write((db) => {
    const pin = db.prepare(
      'INSERT INTO watch_items (service_url, kind, id, label, pinned_at_ms) VALUES (?, ?, ?, ?, ?)',
    )
    pin.run(SERVICE, 'bridge', 'b_1', 'First bridge', 1)
    pin.run(SERVICE, 'profile', 'alice', 'Alice', 2)
  })
  for (let i = 0; i < 11; i++)
    store.addStatsSnapshot(SERVICE, { bridges: 100 + i, suggestors: 5, passes: 40, avg_score: 0.5 }, 1000 + i)
  store.write((db) => {
    const add = db.prepare(
      `INSERT INTO request_exchanges (at_ms, service_url, call_id, attempt, method, path, endpoint, url, status, code,
        duration_ms, key_hint, request_id, rate_json, request_headers, response_headers, retry_json, body_bytes,
        truncated_at, key_id) VALUES (?, ?, ?, 1, 'GET', '/bridges', 'bridges', ?, 200, NULL, 12, 'bxk_…abcd', ?, NULL,
        ?, ?, NULL, 10, NULL, 'demo')`,
    )
    const body = db.prepare('INSERT INTO request_bodies (exchange_id, bytes, body) VALUES (?, ?, ?)')
    for (let i = 0; i < EXCHANGES; i++) {
      const headers = JSON.stringify({ accept: 'application/json', 'x-padding': 'h'.repeat(400), i })
      const r = add.run(
        2000 + i,
        SERVICE,
        `call-${i}`,
        `${SERVICE}/bridges?i=${i}`,
        `req-${i}`,
        headers,
        headers,
      )
      body.run(r.lastInsertRowid, 10, `{"i":${i}}`)
    }
  })
  store.close()
}

/** The leaf pages holding request_exchanges rows, with how many rows each holds (SQLite's dbstat table). */
function exchangeLeaves(path: string): { page: number; rows: number }[] {
  const db = new DatabaseSync(path, { readOnly: true })
  try {
    return db
      .prepare(
        `SELECT pageno, ncell FROM dbstat WHERE name = 'request_exchanges' AND pagetype = 'leaf' ORDER BY pageno`,
      )
      .all()
      .map((r) => ({ page: Number(r['pageno']), rows: Number(r['ncell']) }))
  } finally {
    db.close()
  }
}

function overwritePage(path: string, page: number): void {
  const fd = openSync(path, 'r+')
  try {
    writeSync(fd, randomBytes(4096), 0, 4096, (page - 1) * 4096)
  } finally {
    closeSync(fd)
  }
}

async function startAndClose(dir: string): Promise<string> {
  const core = await createExplorerCore(keylessCoreOptions(dir, keychain.service))
  try {
    const notice = core.notices.find((n) => n.code === 'history_recovered')
    assert.ok(notice, `a start-up notice says the file was damaged: ${JSON.stringify(core.notices)}`)
    return notice.message
  } finally {
    await core.close()
  }
}

function count(dir: string, table: string): number {
  const db = new DatabaseSync(join(dir, 'history.sqlite'), { readOnly: true })
  try {
    return Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.['n'])
  } finally {
    db.close()
  }
}

test('pages overwritten in the middle of the request log: everything else is kept, and the notice counts it', async () => {
  const dir = await keychain.tempDir('bx-history-salvage-')
  const path = join(dir, 'history.sqlite')
  writeHistory(dir)
  const leaves = exchangeLeaves(path)
  assert.ok(leaves.length > 20, `the request log spans many pages (${leaves.length})`)
  const damaged = [leaves[Math.floor(leaves.length / 3)]!, leaves[Math.floor((2 * leaves.length) / 3)]!]
  for (const { page } of damaged) overwritePage(path, page)
  const onDamaged = damaged.reduce((n, d) => n + d.rows, 0)

  const message = await startAndClose(dir)

  assert.equal(count(dir, 'watch_items'), 2)
  assert.equal(count(dir, 'stats_snapshots'), 11)
  assert.equal(count(dir, 'request_bodies'), EXCHANGES, 'the bodies, on pages of their own, are all kept')
  const kept = count(dir, 'request_exchanges')
  const summary = new DatabaseSync(join(dir, 'history.sqlite'), { readOnly: true })
  const summarised = Number(summary.prepare('SELECT sum(n) AS n FROM request_exchange_hours').get()?.['n'])
  summary.close()
  assert.equal(
    summarised,
    kept,
    'the key health summary is rebuilt from the requests kept, none counted twice',
  )
  // The rows on the damaged pages are lost, and at most the one row beside each that SQLite's seek cannot step past.
  assert.ok(
    kept <= EXCHANGES - onDamaged && kept >= EXCHANGES - onDamaged - damaged.length,
    `kept ${kept} of ${EXCHANGES}, ${onDamaged} on the damaged pages`,
  )
  assert.match(
    message,
    new RegExp(
      `^Your history file was damaged\\. Kept: 2 pinned items, 11 stats readings, ${kept} requests\\. Lost: ${EXCHANGES - kept} requests\\.`,
    ),
  )
  const aside = readdirSync(dir).find((f) => f.startsWith('history.sqlite.corrupt-') && !f.endsWith('-wal'))
  assert.ok(aside && message.includes(join(dir, aside)), 'it names the damaged file, which is kept')
})

test('a file cut short: the pins and the stats at its start are kept, and the lost requests are said', async () => {
  const dir = await keychain.tempDir('bx-history-truncated-')
  const path = join(dir, 'history.sqlite')
  writeHistory(dir)
  truncateSync(path, Math.floor(statSync(path).size * 0.6))

  const message = await startAndClose(dir)

  assert.equal(count(dir, 'watch_items'), 2)
  assert.equal(count(dir, 'stats_snapshots'), 11)
  const kept = count(dir, 'request_exchanges')
  assert.ok(kept < EXCHANGES, 'the requests on the missing pages are gone')
  assert.match(message, /Kept: 2 pinned items, 11 stats readings/)
  assert.match(message, /Lost: .*requests/)
})

test('a file whose first page is garbage: nothing can be read, and the notice says the history starts empty', async () => {
  const dir = await keychain.tempDir('bx-history-header-')
  const path = join(dir, 'history.sqlite')
  writeHistory(dir)
  overwritePage(path, 1)

  const message = await startAndClose(dir)

  assert.match(message, /Your history file was damaged\. Nothing in it could be read/)
  assert.equal(count(dir, 'watch_items'), 0)
})
