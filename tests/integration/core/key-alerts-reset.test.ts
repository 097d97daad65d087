// The "running low" alert follows the clock (HOUSE_STYLE, "One truth for each thing the user sees"): at the spent
// window's reset it is re-derived, by the core's injected clock and with no request sent, and said to have cleared,
// so the line showing it goes; in the next window it is said again when the key runs low again. Real keychain,
// a real history.sqlite, the reference service over real HTTP on the same movable clock (no sleeps).
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createMovableClock } from '../../../electron/core/api/movable-clock.ts'
import { createExplorerCore, type ExplorerCore } from '../../../electron/core/app/index.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import type { KeyAlert } from '../../../shared/ipc/request-log.ts'
import { ok, record, type Recorder } from '../../support/recorder.ts'
import { ensureSecretService, type SecretServiceHandle } from '../../support/secret-service.ts'
import { demoCoreOptions } from '../../support/session-harness.ts'

const WINDOW_MS = 60_000
// Starts just after a window opens, so the requests below all fall into one window of the service.
const clock = createMovableClock(Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS + 1_000)
let secretService: SecretServiceHandle
let svc: ReferenceService
let dir: string
let core: ExplorerCore
let rec: Recorder

before(async () => {
  secretService = await ensureSecretService()
  svc = await startReferenceService({
    port: 0,
    bridges: 10,
    rateLimit: 10,
    windowMs: WINDOW_MS,
    now: clock.now,
  })
  dir = await mkdtemp(join(tmpdir(), 'bx-key-alerts-reset-'))
  core = await createExplorerCore({ ...demoCoreOptions(svc, dir), clock })
  rec = record(core)
})

after(async () => {
  rec.stop()
  for (const k of ok(await core.handlers['keys:list'](undefined)))
    await core.handlers['keys:remove']({ id: k.id })
  await core.close()
  await svc.stop()
  await rm(dir, { recursive: true, force: true })
  await secretService.stop()
})

const ON = { enabled: true, errorSharePercent: 50, minutes: 5, headroomPercent: 30 }

test(
  'the running-low alert clears at the window reset by the clock, and is said again when the key runs low again',
  { timeout: 60_000 },
  async () => {
    // The walk would spend the same window in the background: only the user's requests below spend it.
    ok(await rec.handlers['catalogue:settings']({ enabled: false }))
    ok(await rec.handlers['log:set-alerts'](ON))
    const full = ok(
      await rec.handlers['keys:add']({ key: svc.demoKeys!.full, serviceUrl: svc.baseUrl, label: 'Full' }),
    ).key
    ok(await rec.handlers['keys:set-active']({ id: full.id }))
    const headroom = (): KeyAlert[] =>
      rec.events
        .filter((e) => e.event === 'log:did-alert')
        .map((e) => e.payload as KeyAlert)
        .filter((a) => a.kind === 'headroom' && a.keyId === full.id)
    for (let i = 0; i < 8 && headroom().length === 0; i++)
      ok(await rec.handlers['stats:get']({ requestId: `low-${i}` }))
    assert.equal(headroom().length, 1, 'said once the window runs low')
    const sentBefore = svc.control.tally()[svc.demoKeys!.full]

    const cleared = rec.next('log:did-clear-alert', (c) => c.kind === 'headroom' && c.keyId === full.id)
    clock.advance(WINDOW_MS + 5_000)
    const c = await cleared
    assert.ok(c.at >= clock.now() - 1_000, 'cleared when the clock passed the reset')
    assert.deepEqual(
      svc.control.tally()[svc.demoKeys!.full],
      sentBefore,
      'no request was sent to learn the reset',
    )
    assert.equal(headroom().length, 1, 'not said again by the reset itself')

    for (let i = 0; i < 8 && headroom().length === 1; i++)
      ok(await rec.handlers['stats:get']({ requestId: `low-again-${i}` }))
    assert.equal(headroom().length, 2, 'said again when the new window runs low')
  },
)
