import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ApiError } from '../../../../electron/core/api/index.ts'
import { asApiErrorCode, type ApiErrorInit } from '../../../../electron/core/api/api-error.ts'
import type { ApiResponse, ResponseMeta, SchedulerState } from '../../../../electron/core/api/index.ts'
import { inspectKey, type InspectingClient } from '../../../../electron/core/inspector/inspect-key.ts'

/** Test double: answers /me and /stats from a script and counts the calls (the unit tests need odd failures). */
function fakeClient(
  me: unknown | ApiErrorInit,
  stats: unknown | ApiErrorInit,
  extra: Partial<ResponseMeta> = {},
): InspectingClient & { calls: string[] } {
  const calls: string[] = []
  const meta: ResponseMeta = {
    status: 200,
    requestId: null,
    attempts: 1,
    durationMs: 1,
    rateLimit: { limit: 60, remaining: 58, resetAt: 1_000 },
    deprecation: null,
    sunset: null,
    ...extra,
  }
  const answer = async (path: string, v: unknown): Promise<ApiResponse<never>> => {
    calls.push(path)
    if (typeof v === 'object' && v !== null && 'kind' in v) throw new ApiError('failed', v as ApiErrorInit)
    return { value: v as never, meta }
  }
  const state: SchedulerState = {
    keyId: 'k',
    limit: 60,
    remaining: 57,
    resetAt: 2_000,
    queued: 0,
    inFlight: 0,
    waitingUntil: null,
    reason: null,
  }
  return {
    calls,
    getMe: () => answer('/me', me),
    getStats: () => answer('/stats', stats),
    scheduler: { state: () => state } as InspectingClient['scheduler'],
  }
}

const ME = { username: 'ada', total_passes: 3, bridge_count: 1 }
const STATS = { bridges: 10, suggestors: 2, passes: 30, avg_score: 50 }
const api = (code: string, status: number): ApiErrorInit => ({
  kind: 'api',
  code: asApiErrorCode(code),
  status,
})

test('both scopes granted: active, owner known, two calls', async () => {
  const client = fakeClient(ME, STATS)
  const r = await inspectKey(client, { now: () => 0 })
  assert.equal(r.state, 'active')
  assert.equal(r.owner, 'ada')
  assert.deepEqual(r.scopes, { granted: ['read:me', 'read:public'], missing: [], unknown: [] })
  assert.deepEqual(client.calls, ['/me', '/stats'])
  assert.equal(r.checkedAt, '1970-01-01T00:00:00.000Z')
  assert.deepEqual(r.rateLimit, { limit: 60, remaining: 58, resetAt: 1_000 })
  assert.match(r.summary, /works and belongs to ada/)
})

test('a 403 insufficient_scope marks only that scope missing', async () => {
  const r = await inspectKey(fakeClient(api('insufficient_scope', 403), STATS))
  assert.equal(r.state, 'active')
  assert.equal(r.owner, null)
  assert.deepEqual(r.scopes, { granted: ['read:public'], missing: ['read:me'], unknown: [] })
  assert.match(r.summary, /lacks read:me, so My profile and the key’s owner in Keys are not available/)
})

for (const [code, state] of [
  ['missing_api_key', 'missing'],
  ['invalid_api_key', 'invalid'],
  ['key_revoked', 'revoked'],
  ['key_expired', 'expired'],
  ['api_access_revoked', 'access_revoked'],
] as const) {
  test(`401 ${code} on the first call gives state ${state} and sends no second request`, async () => {
    const client = fakeClient(api(code, 401), STATS)
    const r = await inspectKey(client)
    assert.equal(r.state, state)
    assert.deepEqual(client.calls, ['/me'])
    assert.deepEqual(r.scopes, { granted: [], missing: [], unknown: ['read:me', 'read:public'] })
    assert.equal(r.problem?.code, code)
  })
}

