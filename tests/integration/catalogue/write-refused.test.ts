// The system refuses to write the catalogue file (a file-size limit: EFBIG, a real refusal of the kernel, in a
// child process): the walk pauses with words that name the file and the write, never "the last request failed";
// only whole pages were written, the file is not set aside as damaged, and a later start goes on from there to the
// end with nothing lost (README, "The catalogue"). Real parts: the reference service over HTTP, SQLite files.
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import type { CatalogueStatus } from '../../../shared/ipc/catalogue.ts'
import { runWithFileSizeLimit } from '../../support/file-size-limit.ts'
import { startCatalogue } from './catalogue-harness.ts'

const CHILD = fileURLToPath(new URL('./write-refused.child.ts', import.meta.url))
let svc: ReferenceService

before(async () => {
  svc = await startReferenceService({
    port: 0,
    bridges: 5_000,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
  })
})
after(() => svc.stop())

test('a write the system refuses pauses the walk in words that say so; nothing is lost and it goes on later', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-catalogue-efbig-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const key = svc.demoKeys?.full ?? ''
  const out = await runWithFileSizeLimit(1024, CHILD, [svc.baseUrl, key, dir])
  const s = JSON.parse(out.trim().split('\n').at(-1) ?? '') as CatalogueStatus

  assert.equal(s.pause?.reason, 'write_refused', s.text)
  assert.match(s.text, /the system refused to write its file \(.*catalogue\.sqlite/)
  assert.doesNotMatch(s.text, /request failed|disk is full/)
  assert.equal(s.recovered, null, 'a refused write is not a damaged file')
  assert.ok(s.rows > 0 && s.rows < 5_000, `some rows were written, not all (${s.rows})`)
  assert.equal(s.rows % 100, 0, 'only whole pages were written')
  assert.deepEqual(
    readdirSync(dir).filter((f) => f.includes('.corrupt-')),
    [],
  )

  // Started again without the limit: the same file opens with every row it held, and the walk goes on to the end.
  const h = startCatalogue(svc.baseUrl, key, { dir })
  t.after(() => h.close())
  assert.equal(h.catalogue.status().rows, s.rows, 'what was held before the refusal is all there')
  const done = await h.until((x) => x.state === 'complete')
  assert.equal(done.rows, 5_000)
  assert.equal(done.recovered, null)
  assert.ok(existsSync(join(dir, 'catalogue.sqlite')))
})
