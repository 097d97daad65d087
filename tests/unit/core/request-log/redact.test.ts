import assert from 'node:assert/strict'
import { test } from 'node:test'
import { REDACTED, redactSecrets } from '../../../../electron/core/request-log/redact.ts'

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
