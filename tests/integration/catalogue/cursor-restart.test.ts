import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { test } from 'node:test'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { listRequests, startCatalogue, type Harness } from './catalogue-harness.ts'

const BRIDGES = 1500

function serve(port = 0): Promise<ReferenceService> {
  return startReferenceService({
    port,
    bridges: BRIDGES,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
    latencyMs: 30,
  })
}

/** Every id the catalogue holds, newest first, and whether any is there twice. */
function held(h: Harness): string[] {
  const c = h.catalogue.current()
  assert.ok(c)
  const ids = c.reader.search(c.service, { limit: 10_000 }).rows.map((b) => b.id)
  assert.equal(new Set(ids).size, ids.length, 'no bridge twice')
  return ids
}

test('a service restarted mid-walk (a new cursor secret) refuses the cursor; the walk starts over without duplicates', async (t) => {
  const first = await serve()
  const port = Number(new URL(first.origin).port)
  const key = first.demoKeys?.full ?? ''
  const h = startCatalogue(first.baseUrl, key)
  t.after(() => h.close())
  await h.until((s) => s.rows >= 500)
  await first.stop()
  const second = await serve(port)
  t.after(() => second.stop())
  const s = await h.until((s) => s.state === 'complete')
  const refused = h.sent.filter((r) => r.status === 400)
  assert.ok(refused.length >= 1, 'the old cursor was refused with 400')
  assert.equal(s.rows, BRIDGES)
  assert.equal(s.gone, 0)
  assert.deepEqual(
    held(h),
    second.data.published().map((b) => b.id),
  )
})

test('a checkpoint cursor the service does not accept restarts the walk from the first page, rows upserted by id', async (t) => {
  const svc = await serve()
  t.after(() => svc.stop())
  const key = svc.demoKeys?.full ?? ''
  const dir = mkdtempSync(join(tmpdir(), 'bx-catalogue-cursor-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const one = startCatalogue(svc.baseUrl, key, { dir })
  await one.until((s) => s.rows >= 500)
  await one.close()
  const db = new DatabaseSync(join(dir, 'catalogue.sqlite'))
  db.prepare("UPDATE walks SET cursor = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'").run()
  db.close()

  const two = startCatalogue(svc.baseUrl, key, { dir })
  t.after(() => two.close())
  const s = await two.until((s) => s.state === 'complete')
  const lists = listRequests(two.sent)
  assert.equal(lists[0]?.status, 400, 'the tampered cursor was refused')
  assert.equal(lists.length, 1 + Math.ceil(BRIDGES / 100), 'then one walk from the first page')
  assert.equal(s.rows, BRIDGES)
  assert.deepEqual(
    held(two),
    svc.data.published().map((b) => b.id),
  )
})
