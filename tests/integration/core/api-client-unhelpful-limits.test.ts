// Limits when the server does not say (docs/api-assumptions.md row 16), over real HTTP against a scripted server: the
// client keeps the documented limit when the server states none, and one implausible header does not reach the
// request log's gauge.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { createSchedulerPool } from '../../../electron/core/api/index.ts'
import { recordingClient } from '../../support/api-client-harness.ts'
import { json, rateHeaders, startScriptedServer, type ScriptedServer } from '../../support/scripted-server.ts'
import { FakeClock } from '../../unit/core/api/fake-clock.ts'

const KEY = 'bxk_' + 'NoLiMiTs12'.repeat(3) + 'Qz'
const STATS = { bridges: 3, suggestors: 2, passes: 10, avg_score: 41.5 }
let srv: ScriptedServer
before(async () => {
  srv = await startScriptedServer()
})
after(() => srv.close())

/** Resolves once `done()` holds, checking after each turn of the event loop (no time limit of its own). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 1))
}

test('a server without X-RateLimit headers gets 60 requests a minute from the client, not as many as it can send', async () => {
  const clock = new FakeClock(Date.now())
  const { client } = recordingClient(srv.baseUrl, KEY, 'no-headers', {
    schedulers: createSchedulerPool({ clock }),
    now: clock.now,
  })
  srv.requests.length = 0
  srv.script(...Array.from({ length: 100 }, () => json(200, STATS)))
  const calls = Array.from({ length: 100 }, () => client.getStats())
  try {
    // The client stops by itself: nothing in flight, the rest queued behind the documented window.
    const state = () => client.scheduler.state()
    await until(() => (state().inFlight === 0 && state().reason !== null) || srv.requests.length === 100)
    assert.equal(srv.requests.length, 60)
    assert.equal(client.scheduler.state().queued, 40)
    assert.equal(client.scheduler.state().reason, 'rate_limit')
    clock.advance(60_000)
    await Promise.all(calls)
    assert.equal(srv.requests.length, 100)
  } finally {
    client.dispose()
  }
})

test('a reset decades ahead is left out of the request log; the believable headers after it are shown', async () => {
  const { client, events } = recordingClient(srv.baseUrl, KEY, 'decades')
  const resetSec = Math.ceil(Date.now() / 1000) + 30
  srv.script(
    json(200, STATS, rateHeaders(60, 59, resetSec + 30 * 365 * 86_400)),
    json(200, STATS, rateHeaders(60, 58, resetSec)),
  )
  try {
    await client.getStats()
    await client.getStats()
    const rates = events.flatMap((e) => (e.type === 'request' ? [e.entry.rateLimit] : []))
    assert.equal(rates[0], null)
    assert.equal(rates[1]?.remaining, 58)
    assert.equal(client.scheduler.state().remaining, 58)
  } finally {
    client.dispose()
  }
})
