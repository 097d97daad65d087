import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ServiceError } from '../../../electron/service/errors.ts'
import { decodeSegment, parseBridgesQuery } from '../../../electron/service/params.ts'

const failsWith = (param: string) => (err: unknown) =>
  err instanceof ServiceError && err.code === 'validation_failed' && err.param === param

describe('/bridges parameters (assumptions rows 3, 5, 6, 7)', () => {
  test('limit defaults to 20 and accepts 1 to 100', () => {
    assert.equal(parseBridgesQuery('').limit, 20)
    assert.equal(parseBridgesQuery('limit=1').limit, 1)
    assert.equal(parseBridgesQuery('limit=100').limit, 100)
  })

  test('out-of-range or non-digit limits are refused, never clamped', () => {
    for (const v of ['0', '101', '-1', '1.5', 'abc', '', '1e2', ' 5', '123456789012345678901234567890']) {
      assert.throws(() => parseBridgesQuery(`limit=${encodeURIComponent(v)}`), failsWith('limit'), v)
    }
  })

  test('empty q, category and cursor count as absent', () => {
    assert.deepEqual(parseBridgesQuery('q=&category=&cursor='), {
      limit: 20,
      category: null,
      words: [],
      cursor: null,
    })
  })

  test('a repeated known parameter is refused and named; unknown parameters are ignored', () => {
    assert.throws(() => parseBridgesQuery('limit=1&limit=2'), failsWith('limit'))
    assert.throws(() => parseBridgesQuery('q=a&q=b'), failsWith('q'))
    assert.equal(parseBridgesQuery('foo=1&foo=2&limit=3').limit, 3)
  })

  test('q is trimmed, folded and split into words; over 200 characters is refused', () => {
    assert.deepEqual(parseBridgesQuery('q=+Caf%C3%A9++Repair+').words, ['cafe', 'repair'])
    assert.doesNotThrow(() => parseBridgesQuery(`q=${'a'.repeat(200)}`))
    assert.throws(() => parseBridgesQuery(`q=${'a'.repeat(201)}`), failsWith('q'))
    assert.throws(() => parseBridgesQuery(`q=${'a'.repeat(1_000_000)}`), failsWith('q'))
  })

  test('category is lower-cased for a case-insensitive match', () => {
    assert.equal(parseBridgesQuery('category=Health').category, 'health')
  })

  test('malformed percent-encoding in a known parameter is refused and named', () => {
    assert.throws(() => parseBridgesQuery('q=%E0%A4%A'), failsWith('q'))
  })
})

describe('path segments (assumptions row 18)', () => {
  test('encoded slashes and dots stay inside the value', () => {
    assert.equal(decodeSegment('..%2Fstats', 'slug'), '../stats')
  })

  test('malformed percent-encoding and values over 200 characters are refused and named', () => {
    assert.throws(() => decodeSegment('%zz', 'slug'), failsWith('slug'))
    assert.throws(() => decodeSegment('a'.repeat(201), 'username'), failsWith('username'))
    assert.equal(decodeSegment('a'.repeat(200), 'username').length, 200)
  })
})
