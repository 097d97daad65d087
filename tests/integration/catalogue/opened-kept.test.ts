// What the user opens is kept in the catalogue as well (README.md, "The catalogue": suggestion texts already opened
// are searched on this computer): bridges:get adds the suggestion and domain to the bridge's row, profiles:get keeps
// the profile, filed under the service asked. The whole core in demo mode, the reference service over real HTTP, the
// real catalogue.sqlite read back.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { after, before, test } from 'node:test'
import { startExplorerHost, type ExplorerHost } from '../../../electron/host/start-host.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { ok } from '../../support/recorder.ts'

let dir: string
let host: ExplorerHost<ReferenceService>

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bx-catalogue-opened-'))
  host = await startExplorerHost({
    userDataDir: dir,
    demo: true,
    startDemo: startReferenceService,
    appVersion: 'test',
    serviceOptions: { bridges: 60, rateLimit: 1_000_000, invalidAttempts: 1_000_000 },
    chooseExportFile: async () => null,
    openExternal: async () => false,
  })
})

after(async () => {
  await host.stop()
  await rm(dir, { recursive: true, force: true })
})

/** Resolves once the catalogue holds the whole list (its walk needs no more than the service's pages). */
async function catalogueComplete(): Promise<void> {
  const handlers = host.core.handlers
  for (;;) {
    const status = ok(await handlers['catalogue:status'](undefined))
    if (status.state === 'complete') return
    await new Promise((r) => setTimeout(r, 20))
  }
}

test('a bridge opened is kept with its suggestion, and a profile opened is kept, in the catalogue file', async () => {
  await catalogueComplete()
  const handlers = host.core.handlers
  const [summary] = ok(await handlers['bridges:list']({ requestId: 'l', limit: 1 })).value.data
  assert.ok(summary, 'the service lists a bridge')
  const before = ok(await handlers['catalogue:get']({ slug: summary.slug })).bridge
  assert.equal(before?.suggestion, null, 'the list alone does not give the suggestion')

  const detail = ok(await handlers['bridges:get']({ requestId: 'g', slug: summary.slug })).value
  const profile = ok(
    await handlers['profiles:get']({ requestId: 'p', username: summary.suggestor.username }),
  ).value

  const kept = ok(await handlers['catalogue:get']({ slug: summary.slug })).bridge
  assert.equal(kept?.suggestion, detail.suggestion)
  assert.equal(kept?.domain, detail.domain)
  const file = new DatabaseSync(join(dir, 'catalogue.sqlite'), { readOnly: true })
  try {
    const row = file
      .prepare('SELECT display_name, total_passes FROM profiles WHERE username = ?')
      .get(profile.username)
    assert.deepEqual({ ...row }, { display_name: profile.display_name, total_passes: profile.total_passes })
  } finally {
    file.close()
  }
})
