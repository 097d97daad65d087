// Clocks (docs/api-assumptions.md row 16): a client whose clock disagrees with the reference service's draws no 429
// and does not stall. The reference service runs on real time over real HTTP with short windows (so several resets
// happen in a few seconds); the client's clock is faked by an offset. A stall would surface as wait_too_long
// (maxWaitMs).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startReferenceService } from '../../../electron/service/index.ts'
import { recordingClient } from '../../support/api-client-harness.ts'

const LIMIT = 8
const WINDOW_MS = 1000
const CALLS = 40

for (const [name, offsetMs] of [
  ['3 s ahead of', 3_000],
  ['10 minutes ahead of', 600_000],
  ['1 hour ahead of', 3_600_000],
  ['1 hour behind', -3_600_000],
] as const) {
  test(`a client clock ${name} the service gets no 429 over several windows, and no wait runs away`, async () => {
    // A service per test: it counts per key, so one test's window must not be the next one's first 429.
    const svc = await startReferenceService({ port: 0, bridges: 5, rateLimit: LIMIT, windowMs: WINDOW_MS })
    const { client, events } = recordingClient(svc.baseUrl, svc.demoKeys!.full, 'clock', {
      now: () => Date.now() + offsetMs,
      maxWaitMs: 10_000,
    })
    try {
      await Promise.all(Array.from({ length: CALLS }, () => client.getStats()))
      const statuses = events.flatMap((e) => (e.type === 'request' ? [e.entry.status] : []))
      assert.equal(statuses.filter((s) => s === 429).length, 0, `statuses: ${statuses.join(',')}`)
      assert.equal(statuses.filter((s) => s === 200).length, CALLS)
    } finally {
      client.dispose()
      await svc.stop()
    }
  })
}
