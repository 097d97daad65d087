// The small files of the user-data folder (the key list, saved views, preferences, network settings) are replaced
// through one atomic write (electron/core/files/atomic-file.ts). When the system refuses the write part-way (a
// file-size limit: EFBIG, a real refusal of the kernel in a child process, as a full disk refuses it), the caller
// gets the system's error and the old file is left whole, with no temporary file left behind.
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { runWithFileSizeLimit } from '../../support/file-size-limit.ts'

const CHILD = fileURLToPath(new URL('./atomic-write-refused.child.ts', import.meta.url))

test('a replacement the system refuses part-way throws its error and leaves the old file whole', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-atomic-efbig-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const path = join(dir, 'keys.json')
  const old = `${JSON.stringify({ version: 1, keys: [{ id: 'k1', label: 'Kept' }] }, null, 2)}\n`
  writeFileSync(path, old)

  // 64 KB allowed; 1 MB asked for.
  const out = await runWithFileSizeLimit(64, CHILD, [path, String(1024 * 1024)])
  assert.deepEqual(JSON.parse(out.trim()), { code: 'EFBIG' })
  assert.equal(readFileSync(path, 'utf8'), old, 'the old content is whole')
  assert.deepEqual(readdirSync(dir), ['keys.json'], 'no temporary file is left behind')

  // The same write within the limit goes through: the refusal was the limit's, not the code's.
  assert.deepEqual(JSON.parse((await runWithFileSizeLimit(64, CHILD, [path, '1000'])).trim()), {
    code: 'written',
  })
  assert.equal(readFileSync(path, 'utf8').length, 1000)
})
