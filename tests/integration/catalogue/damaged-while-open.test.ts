// The catalogue file damaged while the app has it open (another program or a failing disk writes into it): SQLite's
// page cache hides the damage until a read needs a page from disk. That read fails in words that say what happened
// (code catalogue_damaged), never as an unexplained error under a "complete" status; the damaged file is set aside
// (kept), and the catalogue is built again (README.md, "The catalogue"). Real parts: the reference service over
// HTTP, SQLite files. The file is made much larger than SQLite's cache, so that a search needs pages from disk.
import assert from 'node:assert/strict'
import { closeSync, existsSync, openSync, readdirSync, statSync, writeSync } from 'node:fs'
import { basename, join } from 'node:path'
import { after, before, test } from 'node:test'
import { catalogueHandlers } from '../../../electron/core/catalogue/catalogue-handlers.ts'
import { CoreError } from '../../../electron/core/session/core-error.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { startCatalogue } from './catalogue-harness.ts'

const BRIDGES = 30_000
/** A search of `q` with no other filter, as the validated channel hands it over. */
const searchOf = (q: string) => ({
  q,
  category: undefined,
  sort: undefined,
  offset: undefined,
  limit: undefined,
  includeGone: undefined,
  verified: undefined,
  by: undefined,
  categories: undefined,
  passes: undefined,
  score: undefined,
  published: undefined,
})
let svc: ReferenceService

before(async () => {
  svc = await startReferenceService({ port: 0, bridges: BRIDGES, rateLimit: 1_000_000 })
})
after(() => svc.stop())

test('a file damaged while open: the read that finds it says so, the file is set aside and built again', async (t) => {
  const h = startCatalogue(svc.baseUrl, svc.demoKeys!.full, { keyId: 'damaged-while-open' })
  t.after(() => h.close())
  await h.until((s) => s.state === 'complete', 120_000)
  const handlers = catalogueHandlers(h.catalogue)

  // Half of each file is overwritten past its first page: the database and its write-ahead log, wherever the
  // pages the next read needs happen to be.
  const path = join(h.dir, 'catalogue.sqlite')
  let size = 0
  for (const file of [path, `${path}-wal`].filter((f) => existsSync(f))) {
    const bytes = statSync(file).size
    size += bytes
    const fd = openSync(file, 'r+')
    writeSync(fd, Buffer.alloc(Math.floor(bytes / 2), 0x5a), 0, Math.floor(bytes / 2), 4096)
    closeSync(fd)
  }
  assert.ok(size > 8 * 1024 * 1024, `files far larger than SQLite's cache (${size} bytes)`)

  await assert.rejects(handlers['catalogue:search'](searchOf('harbour')), (error: unknown) => {
    assert.ok(error instanceof CoreError, String(error))
    assert.equal(error.code, 'catalogue_damaged')
    assert.match(error.message, /found damaged .*set aside, kept as catalogue\.sqlite\.corrupt-/)
    assert.match(error.message, /search on the service meanwhile/)
    return true
  })
  const status = h.catalogue.status()
  assert.notEqual(status.state, 'complete', 'no longer said to be complete')
  assert.ok(status.recovered, 'the status says the file was set aside')
  assert.ok(existsSync(status.recovered.movedTo), 'the damaged bytes are kept aside, not deleted')
  assert.equal(basename(status.recovered.movedTo).startsWith('catalogue.sqlite.corrupt-'), true)

  const again = await h.until((s) => s.state === 'complete', 120_000)
  assert.equal(again.rows, BRIDGES, 'built again in full')
  const insights = await handlers['catalogue:insights'](undefined)
  assert.ok(JSON.stringify(insights).length > 100, 'and it answers again')
  assert.ok((await handlers['catalogue:search'](searchOf('garden'))).total > 0)
  assert.equal(readdirSync(h.dir).filter((f) => f.includes('.corrupt-') && !f.endsWith('-wal')).length, 1)
})
