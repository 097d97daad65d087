// Never stuck until restart: history is optional (README.md, Configuration). A history file that cannot be opened
// does not stop the core from starting, and a full disk pauses recording once instead of failing every sample. Real
// SQLite, a real (tiny, tmpfs) full disk, the real keychain for the vault.
import assert from 'node:assert/strict'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from 'node:test'
import { createExplorerCore } from '../../../electron/core/app/index.ts'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'
import type { HistoryPause } from '../../../electron/core/history/history-types.ts'
import { ok } from '../../support/recorder.ts'
import { mountSmallDisk } from '../../support/small-disk.ts'
import { keylessCoreOptions } from '../../support/session-harness.ts'
import { throwawayKeychain } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()

test('a folder in place of history.sqlite: the core starts without history and says where and how to fix it', async () => {
  const dir = await keychain.tempDir('bx-history-folder-')
  const path = join(dir, 'history.sqlite')
  await mkdir(path)
  const core = await createExplorerCore(keylessCoreOptions(dir, keychain.service))
  try {
    const notice = core.notices.find((n) => n.code === 'history_unavailable')
    assert.ok(notice, 'a start-up notice says history is off')
    assert.ok(notice.message.includes(path), 'it names the file')
    assert.match(notice.message, /move .* out of the way/)
    assert.deepEqual(ok(await core.handlers['history:stats']({ from: 0, to: Date.now() })), [])
  } finally {
    await core.close()
  }
})

test('a full disk pauses history once (with the real cause), drops samples quietly, and resumes when space is back', async (t) => {
  const disk = mountSmallDisk(512)
  if ('skip' in disk) return t.skip(disk.skip)
  let now = 1_000_000
  const changes: (HistoryPause | null)[] = []
  const store = openHistoryStore({
    dir: disk.dir,
    now: () => now,
    onPauseChange: (p) => changes.push(p),
    migrations: HISTORY_MIGRATIONS,
  })
  t.after(() => {
    store.close()
    disk.unmount()
  })
  // Fill what is left of the disk, then keep writing until SQLite hits it.
  const filler = join(disk.dir, 'filler')
  await writeFile(filler, Buffer.alloc(1024 * 1024)).catch(() => undefined)
  for (let i = 0; i < 2000 && store.paused() === null; i++) {
    store.addRateSample(
      'https://a.example/v1/api',
      'k',
      { limit: 60, remaining: i % 60, resetAtMs: now },
      now,
    )
    now += 1
  }
  assert.equal(store.paused()?.reason, 'disk_full', 'SQLITE_FULL is seen, not a failed ROLLBACK after it')
  assert.match(store.paused()?.message ?? '', /History is paused: the disk is full/)
  for (let i = 0; i < 50; i++)
    store.addRateSample('https://a.example/v1/api', 'k', { limit: 60, remaining: 1, resetAtMs: now }, now)
  assert.equal(changes.length, 1, 'said once, not once per sample')
  await rm(filler, { force: true })
  now += 60_000
  store.addRateSample('https://a.example/v1/api', 'k', { limit: 60, remaining: 2, resetAtMs: now }, now)
  assert.equal(store.paused(), null)
  assert.deepEqual(changes.at(-1), null, 'resuming is said too')
})
