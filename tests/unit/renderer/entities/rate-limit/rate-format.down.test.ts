// What the top bar's pill says must be true: a service that does not answer is said first.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { downText } from '../../../../../renderer/src/entities/rate-limit/rate-format.ts'
import { english } from '../../../../support/words-in.ts'

const URL_A = 'http://127.0.0.1:4010/v1/api'

test('the pill says the service is not answering while its last request ended refused', () => {
  const down = { serviceUrl: URL_A, state: 'down' as const, at: 0, path: '/bridges', code: 'network_error' }
  assert.equal(downText(down, URL_A, english)?.text, 'Service not answering')
  assert.match(downText(down, URL_A, english)?.detail ?? '', /\/bridges\u2069\) got no answer/)
  assert.match(
    downText({ ...down, code: 'timeout' }, URL_A, english)?.detail ?? '',
    /timed out after its retries/,
  )
  assert.equal(downText({ ...down, state: 'up', path: null, code: null }, URL_A, english), null)
  assert.equal(
    downText(down, 'http://elsewhere.test/v1/api', english),
    null,
    'another service says nothing of this one',
  )
  assert.equal(downText(null, URL_A, english), null)
})
