import { recordingClient, rejectsWith } from '../../support/api-client-harness.ts'
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  ApiError,
  createApiClient,
  createSchedulerPool,
  type ApiClientOptions,
} from '../../../electron/core/api/index.ts'
import { apiError, json, startScriptedServer, type ScriptedServer } from '../../support/scripted-server.ts'

const KEY = 'bxk_' + 'AuThTeSt03'.repeat(3) + 'Qz'
const STATS = { bridges: 3, suggestors: 2, passes: 10, avg_score: 41.5 }
let srv: ScriptedServer
before(async () => {
  srv = await startScriptedServer()
})
after(() => srv.close())

const clientFor = (s: ScriptedServer, extra: Partial<ApiClientOptions> = {}) =>
  recordingClient(s.baseUrl, KEY, 'auth', extra)

test('a 401 is never retried, marks the key state, and blocks the key until clearKeyBlock', async () => {
  const { client, events } = clientFor(srv)
  const count = srv.requests.length
  srv.script(apiError(401, 'key_expired'))
  await assert.rejects(client.getStats(), rejectsWith('api', 'key_expired'))
  assert.equal(srv.requests.length, count + 1, 'not retried')
  assert.deepEqual(
    events.filter((e) => e.type === 'key-state'),
    [{ type: 'key-state', keyId: 'auth', state: 'expired', code: 'key_expired' }],
  )
  await assert.rejects(client.getMe(), rejectsWith('key_blocked', 'key_expired'))
  assert.equal(srv.requests.length, count + 1, 'a blocked key sends nothing')
  client.scheduler.clearKeyBlock()
  srv.script(json(200, STATS))
  await client.getStats()
  assert.equal(srv.requests.length, count + 2)
})

test('each 401 code maps to its key state', async () => {
  const expected: Record<string, string> = {
    missing_api_key: 'missing',
    invalid_api_key: 'invalid',
    key_revoked: 'revoked',
    key_expired: 'expired',
    api_access_revoked: 'access_revoked',
  }
  for (const [code, state] of Object.entries(expected)) {
    const { client, events } = clientFor(srv)
    srv.script(apiError(401, code))
    await assert.rejects(client.getStats(), rejectsWith('api', code))
    assert.equal(
      events.find((e) => e.type === 'key-state')?.type === 'key-state'
        ? (events.find((e) => e.type === 'key-state') as { state: string }).state
        : null,
      state,
      code,
    )
  }
})

test('a block is shared by every client of the same key and service', async () => {
  const schedulers = createSchedulerPool()
  const a = createApiClient({ baseUrl: srv.baseUrl, keyId: 'auth', getKey: async () => KEY, schedulers })
  const b = createApiClient({ baseUrl: srv.baseUrl, keyId: 'auth', getKey: async () => KEY, schedulers })
  srv.script(apiError(401, 'key_revoked'))
  await assert.rejects(a.getStats(), rejectsWith('api', 'key_revoked'))
  await assert.rejects(b.getStats(), rejectsWith('key_blocked', 'key_revoked'))
})

test('a 401 mid-sequence fails the calls queued behind it with key_blocked, sending none of them', async () => {
  const { client } = clientFor(srv)
  const count = srv.requests.length
  srv.script(apiError(401, 'key_revoked'))
  const calls = [client.getStats(), client.getStats(), client.listBridges({}), client.getMe()]
  const results = await Promise.allSettled(calls)
  const kinds = results.map((r) =>
    r.status === 'rejected' && r.reason instanceof ApiError ? r.reason.kind : r.status,
  )
  assert.deepEqual(kinds, ['api', 'key_blocked', 'key_blocked', 'key_blocked'])
  assert.equal(srv.requests.length, count + 1)
})

test('403 insufficient_scope is not retried and names the scope of the endpoint', async () => {
  const { client } = clientFor(srv)
  srv.script(apiError(403, 'insufficient_scope'), apiError(403, 'insufficient_scope'))
  await assert.rejects(client.getMe(), (e: unknown) => e instanceof ApiError && e.missingScope === 'read:me')
  await assert.rejects(
    client.getStats(),
    (e: unknown) => e instanceof ApiError && e.missingScope === 'read:public',
  )
})

test('429 too_many_invalid_attempts locks out every key of the service; a long lockout fails fast as locked_out', async () => {
  const own = await startScriptedServer()
  try {
    // Two keys of one core: the lockouts are the pool's, shared by every key of the service.
    const schedulers = createSchedulerPool()
    const a = clientFor(own, { keyId: 'a', schedulers }).client
    const b = clientFor(own, { keyId: 'b', schedulers }).client
    own.script(apiError(429, 'too_many_invalid_attempts', { 'retry-after': '900' }))
    const t0 = Date.now()
    await assert.rejects(
      a.getStats(),
      (e: unknown) =>
        rejectsWith('locked_out', 'too_many_invalid_attempts')(e) &&
        ((e as ApiError).retryAt ?? 0) >= t0 + 900_000,
    )
    await assert.rejects(b.getStats(), rejectsWith('locked_out'))
    assert.equal(own.requests.length, 1, 'the other key sent nothing')
  } finally {
    await own.close()
  }
})

test('a short lockout holds the calls of other keys until Retry-After has passed, then sends them', async () => {
  const own = await startScriptedServer()
  try {
    const schedulers = createSchedulerPool()
    const a = clientFor(own, { keyId: 'a', schedulers }).client
    const b = clientFor(own, { keyId: 'b', schedulers })
    own.script(apiError(429, 'too_many_invalid_attempts', { 'retry-after': '1' }), json(200, STATS))
    await assert.rejects(a.getStats(), rejectsWith('locked_out'))
    const res = await b.client.getStats()
    assert.equal(res.meta.attempts, 1)
    const reasons = b.events.flatMap((e) => (e.type === 'scheduler' ? [e.state.reason] : []))
    assert.ok(reasons.includes('lockout'), `reasons seen: ${reasons.join(',')}`)
    assert.equal(own.requests.length, 2)
  } finally {
    await own.close()
  }
})
