import assert from 'node:assert/strict'
import { test } from 'node:test'
import { redactRequestBody, SECRET_REQUEST_FIELDS } from '../../support/ipc-redaction.ts'

// Made up for this test; no service or proxy knows them.
const KEY = 'bxk_Q7mZp2VtR9sLw4XcN8bHf1KjD6yGe3Ua'
const PASSWORD = 'pw-not-a-real-one-3f9c'

test('the proxy password of a sign-in answer is not in the record; the rest of the answer is', () => {
  const sent = { id: 'ask-1', username: 'ann', password: PASSWORD, remember: false }
  const kept = redactRequestBody('network:answer-sign-in', JSON.stringify(sent))
  assert.ok(kept !== null && !kept.includes(PASSWORD), String(kept))
  assert.deepEqual(JSON.parse(kept), { ...sent, password: '[redacted]' })
})

test('the API key being checked, saved or rotated is not in the record; its label and service URL are', () => {
  const serviceUrl = 'http://127.0.0.1:9/v1/api'
  for (const channel of ['keys:test', 'keys:add', 'keys:add-session-only']) {
    const kept = redactRequestBody(channel, JSON.stringify({ key: KEY, label: 'Work', serviceUrl }))
    assert.deepEqual(JSON.parse(kept!), { key: '[redacted]', label: 'Work', serviceUrl }, channel)
  }
  const rotated = redactRequestBody('keys:rotate', JSON.stringify({ oldId: 'k1', newKey: KEY, label: 'New' }))
  assert.deepEqual(JSON.parse(rotated!), { oldId: 'k1', newKey: '[redacted]', label: 'New' })
  const restored = redactRequestBody('keys:restore-secret', JSON.stringify({ id: 'k1', key: KEY }))
  assert.deepEqual(JSON.parse(restored!), { id: 'k1', key: '[redacted]' })
})

test('a secret channel body that is not a JSON object is kept as [redacted] whole', () => {
  assert.equal(redactRequestBody('keys:add', `key=${KEY}`), '[redacted]')
  assert.equal(redactRequestBody('network:answer-sign-in', JSON.stringify([PASSWORD])), '[redacted]')
})

test('every other body is recorded byte for byte, a key in it included, so the leak scan still finds it there', () => {
  const body = JSON.stringify({ q: KEY, limit: 5 })
  assert.equal(redactRequestBody('bridges:list', body), body)
  assert.equal(redactRequestBody('keys:update', '{"id":"k1","label":"Work"}'), '{"id":"k1","label":"Work"}')
  assert.equal(redactRequestBody('keys:add', null), null)
  assert.equal(SECRET_REQUEST_FIELDS['bridges:list'], undefined)
})
