import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  containsKeyFragment,
  REDACTED,
  redactSecrets,
  scrubSecrets,
} from '../../../../shared/keys/secret-scan.ts'

const KEY = 'bxk_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6'

test('a full API key anywhere in the text is replaced', () => {
  assert.equal(redactSecrets(`/bridges?q=${KEY}`), `/bridges?q=${REDACTED}`)
  assert.equal(redactSecrets(`${KEY} and ${KEY}`), `${REDACTED} and ${REDACTED}`)
})

test('a truncated key of eight or more characters is still a secret', () => {
  assert.equal(redactSecrets('x bxk_abcdefgh y'), `x ${REDACTED} y`)
  assert.equal(redactSecrets('bxk_abcdefg'), 'bxk_abcdefg', 'seven characters is not treated as a key')
})

test('a key whose underscore is percent-encoded in a query string is replaced', () => {
  assert.equal(
    redactSecrets(`/bridges?q=${KEY.replace('_', '%5F')}&limit=2`),
    `/bridges?q=${REDACTED}&limit=2`,
  )
})

test('a bearer credential is replaced whatever its token and case', () => {
  assert.equal(redactSecrets('Authorization: Bearer abc.def'), `Authorization: ${REDACTED}`)
  assert.equal(redactSecrets('bearer   tok'), REDACTED)
  assert.equal(redactSecrets('/bridges?q=Bearer%20tok&limit=1'), `/bridges?q=${REDACTED}&limit=1`)
})

test('the key hint and ordinary text pass unchanged', () => {
  for (const text of ['bxk_…abcd', '/bridges?limit=20&q=bridge', 'req_0123456789abcdef', 'rate_limited']) {
    assert.equal(redactSecrets(text), text)
  }
})

test('the exact key in use is scrubbed whole, without its prefix and percent-encoded, where no pattern would see it', () => {
  const bare = KEY.slice(4)
  for (const [text, want] of [
    [`code ${bare}`, `code ${REDACTED}`],
    [`req-${KEY}-x`, `req-${REDACTED}-x`],
    [`q=${encodeURIComponent(KEY)}`, `q=${REDACTED}`],
    [`<p>${bare}</p>`, `<p>${REDACTED}</p>`],
  ] as const) {
    assert.equal(scrubSecrets(text, KEY), want)
    assert.equal(redactSecrets(text).includes(bare), !text.includes('bxk_') && !text.includes('bxk%5F'))
  }
})

test('scrubbing without a key, or with a short one, still redacts by shape and leaves ordinary words alone', () => {
  assert.equal(scrubSecrets(`x ${KEY}`, null), `x ${REDACTED}`)
  assert.equal(
    scrubSecrets('bxk_ab and ab', 'bxk_ab'),
    `${REDACTED} and ab`,
    'a short bare part is not scrubbed',
  )
})

test('containsKeyFragment finds any 8-character run of the key', () => {
  assert.equal(containsKeyFragment(`..${KEY.slice(9, 17)}..`, KEY), true)
  assert.equal(containsKeyFragment(`${KEY.slice(0, 7)} ${KEY.slice(7, 14)}`, KEY), false)
  assert.equal(containsKeyFragment('xxabcdxx', 'abcd'), true)
  assert.equal(containsKeyFragment('anything', ''), false)
})
