import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { MetadataCorruptError } from '../../../../electron/core/key-vault/errors.ts'
import { parseVaultFile } from '../../../../electron/core/key-vault/metadata-file.ts'

const RECORD = {
  id: 'key_1',
  label: 'Laptop',
  serviceUrl: 'https://a/v1/api',
  prefix: 'bxk_',
  last4: 'Cd4f',
  addedAt: '2026-03-14T09:26:53.000Z',
  lastCheck: { result: { status: 200 }, at: '2026-03-14T09:30:00.000Z' },
  scopes: ['read:public'],
  state: 'active',
}

describe('parseVaultFile', () => {
  test('a well-formed file parses to the same data', () => {
    const data = { version: 1, keys: [RECORD], active: { 'https://a/v1/api': 'key_1' } }
    assert.deepEqual(parseVaultFile(JSON.stringify(data), 'f'), data)
  })

  test('an active pointer to a missing key is dropped, leaving no active key', () => {
    const data = {
      version: 1,
      keys: [RECORD],
      active: { 'https://a/v1/api': 'key_gone', 'https://b/v1/api': 'key_1' },
    }
    assert.deepEqual(parseVaultFile(JSON.stringify(data), 'f').active, {})
  })

  test('truncated JSON, duplicate ids and missing fields throw MetadataCorruptError naming the file', () => {
    const { lastCheck: _dropped, ...withoutCheck } = RECORD
    const bad = [
      '{"version":1,"keys":[',
      JSON.stringify({ version: 1, keys: [RECORD, RECORD], active: {} }),
      JSON.stringify({ version: 1, keys: [withoutCheck], active: {} }),
      JSON.stringify({ version: 1, keys: [{ ...RECORD, scopes: 'read:public' }], active: {} }),
      JSON.stringify([]),
    ]
    for (const text of bad) {
      assert.throws(
        () => parseVaultFile(text, '/data/key-vault.json'),
        (error: unknown) =>
          error instanceof MetadataCorruptError &&
          error.code === 'metadata_corrupt' &&
          error.message.includes('/data/key-vault.json'),
        text,
      )
    }
  })
})

describe('parseVaultFile: a recorded expiry date', () => {
  test('a YYYY-MM-DD expiry date is kept with the key', () => {
    const data = { version: 1, keys: [{ ...RECORD, expiresOn: '2031-02-03' }], active: {} }
    assert.equal(parseVaultFile(JSON.stringify(data), 'f').keys[0]?.expiresOn, '2031-02-03')
  })

  test('a malformed expiry date is dropped and the key kept: one bad date does not set the list aside', () => {
    for (const expiresOn of ['3 Feb 2031', 20310203, null]) {
      const data = { version: 1, keys: [{ ...RECORD, expiresOn }], active: {} }
      const [key] = parseVaultFile(JSON.stringify(data), 'f').keys
      assert.equal(key?.id, 'key_1')
      assert.equal(Object.hasOwn(key ?? {}, 'expiresOn'), false, String(expiresOn))
    }
  })
})
