import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { test } from 'node:test'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'

const storeModule = new URL('../../../electron/core/history/history-store.ts', import.meta.url).href
const migrationsModule = new URL('../../../electron/core/app/history-migrations.ts', import.meta.url).href

// The writer runs in a child so it can be killed without warning. Every row is derived from its
// sequence number, so a torn row would show as a mismatch. It prints a number only after the write
// returned (committed), with writeSync because process.stdout would buffer a loop that never yields.
const BASE_MS = 1_700_000_000_000
const writerSource = `
import { writeSync } from 'node:fs';
import { openHistoryStore } from ${JSON.stringify(storeModule)};
import { HISTORY_MIGRATIONS } from ${JSON.stringify(migrationsModule)};
let at = 0;
// one simulated second per write, so the once-a-minute prune (capped at 1000 rows) runs every 60 writes
const store = openHistoryStore({ dir: process.argv[1], retention: { maxRows: 1000 }, now: () => at, migrations: HISTORY_MIGRATIONS });
for (let i = 1; ; i++) {
  at = ${BASE_MS} + i * 1000;
  store.addStatsSnapshot('svc', { bridges: i, suggestors: i * 2, passes: i * 3, avg_score: i % 7 === 0 ? null : i / 4 }, at);
  store.addRateSample('svc', 'key_' + (i % 3), { limit: 60, remaining: i % 61, resetAtMs: at + 60_000 }, at);
  writeSync(1, i + '\\n');
}
`

test('a writer killed with SIGKILL mid-loop leaves an intact file where every acknowledged row is whole', async (t) => {
  if (process.platform === 'win32') {
    t.skip('SIGKILL is emulated on Windows; the crash guarantee is checked on POSIX')
    return
  }
  const dir = mkdtempSync(join(tmpdir(), 'bx-history-crash-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))

  const child = spawn(process.execPath, ['--input-type=module', '-e', writerSource, dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  t.after(() => child.kill('SIGKILL'))
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  )

  // Kill once well past the maxRows cap, so prunes (multi-row deletes) are part of what can be interrupted.
  let acknowledged = 0
  let buffer = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      const last = lines.at(-1)
      if (last) acknowledged = Number(last)
      if (acknowledged >= 3000) {
        child.kill('SIGKILL')
        resolve()
      }
    })
    child.on('exit', () => reject(new Error(`writer exited early: ${stderr}`)))
  })
  assert.equal(await exited, 'SIGKILL')

  const db = new DatabaseSync(join(dir, 'history.sqlite'))
  t.after(() => db.close())
  assert.equal(db.prepare('PRAGMA integrity_check').get()?.['integrity_check'], 'ok')

  const stats = db.prepare('SELECT * FROM stats_snapshots ORDER BY at_ms').all()
  assert.ok(stats.length > 0)
  for (const row of stats) {
    const i = Number(row['bridges'])
    assert.equal(row['at_ms'], BASE_MS + i * 1000)
    assert.equal(row['suggestors'], i * 2)
    assert.equal(row['passes'], i * 3)
    assert.equal(row['avg_score'], i % 7 === 0 ? null : i / 4)
  }
  const newestStats = Number(stats.at(-1)?.['bridges'])
  assert.ok(
    newestStats >= acknowledged,
    `acknowledged write ${acknowledged} survived (newest ${newestStats})`,
  )

  const rates = db.prepare('SELECT * FROM rate_samples ORDER BY at_ms').all()
  for (const row of rates) {
    const i = (Number(row['at_ms']) - BASE_MS) / 1000
    assert.equal(row['key_id'], `key_${i % 3}`)
    assert.equal(row['limit'], 60)
    assert.equal(row['remaining'], i % 61)
    assert.equal(row['reset_at_ms'], Number(row['at_ms']) + 60_000)
  }
  assert.ok((Number(rates.at(-1)?.['at_ms']) - BASE_MS) / 1000 >= acknowledged)
  assert.ok(stats.length <= 1000 + 60 && rates.length <= 1000 + 60, 'prunes ran during the loop')

  // and the app can carry on with it, without treating it as corrupt
  const store = openHistoryStore({ dir, retention: { maxRows: 1000 }, migrations: HISTORY_MIGRATIONS })
  t.after(() => store.close())
  assert.equal(store.recovered, null)
})
