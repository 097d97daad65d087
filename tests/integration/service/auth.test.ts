// Authentication as shared/api/openapi.yaml states it (bearerAuth, x-required-scope, responses/Unauthorized
// and Forbidden) and the key-related assumptions 11, 12, 14, 15 and 24.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { KeysFile, ReferenceService } from '../../../electron/service/types.ts'
import { call, manualClock, send, type Reply } from '../../support/http.ts'
import { start, startCustom, type Svc } from './service-fixture.ts'

const expectError = (r: Reply, status: number, code: string): void => {
  assert.equal(r.status, status, r.text)
  assert.equal(r.body.error.code, code)
}

// Keys built at run time: the shape of a real key, without a literal one in the source.
const fakeKey = (c: string): string => `bxk_${c.repeat(32)}`
const keysFile: KeysFile = {
  accounts: [
    { username: 'alice', display_name: 'Alice', api_access: 'approved' },
    { username: 'bob', display_name: null, api_access: 'revoked' },
  ],
  keys: [
    {
      key: fakeKey('A'),
      owner: 'alice',
      scopes: ['read:public', 'read:me'],
      status: 'active',
      expires_at: null,
      label: 'first',
    },
  ],
}

let svc: Svc
before(async () => {
  svc = await start({ bridges: 30 })
})
after(() => svc.stop())

