import assert from 'node:assert/strict'
import { test } from 'node:test'
import { isPersistedQueryKey, targetFingerprint } from '../../../../shared/cache/persisted-queries.ts'

test('bridge lists, a bridge, a profile and the counters are kept; /me, keys, logs and history never', () => {
  for (const key of [
    ['bridges', 'list', { q: '' }],
    ['bridges', 'detail', 's'],
    ['profiles', 'detail', 'u'],
    ['stats', 'current'],
  ]) {
    assert.equal(isPersistedQueryKey(key), true, JSON.stringify(key))
  }
  for (const key of [
    ['me'],
    ['keys', 'list'],
    ['log', 'list'],
    ['stats', 'history', {}],
    ['usage'],
    ['app', 'info'],
    [],
  ]) {
    assert.equal(isPersistedQueryKey(key), false, JSON.stringify(key))
  }
})

test('a target is fingerprinted by mode, service and key, so another key is another cache', () => {
  const a = targetFingerprint({ mode: 'configured', serviceUrl: 'https://x/v1/api', activeKeyId: 'key_a' })
  const b = targetFingerprint({ mode: 'configured', serviceUrl: 'https://x/v1/api', activeKeyId: 'key_b' })
  assert.notEqual(a, b)
  assert.equal(targetFingerprint(undefined), null)
})
