import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createServiceHealthBook, healthOf } from '../../../../electron/core/session/service-health.ts'

const retried = { retried: true, reason: 'network error: retried after back-off', waitMs: 500 }
const gaveUp = { retried: false, reason: 'network error: gave up after 4 attempts', waitMs: null }

test('down means a request that ended refused or timed out after its retries; any answer means up', () => {
  assert.equal(healthOf({ status: null, code: 'network_error' }, gaveUp), 'down')
  assert.equal(healthOf({ status: null, code: 'timeout' }, gaveUp), 'down')
  assert.equal(healthOf({ status: null, code: 'network_error' }, retried), null, 'not ended yet')
  assert.equal(healthOf({ status: 503, code: 'service_unavailable' }, gaveUp), 'up', 'it answered')
  assert.equal(healthOf({ status: 200, code: null }, null), 'up')
})

test('a request the app cancelled itself never changes the service health', () => {
  assert.equal(healthOf({ status: null, code: 'cancelled' }, null), null)
  const book = createServiceHealthBook()
  const url = 'http://127.0.0.1:9/v1/api'
  assert.equal(book.note(url, { status: 200, code: null, path: '/stats' }, null, 1)?.state, 'up')
  assert.equal(
    book.note(url, { status: 200, code: null, path: '/stats' }, null, 2),
    null,
    'up again is no news',
  )
  assert.equal(book.note(url, { status: null, code: 'cancelled', path: '/bridges' }, null, 3), null)
  assert.equal(book.get(url)?.state, 'up')
  const down = book.note(url, { status: null, code: 'network_error', path: '/bridges' }, gaveUp, 4)
  assert.deepEqual(down, { serviceUrl: url, state: 'down', at: 4, path: '/bridges', code: 'network_error' })
  assert.equal(book.note(url, { status: 200, code: null, path: '/stats' }, null, 5)?.state, 'up', 'back up')
  assert.equal(book.get('http://elsewhere.test/v1/api'), null)
})
