import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  eventChannels,
  invokeChannels,
  isInvokeChannel,
  validateRequest,
} from '../../../../shared/ipc/contract.ts'

test('every invoke channel has a distinct renderer method name and a domain:verb-noun name', () => {
  const methods = Object.values(invokeChannels).map((c) => c.method)
  assert.equal(new Set(methods).size, methods.length)
  for (const channel of Object.keys(invokeChannels)) assert.match(channel, /^[a-z]+:[a-z]+(-[a-z]+)*$/)
  assert.equal(new Set(eventChannels).size, eventChannels.length)
  for (const e of eventChannels) assert.match(e, /^[a-z]+:did-[a-z]+(-[a-z]+)*$/)
})

test('a valid payload passes and comes back without extra fields', () => {
  const r = validateRequest('bridges:list', { requestId: 'r-1', limit: 20, q: 'café', category: undefined })
  assert.deepEqual(r, { ok: true, value: { requestId: 'r-1', limit: 20, q: 'café' } })
  assert.deepEqual(validateRequest('keys:list', undefined), { ok: true, value: undefined })
})

test('unknown fields are refused, naming the field', () => {
  const r = validateRequest('bridges:get', { requestId: 'a', slug: 'x', admin: true })
  assert.equal(r.ok, false)
  assert.match(!r.ok ? r.error : '', /payload\.admin/)
})

test('wrong types, out-of-range numbers and oversize strings are refused with the field named', () => {
  const cases: [Parameters<typeof validateRequest>[0], unknown, RegExp][] = [
    ['bridges:list', { requestId: 'a', limit: 101 }, /payload\.limit: must be between 1 and 100/],
    ['bridges:list', { requestId: 'a', limit: 1.5 }, /payload\.limit: expected an integer/],
    ['bridges:list', { requestId: 'a', q: 'x'.repeat(201) }, /payload\.q: must have at most 200/],
    ['bridges:get', { requestId: 'a b', slug: 'x' }, /payload\.requestId: has an unexpected format/],
    ['bridges:get', { requestId: 'a', slug: 42 }, /payload\.slug: expected a string, got number/],
    ['keys:remove', null, /payload: expected an object, got null/],
    ['keys:remove', [], /payload: expected an object, got array/],
    ['keys:list', { sneaky: 1 }, /expected no payload/],
    ['export:start', { exportId: 'e', format: 'xlsx' }, /payload\.format: must be one of csv, json/],
  ]
  for (const [channel, payload, expected] of cases) {
    const r = validateRequest(channel, payload)
    assert.equal(r.ok, false, `${channel} accepted ${JSON.stringify(payload)}`)
    assert.match(r.ok ? '' : r.error, expected)
  }
})

test('only http and https URLs without credentials are accepted for links and service URLs', () => {
  for (const url of ['https://example.org/a?b=1', 'http://127.0.0.1:8787/v1/api']) {
    assert.equal(validateRequest('shell:open-external', { url }).ok, true, url)
  }
  for (const url of [
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'file:///etc/passwd',
    'https://u:p@example.org',
    'not a url',
    '',
  ]) {
    assert.equal(validateRequest('shell:open-external', { url }).ok, false, url)
  }
})

test('objects that are not plain (class instances, prototype tricks) are refused', () => {
  class Payload {
    id = 'k1'
  }
  assert.equal(validateRequest('keys:remove', new Payload()).ok, false)
  const polluted = JSON.parse('{"id":"k1","__proto__":{"admin":true}}') as unknown
  assert.equal(validateRequest('keys:remove', polluted).ok, false)
})

test('isInvokeChannel accepts declared channels only, not inherited object keys', () => {
  assert.equal(isInvokeChannel('keys:add'), true)
  assert.equal(isInvokeChannel('keys:steal'), false)
  assert.equal(isInvokeChannel('toString'), false)
  assert.equal(isInvokeChannel('__proto__'), false)
})

test('one suggestor (`by`) is taken by the catalogue and export channels, and a disguised or oversize one refused by name', () => {
  const channels = ['catalogue:search', 'catalogue:query-facets', 'catalogue:query-insights'] as const
  for (const channel of channels) {
    assert.deepEqual(validateRequest(channel, { by: 'li_berg' }), { ok: true, value: { by: 'li_berg' } })
    for (const [by, expected] of [
      ['admin\u202egreb', /payload\.by: contains an invisible direction control \(U\+202E\)/],
      ['li\u0000berg', /payload\.by: contains a control character \(U\+0000\)/],
      ['x'.repeat(201), /payload\.by: must have at most 200 characters/],
      ['', /payload\.by: must have at least 1 characters/],
    ] as const) {
      const r = validateRequest(channel, { by })
      assert.match(r.ok ? 'accepted' : r.error, expected, channel)
    }
  }
  const start = { exportId: 'e', format: 'csv', from: 'catalogue', by: 'li_berg' }
  assert.equal(validateRequest('export:start', start).ok, true)
  const r = validateRequest('export:start', { ...start, by: 'li\u2066berg' })
  assert.match(r.ok ? 'accepted' : r.error, /payload\.by: contains an invisible direction control/)
})
