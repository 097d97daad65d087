// One gate per service (HOUSE_STYLE, "One truth for each thing the user sees"): every caller of one core's scheduler
// pool (the stats poll, the catalogue's walk and its /stats total, the list, a key check's temporary client) obeys
// what the service asked. Real HTTP against a server that counts every request the clients send.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { createApiClient, createSchedulerPool, type ApiClient } from '../../../electron/core/api/index.ts'
import { rejectsWith } from '../../support/api-client-harness.ts'
import {
  htmlPage,
  perResource,
  startCountingServer,
  startedDuringRetryAfter,
  unavailable,
  type CountingServer,
  type LoggedAttempt,
} from '../../support/counting-server.ts'

const KEY = 'bxk_' + 'GaTeTeSt42'.repeat(3) + 'Qz'
let srv: CountingServer
before(async () => {
  srv = await startCountingServer(unavailable(1))
})
after(() => srv.close())

test('a 503 with Retry-After holds every caller of the service, and no resource is asked more than 4 times', async () => {
  const pool = createSchedulerPool()
  const attempts: LoggedAttempt[] = []
  const client = (keyId: string): ApiClient =>
    createApiClient({
      baseUrl: srv.baseUrl,
      keyId,
      getKey: async () => KEY,
      schedulers: pool,
      maxWaitMs: 20_000,
      // Jitter in the middle of its range, so a late log line is never read as a request sent early.
      random: () => 0.5,
      onEvent: (e) => void (e.type === 'request' && attempts.push(e.entry)),
    })
  const inUse = client('key-in-use')
  const check = client('verify_check')
  const background = <T>(fn: () => Promise<T>): Promise<T> => inUse.scheduler.runInBackground(fn)
  const calls: Promise<unknown>[] = [
    inUse.getStats({ automatic: true }), // the stats poll
    background(() => inUse.getStats()), // the catalogue's /stats total
    background(() => inUse.listBridges({ limit: 100 })), // the catalogue's walk
    inUse.listBridges({ limit: 100 }), // the list, asking the same page
  ]
  // The check starts once the service has asked to wait: it must wait too, though its key is another.
  await srv.answered(1)
  calls.push(check.getMe())
  const settled = await Promise.allSettled(calls)
  assert.ok(
    settled.every((s) => s.status === 'rejected'),
    'every call fails: the service never answers',
  )
  for (const [resource, n] of perResource(srv.requests))
    assert.ok(n <= 4, `${resource} was asked ${n} times: ${JSON.stringify(srv.requests)}`)
  assert.equal(attempts.length, srv.requests.length, 'the app logged every request the service saw')
  assert.deepEqual(startedDuringRetryAfter(attempts, 1), [], 'nothing is sent before Retry-After has passed')
  inUse.dispose()
  check.dispose()
  pool.dispose()
})

test('a web page answered with 200 is sent by the app itself at most 4 times in its window; the user may still ask', async () => {
  const page = await startCountingServer(htmlPage())
  const pool = createSchedulerPool()
  const [a, b] = ['key-in-use', 'verify_check'].map((keyId) =>
    createApiClient({ baseUrl: page.baseUrl, keyId, getKey: async () => KEY, schedulers: pool }),
  )
  try {
    const poll = { automatic: true }
    for (const client of [a!, b!, a!, b!]) await assert.rejects(client.getStats(poll), rejectsWith('not_api'))
    // The fifth automatic ask (a poll, background work) sends nothing, and says for how long nothing more is sent.
    await assert.rejects(
      a!.scheduler.runInBackground(() => a!.getStats()),
      rejectsWith('wait_too_long', (e) => {
        assert.match(e.message, /failed 4 times in a row, so nothing more is sent for it for \d+ s/)
        assert.equal(e.status, null)
      }),
    )
    await assert.rejects(a!.getStats(poll), rejectsWith('wait_too_long'))
    assert.equal(page.requests.length, 4)
    await assert.rejects(a!.getStats(), rejectsWith('not_api'), 'the user’s own ask is sent')
    await assert.rejects(a!.listBridges({ limit: 5 }), rejectsWith('not_api'), 'another resource is asked')
    assert.equal(page.requests.length, 6)
  } finally {
    a!.dispose()
    b!.dispose()
    pool.dispose()
    await page.close()
  }
})
