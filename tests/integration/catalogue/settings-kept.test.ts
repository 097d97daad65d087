// The catalogue's settings are kept with main's preferences, apart from the file they govern (README, "The
// catalogue"): a damaged catalogue file set aside at start takes none of the user's choices with it.
import assert from 'node:assert/strict'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test, type TestContext } from 'node:test'
import { startExplorerHost } from '../../../electron/host/start-host.ts'
import { startReferenceService } from '../../../electron/service/index.ts'
import { ok } from '../../support/recorder.ts'

const hostCallbacks = {
  chooseExportFile: async () => null,
  openExternal: async () => false,
  appVersion: 'test',
}

/** A demo host over `dir` (a restart when the folder was used before). */
async function start(t: TestContext, dir: string) {
  const host = await startExplorerHost({
    userDataDir: dir,
    demo: true,
    startDemo: startReferenceService,
    serviceOptions: { bridges: 10, rateLimit: 1_000_000 },
    ...hostCallbacks,
  })
  let stopped = false
  const stop = async (): Promise<void> => {
    if (stopped) return
    stopped = true
    await host.stop()
  }
  t.after(stop)
  return { host, stop }
}

test('a damaged catalogue file set aside at start keeps the catalogue off, at the share and refresh chosen', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'bx-catalogue-kept-'))
  t.after(() => rm(dir, { recursive: true, force: true }))
  const first = await start(t, dir)
  const set = ok(
    await first.host.core.handlers['catalogue:settings']({
      enabled: false,
      sharePercent: 50,
      refreshIntervalMs: 86_400_000,
    }),
  )
  assert.equal(set.state, 'off')
  await first.stop()

  // Damaged while the app was closed: the next start sets it aside and begins a new file.
  await writeFile(join(dir, 'catalogue.sqlite'), Buffer.alloc(8192, 0x5a))
  await rm(join(dir, 'catalogue.sqlite-wal'), { force: true })
  await rm(join(dir, 'catalogue.sqlite-shm'), { force: true })

  const again = await start(t, dir)
  const s = ok(await again.host.core.handlers['catalogue:status'](undefined))
  assert.ok(s.recovered, 'the damaged file was set aside')
  assert.equal(s.state, 'off', 'the catalogue stays off: no background request against the choice')
  assert.equal(s.sharePercent, 50)
  assert.equal(s.refreshIntervalMs, 86_400_000)
  const kept = JSON.parse(await readFile(join(dir, 'preferences.json'), 'utf8')) as Record<string, unknown>
  assert.ok(kept['catalogue'], 'the settings live in preferences.json')
})
