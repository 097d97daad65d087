import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { formatKeyHint, keyHints, maskKey } from '../../../../shared/keys/key-mask.ts'
import { containsKeyFragment } from '../../../../shared/keys/secret-scan.ts'
import { maskedKey } from '../../../../renderer/src/entities/key/key-state.ts'

const KEY = 'bxk_Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4f'

describe('masking', () => {
  test('a key is shown as its prefix and last four characters only', () => {
    assert.equal(maskKey(KEY), 'bxk_…Cd4f')
    assert.deepEqual(keyHints(KEY), { prefix: 'bxk_', last4: 'Cd4f' })
  })

  test('a key without the bxk_ prefix shows no prefix', () => {
    assert.equal(maskKey('sk_live_0123456789abcdef'), '…cdef')
  })

  test('a short key reveals nothing, because four characters would be too large a share of it', () => {
    assert.deepEqual(keyHints('bxk_abcdefgh'), { prefix: 'bxk_', last4: '' })
    assert.equal(maskKey('abc'), '…')
  })

  test('one rule: abcdefghijklmn is masked the same in the request log (maskKey) and the key list (stored hints)', () => {
    for (const key of [
      'abcdefghijklmn',
      'bxk_abcdefghijklmn',
      'abcdefghijklmnop',
      'bxk_abcdefghijklmnop',
      KEY,
    ]) {
      const listed = maskedKey(keyHints(key))
      assert.equal(maskKey(key), listed, key)
      assert.equal(formatKeyHint(keyHints(key).prefix, keyHints(key).last4), listed, key)
    }
    assert.equal(
      maskKey('abcdefghijklmn'),
      '…',
      '14 secret characters: the last four would be too large a share',
    )
    assert.equal(maskKey('bxk_abcdefghijkl'), 'bxk_…', 'the public prefix does not count towards the length')
    assert.equal(maskKey('abcdefghijklmnop'), '…mnop', '16 secret characters: the last four are a quarter')
  })

  test('the masked form never contains an 8-character run of the key', () => {
    assert.equal(containsKeyFragment(maskKey(KEY), KEY), false)
    assert.equal(containsKeyFragment(maskKey('bxk_0123456789ab'), 'bxk_0123456789ab'), false)
  })
})