test('a 401 whose code is an Object property name still gives a state: invalid', async () => {
  for (const code of ['constructor', '__proto__', 'toString', 'quota_gone']) {
    const client = fakeClient(api(code, 401), STATS)
    const r = await inspectKey(client)
    assert.equal(r.state, 'invalid', code)
    assert.deepEqual(client.calls, ['/me'], code)
    assert.equal(JSON.parse(JSON.stringify(r)).state, 'invalid', `${code}: the state survives the bridge`)
  }
})

test('a key the client already blocked maps to the state of its 401 code', async () => {
  const r = await inspectKey(fakeClient({ kind: 'key_blocked', code: 'key_revoked' }, STATS))
  assert.equal(r.state, 'revoked')
})

test('a lockout gives locked_out and stops', async () => {
  const client = fakeClient(
    { kind: 'locked_out', code: 'too_many_invalid_attempts', status: 429, retryAt: 5_000 },
    STATS,
  )
  const r = await inspectKey(client)
  assert.equal(r.state, 'locked_out')
  assert.deepEqual(client.calls, ['/me'])
  // The time is the renderer's to say, in the user's local time (key-state.ts waitEndWords): never raw UTC here.
  assert.doesNotMatch(r.summary, /1970-01-01T|Z\b/)
  assert.match(r.summary, /until the time below/)
  assert.equal(r.problem?.retryAt, 5_000)
})

test('a network failure gives unreachable without a second request', async () => {
  const client = fakeClient({ kind: 'network', code: 'ECONNREFUSED' }, STATS)
  const r = await inspectKey(client)
  assert.equal(r.state, 'unreachable')
  assert.deepEqual(client.calls, ['/me'])
})

test('a missing keychain secret (thrown by getKey) gives missing', async () => {
  const cause = Object.assign(new Error('gone'), { code: 'secret_missing' })
  const r = await inspectKey(fakeClient({ kind: 'network', code: 'client_error', cause }, STATS))
  assert.equal(r.state, 'missing')
})

test('a 503 on /me leaves read:me unknown but the key active after /stats succeeds', async () => {
  const client = fakeClient(api('service_unavailable', 503), STATS)
  const r = await inspectKey(client)
  assert.equal(r.state, 'active')
  assert.deepEqual(r.scopes, { granted: ['read:public'], missing: [], unknown: ['read:me'] })
  assert.match(r.summary, /Whether it has read:me could not be checked \(service_unavailable\)/)
  assert.deepEqual(client.calls, ['/me', '/stats'])
})

test('failures on both calls without a verdict give unreachable', async () => {
  const r = await inspectKey(fakeClient(api('internal_error', 500), api('internal_error', 500)))
  assert.equal(r.state, 'unreachable')
  assert.equal(r.problem?.endpoint, '/stats')
})

test('deprecation and sunset headers become notices of their endpoint', async () => {
  const r = await inspectKey(
    fakeClient(ME, STATS, { deprecation: '@1700000000', sunset: 'Wed, 01 Jul 2026 00:00:00 GMT' }),
  )
  assert.deepEqual(
    r.notices.map((n) => n.endpoint),
    ['/me', '/stats'],
  )
  assert.equal(r.notices[0]?.sunset, 'Wed, 01 Jul 2026 00:00:00 GMT')
})

test('the report survives a JSON round trip unchanged and names every scope with its screens', async () => {
  const r = await inspectKey(fakeClient(ME, STATS))
  assert.deepEqual(JSON.parse(JSON.stringify(r)), r)
  assert.deepEqual(r.unlocks['read:public'], ['Bridges', 'Bridge detail', 'Profiles', 'Stats'])
  assert.deepEqual(r.unlocks['read:me'], ['My profile', 'the key’s owner in Keys'])
})

test('a cancelled check rejects instead of reporting a state', async () => {
  await assert.rejects(inspectKey(fakeClient({ kind: 'cancelled', code: 'cancelled' }, STATS)), {
    kind: 'cancelled',
  })
})