const dashboard = (
  t: { origin: string; baseUrl: string; dashboardSecret: string },
  path: string,
  body: unknown,
): Promise<Reply> =>
  send(`${t.origin}/dashboard/keys${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-dashboard-secret': t.dashboardSecret },
    documented: false,
  })

describe('bearerAuth: the Bearer scheme', () => {
  it('bearerAuth: Authorization: Bearer <key> authenticates', async () => {
    assert.equal((await call(svc, '/stats', { key: svc.keys.full })).status, 200)
  })

  it('assumption 12: the scheme name is case-insensitive', async () => {
    for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
      const r = await call(svc, '/stats', { headers: { authorization: `${scheme} ${svc.keys.full}` } })
      assert.equal(r.status, 200, scheme)
    }
  })

  it('assumption 11: demo keys have the documented shape bxk_ + 32 [A-Za-z0-9]', () => {
    for (const k of Object.values(svc.keys)) assert.match(k, /^bxk_[A-Za-z0-9]{32}$/)
  })
})

describe('responses/Unauthorized and Forbidden: every failure case', () => {
  it('responses/Unauthorized: no Authorization header → 401 missing_api_key', async () => {
    expectError(await call(svc, '/stats'), 401, 'missing_api_key')
  })

  it('assumption 12: an empty Authorization header → 401 missing_api_key', async () => {
    expectError(await call(svc, '/stats', { headers: { authorization: '' } }), 401, 'missing_api_key')
  })

  it('responses/Unauthorized: a key that does not exist → 401 invalid_api_key', async () => {
    expectError(await call(svc, '/stats', { key: fakeKey('Z') }), 401, 'invalid_api_key')
  })

  it('assumption 11/12: another token shape, another scheme, or Bearer without token → 401 invalid_api_key', async () => {
    for (const h of [
      'Bearer not-a-key',
      `Basic ${btoa('u:p')}`,
      'Bearer',
      'Bearer ',
      `Token ${svc.keys.full}`,
    ]) {
      expectError(await call(svc, '/stats', { headers: { authorization: h } }), 401, 'invalid_api_key')
    }
  })

  it('responses/Unauthorized: a revoked key → 401 key_revoked', async () => {
    expectError(await call(svc, '/stats', { key: svc.keys.revoked }), 401, 'key_revoked')
  })

  it('responses/Unauthorized: a key past its expiry → 401 key_expired', async () => {
    expectError(await call(svc, '/stats', { key: svc.keys.expired }), 401, 'key_expired')
  })

  it('responses/Unauthorized: a key of an account whose API access is not approved → 401 api_access_revoked', async () => {
    expectError(await call(svc, '/stats', { key: svc.keys.unapproved }), 401, 'api_access_revoked')
  })

  it('responses/Forbidden: a read:public-only key on /me → 403 insufficient_scope', async () => {
    expectError(await call(svc, '/me', { key: svc.keys.publicOnly }), 403, 'insufficient_scope')
  })

  it('responses/Forbidden: a read:me-only key on /stats → 403 insufficient_scope', async () => {
    expectError(await call(svc, '/stats', { key: svc.keys.meOnly }), 403, 'insufficient_scope')
  })

  it('responses/Unauthorized: a 401 carries no Retry-After and is the same when repeated (never worth retrying)', async () => {
    for (const key of [svc.keys.revoked, svc.keys.revoked]) {
      const r = await call(svc, '/stats', { key })
      expectError(r, 401, 'key_revoked')
      assert.equal(r.headers.get('retry-after'), null)
    }
  })
})

describe('x-required-scope: scopes in use', () => {
  it('x-required-scope: read:public opens /stats, /bridges, /bridges/{slug} and /profiles/{username}', async () => {
    const b = svc.data.published()[0]!
    for (const p of ['/stats', '/bridges', `/bridges/${b.slug}`, `/profiles/${b.suggestor.username}`]) {
      assert.equal((await call(svc, p, { key: svc.keys.publicOnly })).status, 200, p)
    }
  })

  it('x-required-scope: read:me opens /me', async () => {
    assert.equal((await call(svc, '/me', { key: svc.keys.meOnly })).status, 200)
  })
})

describe('keys changing during a session (control API)', () => {
  it('responses/Unauthorized: control.revokeKey mid-session → the next call is 401 key_revoked', async () => {
    const { key } = svc.control.createKey({
      owner: (await call(svc, '/me', { key: svc.keys.full })).body.username,
      scopes: ['read:public'],
    })
    assert.equal((await call(svc, '/stats', { key })).status, 200)
    svc.control.revokeKey(key)
    expectError(await call(svc, '/stats', { key }), 401, 'key_revoked')
  })

  it('responses/Unauthorized: control.expireKey mid-session → the next call is 401 key_expired', async () => {
    const { key } = svc.control.createKey({
      owner: (await call(svc, '/me', { key: svc.keys.full })).body.username,
      scopes: ['read:public'],
    })
    svc.control.expireKey(key)
    expectError(await call(svc, '/stats', { key }), 401, 'key_expired')
  })
})

describe('assumption 24: key creation in the dashboard stand-in', () => {
  let own: ReferenceService
  const clock = manualClock(Date.parse('2026-03-14T09:00:00Z'))
  before(async () => {
    own = await startCustom({ keys: keysFile, now: clock.now })
  })
  after(() => own?.stop())
  let aliceKey = ''

  it('assumption 24: control.createKey for an account without approved API access throws api_access_required', () => {
    assert.throws(
      () => own.control.createKey({ owner: 'bob', scopes: ['read:public'] }),
      (e: unknown) => (e as { code?: string }).code === 'api_access_required',
    )
  })

  it('assumption 24: POST /dashboard/keys for an account without approved API access → 403 api_access_required', async () => {
    expectError(
      await dashboard(own, '', { owner: 'bob', scopes: ['read:public'], label: 'x' }),
      403,
      'api_access_required',
    )
  })

  it('assumption 24: an approved account gets a new key, shown in the creation response, that works at once', async () => {
    const r = await dashboard(own, '', { owner: 'alice', scopes: ['read:public'], label: 'ci' })
    assert.ok(r.status === 201 || r.status === 200, r.text)
    assert.match(r.body.key, /^bxk_[A-Za-z0-9]{32}$/)
    assert.equal((await call(own, '/stats', { key: r.body.key })).status, 200)
    const revoked = await dashboard(own, `/${encodeURIComponent(r.body.id)}/revoke`, {})
    assert.ok(revoked.status < 300, revoked.text)
    assert.ok(!revoked.text.includes(r.body.key), 'the key is not shown again')
    expectError(await call(own, '/stats', { key: r.body.key }), 401, 'key_revoked')
  })

  it('assumption 24: an account holds at most 5 active keys; a sixth → 400 validation_failed param owner', async () => {
    // alice holds one key from the keys file: four more fit.
    const made = [1, 2, 3, 4].map(() => own.control.createKey({ owner: 'alice', scopes: ['read:public'] }))
    assert.throws(
      () => own.control.createKey({ owner: 'alice', scopes: ['read:public'] }),
      (e: unknown) => (e as { code?: string }).code === 'validation_failed',
    )
    const r = await dashboard(own, '', { owner: 'alice', scopes: ['read:public'] })
    assert.equal(r.status, 400, r.text)
    assert.deepEqual([r.body.error.code, r.body.error.param], ['validation_failed', 'owner'])
    // Rotation (assumption 24): revoking one frees a slot for the new key; the old one stops working.
    own.control.revokeKey(made[0]!.key)
    const fresh = own.control.createKey({ owner: 'alice', scopes: ['read:public'] })
    assert.equal((await call(own, '/stats', { key: fresh.key })).status, 200)
    aliceKey = fresh.key
    expectError(await call(own, '/stats', { key: made[0]!.key }), 401, 'key_revoked')
  })

  it('assumption 14: a key expires exactly at expires_at', async () => {
    own.control.revokeKey(fakeKey('A'))
    const at = clock.now() + 60_000
    const { key } = own.control.createKey({
      owner: 'alice',
      scopes: ['read:public'],
      expiresAt: new Date(at).toISOString(),
    })
    clock.set(at - 1000)
    assert.equal((await call(own, '/stats', { key })).status, 200)
    clock.set(at)
    expectError(await call(own, '/stats', { key }), 401, 'key_expired')
  })

  it('responses/Unauthorized: control.setAccountAccess revoked → api_access_revoked; approved again → the key works', async () => {
    own.control.setAccountAccess('alice', 'revoked')
    expectError(await call(own, '/stats', { key: aliceKey }), 401, 'api_access_revoked')
    own.control.setAccountAccess('alice', 'approved')
    assert.equal((await call(own, '/stats', { key: aliceKey })).status, 200)
  })
})

describe('responses/TooManyRequests / assumption 15: lockout after too many invalid key attempts from one IP', () => {
  let locked: Svc
  const clock = manualClock(Date.parse('2026-03-14T10:00:00Z'))
  before(async () => {
    locked = await start({ bridges: 10, invalidAttempts: 3, lockoutMs: 1500, now: clock.now })
  })
  after(() => locked?.stop())

  const expectLocked = async (key: string | undefined): Promise<void> => {
    const r = await call(locked, '/stats', { key })
    expectError(r, 429, 'too_many_invalid_attempts')
    assert.ok(Number(r.headers.get('retry-after')) >= 1, 'Retry-After counts the seconds left')
  }

  it('responses/TooManyRequests / assumption 15: after 3 invalid keys the IP gets 429 too_many_invalid_attempts with Retry-After, even with a valid key', async () => {
    for (let i = 0; i < 3; i++)
      expectError(await call(locked, '/stats', { key: fakeKey('Q') }), 401, 'invalid_api_key')
    await expectLocked(fakeKey('Q'))
    await expectLocked(locked.keys.full)
    await expectLocked(undefined)
  })

  it('assumption 15: the lockout ends after lockoutMs and the valid key works again', async () => {
    clock.advance(1500)
    assert.equal((await call(locked, '/stats', { key: locked.keys.full })).status, 200)
  })

  it('assumption 15: revoked and expired keys count as invalid attempts; a missing key does not', async () => {
    clock.advance(1500)
    for (let i = 0; i < 5; i++) expectError(await call(locked, '/stats'), 401, 'missing_api_key')
    expectError(await call(locked, '/stats', { key: locked.keys.revoked }), 401, 'key_revoked')
    expectError(await call(locked, '/stats', { key: locked.keys.expired }), 401, 'key_expired')
    expectError(await call(locked, '/stats', { key: locked.keys.revoked }), 401, 'key_revoked')
    await expectLocked(locked.keys.full)
  })

  it('assumption 13 (1): the lockout is checked before the key, so a locked IP learns nothing about keys', async () => {
    await expectLocked(locked.keys.revoked)
    await expectLocked(locked.keys.publicOnly)
  })
})
