// Delete gives the disk space back (README, "The catalogue"): the rows of the service go, the file on disk
// shrinks, and another service's rows in the same file stay. A real catalogue.sqlite walked from a real service.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { test } from 'node:test'
import { mountSmallDisk } from '../../support/small-disk.ts'
import { startCatalogue, walkableService } from './catalogue-harness.ts'

const BRIDGES = 3000
const reference = walkableService(BRIDGES)

/** The file and its write-ahead log, as the disk holds them. */
function onDisk(dir: string): number {
  const size = (f: string): number => {
    try {
      return statSync(join(dir, f)).size
    } catch {
      return 0
    }
  }
  return size('catalogue.sqlite') + size('catalogue.sqlite-wal')
}

/** Walks the service under `service` in `dir` to the end, then closes. */
async function walk(dir: string, service: string): Promise<void> {
  const h = startCatalogue(reference.service().baseUrl, reference.key(), { dir, service })
  await h.until((s) => s.state === 'complete' && s.rows === BRIDGES)
  await h.close()
}

function rowsOf(dir: string): Record<string, number> {
  const db = new DatabaseSync(join(dir, 'catalogue.sqlite'), { readOnly: true })
  try {
    const rows = db
      .prepare(
        'SELECT s.name AS name, count(b.k) AS n FROM services s LEFT JOIN bridges b ON b.service = s.id GROUP BY s.id',
      )
      .all()
    return Object.fromEntries(rows.map((r) => [String(r['name']), Number(r['n'])]))
  } finally {
    db.close()
  }
}

test('Delete of one service in a file of two shrinks the file and keeps the other service', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-catalogue-delete-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  await walk(dir, 'kept-service')
  await walk(dir, 'deleted-service')
  const h = startCatalogue(reference.service().baseUrl, reference.key(), { dir, service: 'deleted-service' })
  const full = onDisk(dir)
  const done = await h.catalogue.remove()
  const afterDelete = onDisk(dir)
  await h.close()
  assert.equal(done.kept, null, 'the space was given back')
  assert.equal(done.freedBytes, full - afterDelete, 'the space freed is what the disk shows')
  assert.equal(done.status.bytesOnDisk, afterDelete, 'the size in Settings is the size now')
  assert.ok(
    afterDelete < full * 0.7,
    `the file shrank by the deleted service's share: ${full} bytes before, ${afterDelete} after`,
  )
  assert.deepEqual(rowsOf(dir), { 'kept-service': BRIDGES, 'deleted-service': 0 })
})

/** The file as an older version made it: auto_vacuum NONE (the mode only a VACUUM changes). */
function asOlderFile(dir: string): void {
  const db = new DatabaseSync(join(dir, 'catalogue.sqlite'))
  try {
    db.exec('PRAGMA auto_vacuum = NONE')
    db.exec('VACUUM')
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    assert.equal(autoVacuum(db), 0)
  } finally {
    db.close()
  }
}

const autoVacuum = (db: DatabaseSync): number =>
  Number(db.prepare('PRAGMA auto_vacuum').get()?.['auto_vacuum'])

test('a file of an older version is compacted once at the first Delete, and in place at the next', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-catalogue-delete-older-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  await walk(dir, 'first')
  asOlderFile(dir)
  const before = onDisk(dir)
  const h = startCatalogue(reference.service().baseUrl, reference.key(), { dir, service: 'first' })
  assert.equal((await h.catalogue.remove()).kept, null)
  const afterFirst = onDisk(dir)
  await h.close()
  assert.ok(afterFirst < before / 2, `${before} bytes before, ${afterFirst} after`)
  const db = new DatabaseSync(join(dir, 'catalogue.sqlite'), { readOnly: true })
  assert.equal(autoVacuum(db), 2, 'now INCREMENTAL: the next Delete compacts in place')
  db.close()

  await walk(dir, 'second')
  const full = onDisk(dir)
  const again = startCatalogue(reference.service().baseUrl, reference.key(), { dir, service: 'second' })
  await again.catalogue.remove()
  const afterSecond = onDisk(dir)
  await again.close()
  assert.ok(afterSecond < full / 2, `${full} bytes before, ${afterSecond} after`)
})

test('a file of an older version on a disk without room to compact it: the rows go, the space stays, and it is said', async (t) => {
  const disk = mountSmallDisk(12 * 1024)
  if ('skip' in disk) return t.skip(disk.skip)
  const dir = disk.dir
  await walk(dir, 'kept-service')
  await walk(dir, 'deleted-service')
  asOlderFile(dir)
  const h = startCatalogue(reference.service().baseUrl, reference.key(), { dir, service: 'deleted-service' })
  // The file must be closed before its disk is unmounted.
  t.after(async () => {
    await h.close()
    disk.unmount()
  })
  const done = await h.catalogue.remove()
  assert.equal(done.kept?.reason, 'no_room')
  if (done.kept?.reason !== 'no_room') return
  assert.ok(done.kept.needBytes > done.kept.freeBytes, JSON.stringify(done.kept))
  assert.equal(done.status.rows, 0)
  assert.equal(done.status.state, 'off')
  await h.close()
  assert.deepEqual(rowsOf(dir), { 'kept-service': BRIDGES, 'deleted-service': 0 })
})
