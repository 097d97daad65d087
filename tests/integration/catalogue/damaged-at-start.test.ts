// A damaged catalogue.sqlite found at start is set aside and built again (README.md, "The catalogue"), and the user
// hears of it as of a damaged history: a start-up notice in the same words, naming where the damaged file is kept.
// A real file of garbage bytes and a real one with pages overwritten, the whole core, the real keychain.
import assert from 'node:assert/strict'
import { closeSync, existsSync, openSync, readdirSync, writeFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { test } from 'node:test'
import { createExplorerCore } from '../../../electron/core/app/index.ts'
import { ok } from '../../support/recorder.ts'
import { keylessCoreOptions } from '../../support/session-harness.ts'
import { throwawayKeychain } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()

/** The catalogue notice the core gives at start, as app:get-info hands it to the window. */
async function catalogueNotices(dir: string): Promise<string[]> {
  const core = await createExplorerCore(keylessCoreOptions(dir, keychain.service))
  try {
    const info = ok(await core.handlers['app:get-info'](undefined))
    return info.startupNotices.filter((n) => n.code === 'catalogue_recovered').map((n) => n.message)
  } finally {
    await core.close()
  }
}

test('a catalogue file of garbage at start: set aside, and a start-up notice says so and where it is kept', async () => {
  const dir = await keychain.tempDir('bx-catalogue-damaged-start-')
  writeFileSync(join(dir, 'catalogue.sqlite'), Buffer.alloc(8192, 0x5a))

  const [message, ...more] = await catalogueNotices(dir)

  const aside = readdirSync(dir).filter(
    (f) => f.startsWith('catalogue.sqlite.corrupt-') && !f.endsWith('-wal'),
  )
  assert.equal(aside.length, 1, `the damaged file is kept beside the new one: ${readdirSync(dir).join(', ')}`)
  assert.ok(message, 'a start-up notice says the catalogue file was damaged')
  assert.deepEqual(more, [], 'said once')
  assert.match(message, /^Your catalogue file was damaged\./, 'in the words history uses for its own damage')
  assert.match(message, /built again from the service/)
  assert.ok(
    message.includes(join(dir, aside[0] ?? '')),
    `it names where the damaged file is kept: ${message}`,
  )
})

test('a catalogue file with pages overwritten is found by the start-up check and said', async () => {
  const dir = await keychain.tempDir('bx-catalogue-damaged-pages-')
  const path = join(dir, 'catalogue.sqlite')
  const db = new DatabaseSync(path)
  db.exec('BEGIN; CREATE TABLE filler (x TEXT)')
  const add = db.prepare('INSERT INTO filler VALUES (?)')
  for (let i = 0; i < 400; i++) add.run('x'.repeat(400))
  db.exec('COMMIT')
  db.close()
  // Page 1 is the schema; pages after it scribbled over, as a failing disk would.
  const fd = openSync(path, 'r+')
  writeSync(fd, Buffer.alloc(4096 * 3, 0xa5), 0, 4096 * 3, 4096)
  closeSync(fd)

  const [message] = await catalogueNotices(dir)

  assert.match(message ?? '', /^Your catalogue file was damaged\./)
})

test('a healthy catalogue file gives no notice, and the one set aside is not told again at the next start', async () => {
  const dir = await keychain.tempDir('bx-catalogue-healthy-')
  assert.deepEqual(await catalogueNotices(dir), [], 'a new file: nothing to say')
  assert.ok(existsSync(join(dir, 'catalogue.sqlite')))
  assert.deepEqual(await catalogueNotices(dir), [], 'an intact file: nothing to say')
  writeFileSync(join(dir, 'catalogue.sqlite'), Buffer.alloc(8192, 0x5a))
  assert.equal((await catalogueNotices(dir)).length, 1)
  assert.deepEqual(await catalogueNotices(dir), [], 'told once, at the start that found it')
})
