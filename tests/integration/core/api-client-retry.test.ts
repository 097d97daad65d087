import { recordingClient, rejectsWith } from '../../support/api-client-harness.ts'
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type ApiClientOptions } from '../../../electron/core/api/index.ts'
import {
  apiError,
  hang,
  json,
  rateHeaders,
  startScriptedServer,
  type ScriptedServer,
} from '../../support/scripted-server.ts'

const KEY = 'bxk_' + 'ReTrYtEsT2'.repeat(3) + 'Qz'
const STATS = { bridges: 3, suggestors: 2, passes: 10, avg_score: 41.5 }
const HOURS_3 = 3 * 3600_000
let srv: ScriptedServer
before(async () => {
  srv = await startScriptedServer()
})
after(() => srv.close())

const clientFor = (extra: Partial<ApiClientOptions> = {}) => recordingClient(srv.baseUrl, KEY, 'retry', extra)

const httpDate = (ms: number): string => new Date(ms).toUTCString()
const sent = (): number => srv.requests.length

test('429 rate_limited with Retry-After in seconds is retried, then succeeds', async () => {
  const { client } = clientFor()
  srv.script(apiError(429, 'rate_limited', { 'retry-after': '0' }), json(200, STATS))
  const res = await client.getStats()
  assert.equal(res.meta.attempts, 2)
})

test('Retry-After as an HTTP-date is measured against the server Date header, even hours off', async () => {
  const { client } = clientFor({ maxWaitMs: 1000 })
  const t0 = Date.now()
  const server = Math.floor((t0 + HOURS_3) / 1000) * 1000
  srv.script(
    apiError(429, 'rate_limited', { date: httpDate(server), 'retry-after': httpDate(server + 30_000) }),
  )
  await assert.rejects(
    client.getStats(),
    rejectsWith('wait_too_long', (e) => {
      const t1 = Date.now()
      assert.ok(
        e.retryAt !== undefined && e.retryAt >= t0 + 30_000 && e.retryAt <= t1 + 30_000,
        `retryAt ${e.retryAt}`,
      )
    }),
  )
})

test('a Retry-After date equal to the server Date retries at once', async () => {
  const { client } = clientFor()
  const server = httpDate(Date.now() - HOURS_3)
  srv.script(apiError(429, 'rate_limited', { date: server, 'retry-after': server }), json(200, STATS))
  assert.equal((await client.getStats()).meta.attempts, 2)
})

test('a malformed Retry-After falls back to the rate-limit reset header', async () => {
  const { client } = clientFor({ maxWaitMs: 1000 })
  const resetSec = Math.ceil(Date.now() / 1000) + 60
  srv.script(
    apiError(429, 'rate_limited', {
      'retry-after': 'in a while',
      date: httpDate(Date.now()),
      ...rateHeaders(10, 0, resetSec),
    }),
  )
  await assert.rejects(
    client.getStats(),
    rejectsWith('wait_too_long', (e) => {
      assert.ok(
        e.retryAt !== undefined && e.retryAt >= resetSec * 1000 + 250 && e.retryAt < resetSec * 1000 + 5000,
        `retryAt ${e.retryAt}`,
      )
    }),
  )
})

test('a 429 without Retry-After or reset falls back to backoff, then succeeds', async () => {
  const { client } = clientFor()
  srv.script(apiError(429, 'rate_limited'), json(200, STATS))
  assert.equal((await client.getStats()).meta.attempts, 2)
})

test('a huge Retry-After is surfaced as wait_too_long, and the key stays paused without sending', async () => {
  const { client } = clientFor()
  const t0 = Date.now()
  srv.script(apiError(429, 'rate_limited', { 'retry-after': '99999' }))
  await assert.rejects(
    client.getStats(),
    rejectsWith('wait_too_long', (e) => assert.ok((e.retryAt ?? 0) >= t0 + 99_999_000)),
  )
  const count = sent()
  await assert.rejects(client.getMe(), rejectsWith('wait_too_long'))
  assert.equal(sent(), count)
  assert.equal(client.scheduler.state().reason, 'retry_after')
})

test('429 rate_limited is tried at most 4 times in all', async () => {
  const { client } = clientFor()
  const count = sent()
  srv.script(...Array.from({ length: 4 }, () => apiError(429, 'rate_limited', { 'retry-after': '0' })))
  await assert.rejects(
    client.getStats(),
    rejectsWith('api', (e) => assert.equal(e.code, 'rate_limited')),
  )
  assert.equal(sent() - count, 4)
})

test('503 honours its Retry-After: a long one is surfaced, not slept', async () => {
  const { client } = clientFor({ maxWaitMs: 1000 })
  srv.script(apiError(503, 'service_unavailable', { 'retry-after': '30' }))
  await assert.rejects(client.getStats(), rejectsWith('wait_too_long'))
})

test('a timeout is retried and the next attempt can succeed', async () => {
  const { client, events } = clientFor({ timeoutMs: 100 })
  srv.script(hang(), json(200, STATS))
  const res = await client.getStats()
  assert.equal(res.meta.attempts, 2)
  assert.deepEqual(
    events.flatMap((e) => (e.type === 'request' ? [e.entry.code] : [])),
    ['timeout', null],
  )
})

test('cancel(requestId) aborts an in-flight call with kind cancelled and it is not retried', async () => {
  const { client } = clientFor()
  const arrived = new Promise<void>((resolve) => srv.script(hang(resolve)))
  const count = sent()
  const call = client.getStats({ requestId: 'req-cancel-1' })
  await arrived
  assert.equal(client.cancel('req-cancel-1'), true)
  await assert.rejects(call, rejectsWith('cancelled'))
  assert.equal(sent(), count + 1)
  assert.equal(client.cancel('req-cancel-1'), false, 'nothing pending under that id any more')
})

test('an aborted caller signal cancels a call still waiting in the queue, before it is sent', async () => {
  const { client } = clientFor()
  client.scheduler.pause(Date.now() + 60_000)
  const ac = new AbortController()
  const count = sent()
  const call = client.getStats({ signal: ac.signal })
  ac.abort()
  await assert.rejects(call, rejectsWith('cancelled'))
  assert.equal(sent(), count)
})

test('the scheduler never starts a request the known budget cannot cover', async () => {
  const { client } = clientFor({ maxWaitMs: 1000 })
  srv.script(
    json(200, STATS, {
      date: httpDate(Date.now()),
      ...rateHeaders(10, 0, Math.ceil(Date.now() / 1000) + 60),
    }),
  )
  await client.getStats()
  const count = sent()
  await assert.rejects(client.getStats(), rejectsWith('wait_too_long'))
  assert.equal(sent(), count)
})

test('a server clock hours off still gives a local resetAt in meta', async () => {
  const { client } = clientFor()
  const t0 = Date.now()
  const server = t0 - HOURS_3
  srv.script(
    json(200, STATS, { date: httpDate(server), ...rateHeaders(10, 5, Math.floor(server / 1000) + 30) }),
  )
  const res = await client.getStats()
  const resetAt = res.meta.rateLimit?.resetAt ?? 0
  assert.ok(resetAt >= t0 + 29_000 && resetAt <= Date.now() + 31_000, `resetAt ${resetAt} vs now ${t0}`)
})
