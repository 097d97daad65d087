// Faults that arrive while the catalogue is walking or after it holds a whole list: a key revoked mid-walk, and the
// file damaged inside between two runs. Each says what happened in words, and nothing already held is lost (README,
// "The catalogue"). Real parts: the reference service over HTTP, SQLite files.
import assert from 'node:assert/strict'
import { closeSync, existsSync, openSync, readdirSync, rmSync, statSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { listRequests, startCatalogue } from './catalogue-harness.ts'

let svc: ReferenceService
let owner = ''

before(async () => {
  // A little latency per answer, so the walk of 50 pages is still under way when the test acts on it.
  svc = await startReferenceService({
    port: 0,
    bridges: 5_000,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
    latencyMs: 20,
  })
  const me = await fetch(`${svc.baseUrl}/me`, { headers: { authorization: `Bearer ${svc.demoKeys!.full}` } })
  owner = ((await me.json()) as { username: string }).username
})
after(() => svc.stop())

test('a key revoked mid-walk pauses on the refusal; with a working key the walk goes on from where it was', async (t) => {
  const revocable = svc.control.createKey({ owner, scopes: ['read:public'] }).key
  let key = revocable
  const h = startCatalogue(svc.baseUrl, () => key, { keyId: 'revoked-mid-walk' })
  t.after(() => h.close())
  const part = await h.until((s) => s.rows >= 500)
  svc.control.revokeKey(revocable)
  const paused = await h.until((s) => s.state === 'paused')
  assert.equal(paused.pause?.reason, 'key_refused')
  assert.match(paused.text, /key was refused \(401\)/)
  assert.ok(paused.rows >= part.rows && paused.rows < 5_000, 'what was read before the refusal is held')
  const before = listRequests(h.sent).filter((r) => r.status === 200).length

  key = svc.demoKeys!.full
  h.client.scheduler.clearKeyBlock()
  h.catalogue.resume()
  const done = await h.until((s) => s.state === 'complete')
  assert.equal(done.rows, 5_000)
  const pages = listRequests(h.sent).filter((r) => r.status === 200).length
  assert.ok(
    pages - before <= 51 - Math.floor(paused.rows / 100) + 1,
    'the walk went on, it did not start over',
  )
})

test('a file whose inside was damaged between two runs (its header intact) is found out, set aside and built again', async (t) => {
  const first = startCatalogue(svc.baseUrl, svc.demoKeys!.full, { keyId: 'damaged-inside' })
  await first.until((s) => s.state === 'complete')
  await first.catalogue.close()
  first.client.dispose()
  t.after(() => rmSync(first.dir, { recursive: true, force: true }))
  // A failing disk (or another program) overwrites pages inside the file; the header still says SQLite.
  const path = join(first.dir, 'catalogue.sqlite')
  const size = statSync(path).size
  const fd = openSync(path, 'r+')
  writeSync(fd, Buffer.alloc(size / 2, 0x5a), 0, size / 2, 4096)
  closeSync(fd)

  const h = startCatalogue(svc.baseUrl, svc.demoKeys!.full, { keyId: 'damaged-inside', dir: first.dir })
  t.after(() => h.close())
  const opened = h.catalogue.status()
  assert.match(
    opened.recovered?.reason ?? '',
    /malformed|quick_check/,
    'the damage is found when the file is opened',
  )
  assert.equal(opened.unavailable, null)
  const again = await h.until((s) => s.state === 'complete')
  assert.equal(again.rows, 5_000)
  assert.ok(existsSync(opened.recovered!.movedTo), 'the damaged bytes are kept aside, not deleted')
  assert.equal(readdirSync(first.dir).filter((f) => f.includes('.corrupt-') && !f.endsWith('-wal')).length, 1)
})
