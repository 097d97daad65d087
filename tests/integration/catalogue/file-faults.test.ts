import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { mountSmallDisk } from '../../support/small-disk.ts'
import { startCatalogue } from './catalogue-harness.ts'

let svc: ReferenceService
let key = ''

before(async () => {
  svc = await startReferenceService({
    port: 0,
    bridges: 300,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
  })
  key = svc.demoKeys?.full ?? ''
})
after(() => svc.stop())

test('a damaged catalogue file is set aside under a new name and the catalogue is built again', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-catalogue-corrupt-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'catalogue.sqlite'), Buffer.alloc(8192, 0x5a))
  const h = startCatalogue(svc.baseUrl, key, { dir })
  t.after(() => h.close())
  const s = await h.until((s) => s.state === 'complete')
  assert.equal(s.rows, 300)
  assert.ok(s.recovered, 'the status says a file was set aside')
  assert.match(s.recovered.movedTo, /catalogue\.sqlite\.corrupt-/)
  assert.ok(existsSync(s.recovered.movedTo), 'the damaged bytes are kept, not deleted')
  assert.equal(readdirSync(dir).filter((f) => f.includes('.corrupt-')).length, 1)
})

test('a folder where the file should be: the catalogue lives in memory this run and says why', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-catalogue-folder-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(join(dir, 'catalogue.sqlite'))
  const h = startCatalogue(svc.baseUrl, key, { dir })
  t.after(() => h.close())
  const s = await h.until((s) => s.state === 'complete')
  assert.equal(s.rows, 300)
  assert.match(s.unavailable ?? '', /cannot be opened .* kept in memory/)
  assert.ok(existsSync(join(dir, 'catalogue.sqlite')), 'the folder is left alone')
})

test('a refused key pauses the walk with a status in words; a key checked again lets it go on', async (t) => {
  let current = svc.demoKeys?.revoked ?? ''
  const h = startCatalogue(svc.baseUrl, () => current, { keyId: 'refused' })
  t.after(() => h.close())
  const s = await h.until((s) => s.state === 'paused')
  assert.equal(s.pause?.reason, 'key_refused')
  assert.match(s.text, /key was refused \(401\)/)
  const sentWhilePaused = h.sent.length
  await new Promise((r) => setTimeout(r, 300))
  assert.equal(h.sent.length, sentWhilePaused, 'nothing is sent while paused')
  current = key
  h.client.scheduler.clearKeyBlock()
  h.catalogue.resume()
  const done = await h.until((s) => s.state === 'complete')
  assert.equal(done.rows, 300)
})

test('a key without the scope of /bridges pauses the walk (403), never retried', async (t) => {
  const h = startCatalogue(svc.baseUrl, svc.demoKeys?.meOnly ?? '', { keyId: 'me-only' })
  t.after(() => h.close())
  const s = await h.until((s) => s.state === 'paused')
  assert.equal(s.pause?.reason, 'key_scope')
  assert.ok(h.sent.every((r) => r.status === 403))
})

test('a full disk pauses the walk with a status (SQLITE_FULL) instead of failing', async (t) => {
  // Room for the new file's schema (its write-ahead log holds ~200 KB after the schema steps) and a few pages, each
  // written with its rows' change history (catalogue-changes.ts).
  const disk = mountSmallDisk(900)
  if ('skip' in disk) return t.skip(disk.skip)
  const big = await startReferenceService({
    port: 0,
    bridges: 20_000,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
  })
  const h = startCatalogue(big.baseUrl, big.demoKeys?.full ?? '', { dir: disk.dir, retryMs: 60_000 })
  // The file must be closed before its disk is unmounted.
  t.after(async () => {
    await h.close()
    await big.stop()
    disk.unmount()
  })
  const s = await h.until((s) => s.state === 'paused')
  assert.equal(s.pause?.reason, 'disk_full')
  assert.match(s.text, /disk is full/)
  assert.ok(s.rows > 0 && s.rows < 20_000)
  assert.equal(s.rows % 100, 0, 'only whole pages were written')
})
