// The system refuses to write the kept answers (a file-size limit: EFBIG, a real refusal of the kernel, in a child
// process; a tmpfs of a chosen size needs root): cache:put answers "paused" with history's words naming the file,
// never throws, and every answer acknowledged as stored before the refusal is restored when the file is opened
// again (README.md, Configuration: a full disk). Real parts: SQLite files, the kernel's limit.
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'
import type { HistoryPause } from '../../../electron/core/history/history-types.ts'
import { createQueryCache } from '../../../electron/core/query-cache/query-cache-store.ts'
import { runWithFileSizeLimit } from '../../support/file-size-limit.ts'

const CHILD = fileURLToPath(new URL('./query-cache-write-refused.child.ts', import.meta.url))
const TARGET = '["configured","https://a.example/v1/api","k"]'

test('kept answers the system refuses to write: "paused" in words, and every stored one restores', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-query-cache-efbig-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const out = await runWithFileSizeLimit(1024, CHILD, [dir, TARGET])
  const seen = JSON.parse(out.trim().split('\n').at(-1) ?? '') as {
    stored: string[]
    outcomes: string[]
    paused: HistoryPause | null
  }
  assert.deepEqual(seen.outcomes, ['paused', 'paused'], 'the refused put and the next one say paused')
  assert.match(
    seen.paused?.message ?? '',
    /History is paused: the file cannot be written \(.*history\.sqlite\)/,
  )
  assert.ok(seen.stored.length > 5, `some answers were kept first (${seen.stored.length})`)

  const store = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
  t.after(() => store.close())
  assert.equal(store.recovered, null, 'a refused write is not a damaged file')
  const restored = createQueryCache(store, 'test/1', Date.now).restore(TARGET)
  assert.deepEqual(
    restored.map((e) => e.queryHash).sort(),
    [...seen.stored].sort(),
    'every answer acknowledged as stored is there, and none that was refused',
  )
  assert.deepEqual(
    readdirSync(dir).filter((f) => f.includes('corrupt')),
    [],
  )
})
