// The system refuses to write history.sqlite (a file-size limit: EFBIG, a real refusal of the kernel, in a child
// process; a tmpfs of a chosen size needs root): history pauses once with words that name the file, the app goes
// on, and every sample acknowledged before the refusal is there when the file is opened again (README.md,
// Configuration: a full disk). Real parts: SQLite files, the kernel's limit.
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'
import type { HistoryPause } from '../../../electron/core/history/history-types.ts'
import { runWithFileSizeLimit } from '../../support/file-size-limit.ts'

const CHILD = fileURLToPath(new URL('./history-write-refused.child.ts', import.meta.url))

test('a write the system refuses pauses history in words, and nothing acknowledged before it is lost', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-history-efbig-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const out = await runWithFileSizeLimit(2048, CHILD, [dir])
  const seen = JSON.parse(out.trim().split('\n').at(-1) ?? '') as { written: number; paused: HistoryPause }
  assert.equal(seen.paused.reason, 'io')
  assert.match(seen.paused.message, /History is paused: the file cannot be written \(.*history\.sqlite\)/)
  assert.ok(seen.written > 10, `some samples were written first (${seen.written})`)

  const store = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
  t.after(() => store.close())
  assert.equal(store.recovered, null, 'a refused write is not a damaged file')
  const kept = store.rateRange('https://a.example/v1/api', 'k', 0, Number.MAX_SAFE_INTEGER, 1_000_000)
  assert.equal(kept.length, seen.written, 'every acknowledged sample is there, and none that was dropped')
  assert.deepEqual(
    readdirSync(dir).filter((f) => f.includes('corrupt')),
    [],
  )
})
