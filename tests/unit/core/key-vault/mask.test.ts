import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { containsKeyFragment, keyHints, maskKey } from '../../../../electron/core/key-vault/mask.ts'

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

  test('the masked form never contains an 8-character run of the key', () => {
    assert.equal(containsKeyFragment(maskKey(KEY), KEY), false)
    assert.equal(containsKeyFragment(maskKey('bxk_0123456789ab'), 'bxk_0123456789ab'), false)
  })
})

describe('containsKeyFragment', () => {
  test('finds the whole key and any 8-character piece of it', () => {
    assert.equal(containsKeyFragment(`Bearer ${KEY}`, KEY), true)
    assert.equal(containsKeyFragment(`..${KEY.slice(9, 17)}..`, KEY), true)
    assert.equal(containsKeyFragment(KEY.slice(-8), KEY), true)
  })

  test('ignores runs of 7 characters or fewer', () => {
    assert.equal(containsKeyFragment(`${KEY.slice(0, 7)} ${KEY.slice(7, 14)}`, KEY), false)
  })

  test('a key of 8 characters or fewer is only found whole', () => {
    assert.equal(containsKeyFragment('xxabcdxx', 'abcd'), true)
    assert.equal(containsKeyFragment('abc', 'abcd'), false)
    assert.equal(containsKeyFragment('anything', ''), false)
  })
})
