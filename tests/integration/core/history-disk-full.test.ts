// A full disk is said in the app, not only on stderr, and history's own write-ahead log never grows to fill the disk
// (README.md, Configuration: a full disk). Through the explorer core's handlers and events: a real, tiny (tmpfs) disk,
// the reference service over HTTP, a real history.sqlite, the real keychain.
import assert from 'node:assert/strict'
import { statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createExplorerCore } from '../../../electron/core/app/index.ts'
const WAL_LIMIT_BYTES = 1024 * 1024
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { targetFingerprint } from '../../../shared/cache/persisted-queries.ts'
import type { KeptFile } from '../../../shared/ipc/app.ts'
import { ok } from '../../support/recorder.ts'
import { ensureSecretService, type SecretServiceHandle } from '../../support/secret-service.ts'
import { demoCoreOptions } from '../../support/session-harness.ts'
import { mountSmallDisk } from '../../support/small-disk.ts'

let secretService: SecretServiceHandle
let svc: ReferenceService

before(async () => {
  secretService = await ensureSecretService()
  svc = await startReferenceService({ port: 0, bridges: 10, rateLimit: 1_000_000 })
})

after(async () => {
  await svc?.stop()
  await secretService?.stop()
})

/** A seen answer of about 200 KB, as the renderer hands it over to be kept. */
const entry = (i: number): string =>
  JSON.stringify({
    queryKey: ['bridges', 'detail', `slug-${i}`],
    queryHash: `["bridges","detail","slug-${i}"]`,
    state: { data: { i, padding: 'x'.repeat(200_000) }, dataUpdatedAt: Date.now(), status: 'success' },
  })

test('the disk fills up: the app is told (app:get-info and an event), and the WAL stays within its bound', async (t) => {
  const disk = mountSmallDisk(8 * 1024)
  if ('skip' in disk) return t.skip(disk.skip)
  const core = await createExplorerCore(demoCoreOptions(svc, disk.dir))
  const events: KeptFile[][] = []
  const off = core.events.on('files:did-change', ({ files }) => events.push(files))
  t.after(async () => {
    off()
    await core.close()
    disk.unmount()
  })
  const target = targetFingerprint(ok(await core.handlers['app:get-info'](undefined)))!
  // Most of the disk goes to another program's file; the kept answers fill the rest.
  writeFileSync(join(disk.dir, 'filler'), Buffer.alloc(3 * 1024 * 1024))
  let paused: string | null = null
  for (let i = 0; i < 200 && paused === null; i++) {
    await core.handlers['cache:put']({ entry: entry(i), target })
    paused = (await infoFiles()).find((f) => f.name === 'history.sqlite')?.paused ?? null
  }

  assert.match(paused ?? '', /History is paused: the disk is full/, 'app:get-info says it')
  assert.match(
    events.at(-1)?.[0]?.paused ?? '',
    /the disk is full/,
    'and the window hears it when it happens',
  )
  const wal = statSync(join(disk.dir, 'history.sqlite-wal'), { throwIfNoEntry: false })?.size ?? 0
  // A checkpoint runs after the commit that crosses the bound, so the WAL may hold that one write (200 KB) past it.
  const bound = WAL_LIMIT_BYTES + 300_000
  assert.ok(wal <= bound, `the WAL is ${wal} bytes, at most ${bound}`)

  async function infoFiles(): Promise<KeptFile[]> {
    return ok(await core.handlers['app:get-info'](undefined)).files
  }
})
