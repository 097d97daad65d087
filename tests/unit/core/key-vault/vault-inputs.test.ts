import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  accountLimitNotice,
  activeAfterAdd,
  cleanLabel,
  normalizeServiceUrl,
} from '../../../../electron/core/key-vault/vault-inputs.ts'
import type { KeyRecord, KeyState } from '../../../../electron/core/key-vault/types.ts'

const KEY = 'bxk_Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4f'
const URL_A = 'https://api.example.org/v1/api'

function record(n: number, state: KeyState = 'unknown', serviceUrl = URL_A): KeyRecord {
  const base = { id: `key_${n}`, label: `k${n}`, serviceUrl, prefix: 'bxk_', last4: '0000', addedAt: 't' }
  return { ...base, lastCheck: null, scopes: null, state }
}

describe('normalizeServiceUrl', () => {
  test('spellings of one service URL become one', () => {
    for (const raw of [' https://API.example.org/v1/api/ ', 'https://api.example.org:443/v1/api', URL_A]) {
      assert.equal(normalizeServiceUrl(raw), URL_A)
    }
  })

  test('non-http schemes, credentials, queries and garbage are refused as invalid_input', () => {
    for (const raw of [
      'ftp://x/v1/api',
      'https://u:p@x/v1/api',
      'https://x/v1/api?k=1',
      'https://x/#a',
      'not a url',
    ]) {
      assert.throws(() => normalizeServiceUrl(raw), { code: 'invalid_input' }, raw)
    }
  })

  test('plain http to a remote host is refused, because the key would travel in clear text', () => {
    assert.throws(() => normalizeServiceUrl('http://api.example.com/v1/api'), {
      code: 'invalid_input',
      message: /http:\/\/ for api\.example\.com, which is not this computer/,
    })
    assert.equal(normalizeServiceUrl('http://127.0.0.1:8787/v1/api/'), 'http://127.0.0.1:8787/v1/api')
    assert.equal(normalizeServiceUrl('http://[::1]:8787/v1/api'), 'http://[::1]:8787/v1/api')
  })
})

describe('cleanLabel', () => {
  test('trims, and fills in a masked default when empty', () => {
    assert.equal(cleanLabel('  Laptop ', KEY), 'Laptop')
    assert.equal(cleanLabel('', KEY), 'Key bxk_…Cd4f')
    assert.equal(cleanLabel(undefined, KEY), 'Key bxk_…Cd4f')
  })

  test('a label holding part of the key is refused', () => {
    assert.throws(() => cleanLabel(`prod ${KEY.slice(4, 14)}`, KEY), { code: 'invalid_input' })
  })
})

describe('accountLimitNotice (assumption 24: 5 active keys per account)', () => {
  test('five keys known to work for a URL need no notice; a sixth gets account_key_limit', () => {
    const five = [1, 2, 3, 4, 5].map((n) => record(n, 'active'))
    assert.equal(accountLimitNotice(five, URL_A), null)
    const notice = accountLimitNotice([...five, record(6, 'active')], URL_A)
    assert.equal(notice?.code, 'account_key_limit')
    assert.match(notice?.message ?? '', /5 active keys per account.*revoke an old key in the dashboard/s)
  })

  test('only keys known to be active count: unchecked, revoked, expired and invalid keys do not', () => {
    const keys = [1, 2, 3, 4, 5].map((n) => record(n, 'active'))
    keys.push(
      record(6, 'revoked'),
      record(7, 'expired'),
      record(8, 'invalid'),
      record(9, 'active', 'https://b/v1/api'),
      // Never checked: it may belong to another account, so it is not counted against this one (docs/security.md,
      // checking a key before it is saved).
      record(10, 'unknown'),
      record(11, 'missing'),
      record(12, 'access_revoked'),
    )
    assert.equal(accountLimitNotice(keys, URL_A), null)
    assert.equal(
      accountLimitNotice(
        [1, 2, 3, 4, 5, 6, 7].map((n) => record(n, 'unknown')),
        URL_A,
      ),
      null,
    )
  })
})

describe('activeAfterAdd: which key a service URL uses after a save', () => {
  test('the first key of a URL takes the free slot; a later one leaves the key in use alone', () => {
    assert.deepEqual(activeAfterAdd({}, [], record(1), false), { [URL_A]: 'key_1' })
    const active = { [URL_A]: 'key_1' }
    assert.deepEqual(activeAfterAdd(active, [record(1, 'active')], record(2, 'active'), false), active)
    assert.deepEqual(activeAfterAdd(active, [record(1, 'unknown')], record(2, 'active'), false), active)
  })

  test('a key proved to work replaces one proved not to (a new key for a revoked one)', () => {
    for (const refused of ['revoked', 'expired', 'invalid', 'access_revoked', 'missing'] as const) {
      const active = { [URL_A]: 'key_1' }
      assert.deepEqual(activeAfterAdd(active, [record(1, refused)], record(2, 'active'), false), {
        [URL_A]: 'key_2',
      })
      // An unchecked key does not: nothing says it works better.
      assert.deepEqual(activeAfterAdd(active, [record(1, refused)], record(2, 'unknown'), false), active)
    }
  })

  test('a key whose check failed ("Save anyway") never takes a slot, even a free one', () => {
    assert.deepEqual(activeAfterAdd({}, [], record(1, 'revoked'), true), {})
    assert.deepEqual(activeAfterAdd({}, [], record(1, 'unknown'), true), {})
  })
})
