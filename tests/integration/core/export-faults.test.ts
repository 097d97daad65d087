// Exports that resume for real (README.md, Configuration): a full disk (a real 256 KB tmpfs) stops an export; a retry
// while the disk is still full keeps the partial file; after the app closes, the next start offers to resume it, and
// the same export then completes into the file chosen the first time, leaving nothing partial behind. The explorer
// core over real HTTP against the reference service, real files; keychain for the vault only.
import assert from 'node:assert/strict'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from 'node:test'
import { createExplorerCore, type ExplorerCore } from '../../../electron/core/app/index.ts'
import { startReferenceService } from '../../../electron/service/index.ts'
import { parseCsvRows } from '../../support/csv-rows.ts'
import { err, ok } from '../../support/recorder.ts'
import { mountSmallDisk } from '../../support/small-disk.ts'
import { throwawayKeychain } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()

test('a full disk mid-export: kept through a retry, offered at the next start, resumed to a complete file', async (t) => {
  const disk = mountSmallDisk(256)
  if ('skip' in disk) return t.skip(disk.skip)
  const svc = await startReferenceService({
    port: 0,
    bridges: 600,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
  })
  const userDataDir = await keychain.tempDir('bx-export-faults-')
  const target = join(disk.dir, 'bridges.csv')
  const chosen: string[] = []
  const start = (): Promise<ExplorerCore> =>
    createExplorerCore({
      userDataDir,
      keychainService: keychain.service,
      demo: { serviceUrl: svc.baseUrl, key: svc.demoKeys!.full },
      chooseExportFile: async () => {
        chosen.push(target)
        return target
      },
      openExternal: async () => false,
      appVersion: 'test',
    })
  let core = await start()
  t.after(async () => {
    await core.close()
    await svc.stop()
    disk.unmount()
  })
  // Leave about 40 KB free: the export needs well over that.
  const filler = join(disk.dir, 'filler')
  await writeFile(filler, Buffer.alloc(216 * 1024))

  const first = err(await core.handlers['export:start']({ exportId: 'e1', format: 'csv' }))
  assert.equal(first.kind, 'export')
  assert.equal(first.code, 'file_error')
  assert.match(first.message, /the disk is full/)
  const partials = async () => (await readdir(disk.dir)).filter((n) => n.endsWith('.part'))
  assert.equal((await partials()).length, 1, 'the partial file is kept')

  const retry = err(await core.handlers['export:start']({ exportId: 'e2', format: 'csv' }))
  assert.equal(retry.code, 'file_error')
  assert.equal((await partials()).length, 1, 'a retry while the disk is still full keeps the partial file')

  await core.close()
  await rm(filler)
  core = await start()
  const offer = core.notices.find((n) => n.code === 'export_resumable')
  assert.ok(offer, 'the next start offers to resume')
  assert.ok(offer.message.includes(target))

  const done = ok(await core.handlers['export:start']({ exportId: 'e3', format: 'csv' }))
  assert.equal(done.file, target)
  assert.equal(chosen.length, 1, 'the resumed export goes to the file chosen the first time')
  const ids = parseCsvRows(await readFile(target, 'utf8'))
    .slice(1)
    .map((row) => row[0])
  assert.equal(ids.length, svc.data.published().length, 'every bridge once: rows exported = rows held')
  assert.equal(new Set(ids).size, ids.length)
  assert.deepEqual(
    (await readdir(disk.dir)).filter((n) => n !== 'bridges.csv'),
    [],
    'no partial file or checkpoint left',
  )
})
