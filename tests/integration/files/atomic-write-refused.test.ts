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
  const out = await runWithFileSizeLimit(64, CHILD, ['atomic', path, String(1024 * 1024)])
  assert.equal((JSON.parse(out.trim()) as { code: string }).code, 'EFBIG')
  assert.equal(readFileSync(path, 'utf8'), old, 'the old content is whole')
  assert.deepEqual(readdirSync(dir), ['keys.json'], 'no temporary file is left behind')

  // The same write within the limit goes through: the refusal was the limit's, not the code's.
  assert.deepEqual(JSON.parse((await runWithFileSizeLimit(64, CHILD, ['atomic', path, '1000'])).trim()), {
    code: 'written',
  })
  assert.equal(readFileSync(path, 'utf8').length, 1000)
})

test('the key list refused the same way says so in plain words, and the list on disk is the one before', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-keys-efbig-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const path = join(dir, 'key-vault.json')
  const old = `${JSON.stringify({ version: 1, keys: [], active: {} }, null, 2)}\n`
  writeFileSync(path, old)
  const out = await runWithFileSizeLimit(64, CHILD, ['keys', path, String(1024 * 1024)])
  const thrown = JSON.parse(out.trim()) as { code: string; message: string }
  assert.equal(thrown.code, 'metadata_io')
  assert.equal(
    thrown.message,
    `Could not save the key list to ${path} (the file is larger than this system allows); the list on disk is as it was.`,
  )
  assert.equal(readFileSync(path, 'utf8'), old)
  assert.deepEqual(readdirSync(dir), ['key-vault.json'])
})
