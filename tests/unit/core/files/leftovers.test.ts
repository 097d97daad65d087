// Leftovers of writes a crash or a full disk cut short (electron/core/files/leftovers.ts), on real files: only
// files of the app's own temporary names, and only those older than the running process, are removed.
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { test } from 'node:test'
import { ATOMIC_TEMP_NAME, atomicTempName } from '../../../../electron/core/files/atomic-file.ts'
import { removeLeftovers } from '../../../../electron/core/files/leftovers.ts'

const LONG_AGO = new Date('2025-01-01T00:00:00Z')

test('temporary files of our own naming older than the process are removed; everything else stays', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-leftovers-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const old = (name: string, text = 'x'): void => {
    writeFileSync(join(dir, name), text)
    utimesSync(join(dir, name), LONG_AGO, LONG_AGO)
  }
  // Cut short by a SIGKILL or a full disk, in an earlier run.
  old('.preferences.json.tmp-4242-0badc0de', '{"theme":')
  old('.saved-views.json.tmp-7-deadbeef', '')
  old('pending-exports.json.tmp', '')
  // Not ours, or not a leftover.
  old('preferences.json', '{}')
  old('.preferences.json.tmp-12-xyz', 'someone else’s naming')
  old('notes.tmp', 'a user file')
  mkdirSync(join(dir, '.folder.tmp-1-0badc0de'))
  utimesSync(join(dir, '.folder.tmp-1-0badc0de'), LONG_AGO, LONG_AGO)
  // A write of the running process, still under way: newer than its start.
  writeFileSync(join(dir, '.saved-views.json.tmp-99-cafef00d'), '[')

  const removed = await removeLeftovers(
    dir,
    [ATOMIC_TEMP_NAME, /^pending-exports\.json\.tmp$/],
    Date.now() - 60_000,
  )

  assert.deepEqual(removed.sort(), [
    '.preferences.json.tmp-4242-0badc0de',
    '.saved-views.json.tmp-7-deadbeef',
    'pending-exports.json.tmp',
  ])
  assert.deepEqual(readdirSync(dir).sort(), [
    '.folder.tmp-1-0badc0de',
    '.preferences.json.tmp-12-xyz',
    '.saved-views.json.tmp-99-cafef00d',
    'notes.tmp',
    'preferences.json',
  ])
})

test('the pattern is the name writeFileAtomic gives its temporary file', () => {
  const temp = basename(atomicTempName(join(tmpdir(), 'preferences.json')))
  assert.match(temp, /^\.preferences\.json\.tmp-/)
  assert.match(temp, ATOMIC_TEMP_NAME)
})

test('a folder that cannot be read leaves nothing removed and says nothing', async () => {
  assert.deepEqual(
    await removeLeftovers(join(tmpdir(), 'bx-no-such-folder-'), [ATOMIC_TEMP_NAME], Date.now()),
    [],
  )
})
