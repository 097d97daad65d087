import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { bearerToken } from '../../../electron/service/api.ts'
import { ServiceError } from '../../../electron/service/errors.ts'
import { KeyStore, keyId, makeKey } from '../../../electron/service/keys.ts'
import type { KeysFile } from '../../../electron/service/types.ts'

describe('Authorization header forms (assumptions row 12)', () => {
  test('no header or a blank one is missing (null)', () => {
    assert.equal(bearerToken(undefined), null)
    assert.equal(bearerToken(''), null)
    assert.equal(bearerToken('   '), null)
  })

  test('the scheme is case-insensitive and the token is trimmed', () => {
    assert.equal(bearerToken('Bearer abc'), 'abc')
    assert.equal(bearerToken('bEaReR   abc  '), 'abc')
  })

  test('another scheme or Bearer without a token is unusable (empty string)', () => {
    assert.equal(bearerToken('Basic dXNlcjpwdw=='), '')
    assert.equal(bearerToken('Bearer'), '')
    assert.equal(bearerToken('Bearer    '), '')
    assert.equal(bearerToken('Token abc'), '')
  })
})

describe('key store', () => {
  const t = Date.UTC(2027, 0, 1)
  const file = (): KeysFile => ({
    accounts: [
      { username: 'ada', api_access: 'approved' },
      { username: 'bob', api_access: 'revoked' },
    ],
    keys: [
      { key: 'k_ok', owner: 'ada', scopes: ['read:public'], status: 'active', expires_at: null },
      {
        key: 'k_rev',
        owner: 'ada',
        scopes: ['read:public'],
        status: 'revoked',
        expires_at: '2000-01-01T00:00:00Z',
      },
      {
        key: 'k_exp',
        owner: 'bob',
        scopes: ['read:public'],
        status: 'active',
        expires_at: '2027-01-01T00:00:00Z',
      },
      { key: 'k_bob', owner: 'bob', scopes: ['read:public'], status: 'active', expires_at: null },
    ],
  })

  test('checks run in the order of assumption 13: not found, revoked, expired, then account access', () => {
    const ks = new KeyStore(file())
    assert.equal(ks.authenticate('nope', t).ok, false)
    assert.deepEqual(ks.authenticate('nope', t), { ok: false, code: 'invalid_api_key' })
    assert.deepEqual(ks.authenticate('k_rev', t), { ok: false, code: 'key_revoked' })
    assert.deepEqual(ks.authenticate('k_exp', t), { ok: false, code: 'key_expired' })
    assert.deepEqual(ks.authenticate('k_bob', t), { ok: false, code: 'api_access_revoked' })
    assert.equal(ks.authenticate('k_ok', t).ok, true)
  })

  test('a key is expired at its expiry instant, not one millisecond before', () => {
    const ks = new KeyStore(file())
    ks.setAccountAccess('bob', 'approved')
    assert.equal(ks.authenticate('k_exp', t - 1).ok, true)
    assert.deepEqual(ks.authenticate('k_exp', t), { ok: false, code: 'key_expired' })
  })

  test('revoking and expiring by control take effect at once', () => {
    const ks = new KeyStore(file())
    ks.expireKey('k_ok', t)
    assert.deepEqual(ks.authenticate('k_ok', t), { ok: false, code: 'key_expired' })
    ks.revokeKey('k_ok')
    assert.deepEqual(ks.authenticate('k_ok', t), { ok: false, code: 'key_revoked' })
  })

  test('created keys have the documented shape and a stable id', () => {
    const key = makeKey()
    assert.match(key, /^bxk_[A-Za-z0-9]{32}$/)
    assert.equal(keyId(key), keyId(key))
    assert.notEqual(makeKey(), key)
  })

  test('an unapproved account cannot create keys; a sixth active key is refused naming owner', () => {
    const ks = new KeyStore(file())
    assert.throws(
      () => ks.createKey({ owner: 'bob', scopes: ['read:public'] }, t),
      (e: unknown) => e instanceof ServiceError && e.code === 'api_access_required',
    )
    for (let i = 0; i < 4; i++) ks.createKey({ owner: 'ada', scopes: ['read:public'] }, t) // ada already holds 1
    assert.throws(
      () => ks.createKey({ owner: 'ada', scopes: ['read:public'] }, t),
      (e: unknown) => e instanceof ServiceError && e.code === 'validation_failed' && e.param === 'owner',
    )
  })

  test('a created key authenticates with its scopes, and revoking it by id works', () => {
    const ks = new KeyStore(file())
    const e = ks.createKey({ owner: 'ada', scopes: ['read:me'] }, t)
    const auth = ks.authenticate(e.key, t)
    assert.ok(auth.ok && auth.entry.scopes.has('read:me') && !auth.entry.scopes.has('read:public'))
    assert.equal(ks.revokeById(e.id), true)
    assert.deepEqual(ks.authenticate(e.key, t), { ok: false, code: 'key_revoked' })
  })
})
