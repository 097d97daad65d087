import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { createApiClient } from '../../../electron/core/api/index.ts'
import { inspectKey, type KeyInspection } from '../../../electron/core/inspector/inspect-key.ts'
import {
  startReferenceService,
  type DemoKeys,
  type ReferenceService,
} from '../../../electron/service/index.ts'

let svc: ReferenceService
let keys: DemoKeys

before(async () => {
  svc = await startReferenceService({
    port: 0,
    bridges: 20,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
  })
  assert.ok(svc.demoKeys)
  keys = svc.demoKeys
})
after(() => svc.stop())

/** Inspects `key` on `service` and counts the HTTP requests the service received meanwhile. */
async function inspect(key: string, service = svc): Promise<{ r: KeyInspection; requests: number }> {
  const client = createApiClient({ baseUrl: service.baseUrl, getKey: async () => key, keyId: 'inspect' })
  const before = service.requestCount()
  const r = await inspectKey(client)
  assert.equal(JSON.stringify(r).includes(key), false, 'the report never contains the key')
  assert.equal(JSON.stringify(r).includes(key.slice(-8)), false, 'nor a recognisable part of it')
  return { r, requests: service.requestCount() - before }
}

async function ownerOf(key: string): Promise<string> {
  const res = await fetch(`${svc.baseUrl}/me`, { headers: { authorization: `Bearer ${key}` } })
  return ((await res.json()) as { username: string }).username
}

test('a full key: active, both scopes granted, owner from /me, exactly two requests', async () => {
  const { r, requests } = await inspect(keys.full)
  assert.equal(r.state, 'active')
  assert.deepEqual(r.scopes, { granted: ['read:me', 'read:public'], missing: [], unknown: [] })
  assert.equal(r.owner, await ownerOf(keys.full))
  assert.equal(requests, 2)
  assert.equal(r.rateLimit?.limit, 1_000_000)
  assert.equal(r.problem, null)
  assert.deepEqual(r.notices, [])
})

test('a read:public key: read:me missing, no owner, public screens unlocked', async () => {
  const { r, requests } = await inspect(keys.publicOnly)
  assert.equal(r.state, 'active')
  assert.deepEqual(r.scopes, { granted: ['read:public'], missing: ['read:me'], unknown: [] })
  assert.equal(r.owner, null)
  assert.equal(requests, 2)
  assert.match(r.summary, /lacks read:me/)
})

test('a read:me key: read:public missing, owner known', async () => {
  const { r } = await inspect(keys.meOnly)
  assert.equal(r.state, 'active')
  assert.deepEqual(r.scopes, { granted: ['read:me'], missing: ['read:public'], unknown: [] })
  assert.equal(r.owner, await ownerOf(keys.meOnly))
  assert.match(
    r.summary,
    /lacks read:public, so Bridges, Bridge detail, Profiles and Stats are not available/,
  )
})

for (const [name, state] of [
  ['revoked', 'revoked'],
  ['expired', 'expired'],
  ['unapproved', 'access_revoked'],
] as const) {
  test(`the ${name} demo key gives state ${state} after exactly one request (a 401 stops the check)`, async () => {
    const { r, requests } = await inspect(keys[name])
    assert.equal(r.state, state)
    assert.equal(requests, 1)
    assert.deepEqual(r.scopes, { granted: [], missing: [], unknown: ['read:me', 'read:public'] })
    assert.equal(r.owner, null)
  })
}

test('an unknown key gives state invalid after one request', async () => {
  const unknown = 'bxk_' + randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 32)
  const { r, requests } = await inspect(unknown)
  assert.equal(r.state, 'invalid')
  assert.equal(requests, 1)
})

test('a key revoked after an earlier check is reported revoked on the next check', async () => {
  const { key } = svc.control.createKey({ owner: await ownerOf(keys.full), scopes: ['read:public'] })
  assert.equal((await inspect(key)).r.state, 'active')
  svc.control.revokeKey(key)
  assert.equal((await inspect(key)).r.state, 'revoked')
})

test('Deprecation and Sunset headers of an endpoint become notices of that endpoint', async () => {
  const dep = await startReferenceService({ port: 0, bridges: 5, rateLimit: 1_000_000 })
  try {
    assert.ok(dep.demoKeys)
    dep.control.setDeprecation({
      path: '/stats',
      deprecation: '2026-01-01T00:00:00Z',
      sunset: '2027-01-01T00:00:00Z',
    })
    const { r } = await inspect(dep.demoKeys.full, dep)
    assert.equal(r.notices.length, 1)
    assert.equal(r.notices[0]?.endpoint, '/stats')
    assert.ok(r.notices[0]?.deprecation)
    assert.match(r.notices[0]?.sunset ?? '', /2027/)
  } finally {
    await dep.stop()
  }
})

test('a service that does not answer gives unreachable without asking /stats', async () => {
  const gone = await startReferenceService({ port: 0, bridges: 1 })
  const baseUrl = gone.baseUrl
  await gone.stop()
  const client = createApiClient({
    baseUrl,
    getKey: async () => keys.full,
    keyId: 'inspect',
    timeoutMs: 2_000,
  })
  const r = await inspectKey(client)
  assert.equal(r.state, 'unreachable')
  assert.equal(r.problem?.endpoint, '/me')
  assert.deepEqual(r.scopes.unknown, ['read:me', 'read:public'])
})
