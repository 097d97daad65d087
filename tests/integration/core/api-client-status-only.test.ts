// Errors (docs/api-assumptions.md row 1: the client requires only the code): a server that sends only what the
// description promises (a code, perhaps a message), or an unusable body, must still be understood: the status alone
// decides (401 blocks, 429 waits, 503 backs off).
import { recordingClient, rejectsWith } from '../../support/api-client-harness.ts'
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { ClientEvent } from '../../../electron/core/api/index.ts'
import { ERROR_CODES, ERROR_STATUS } from '../../../shared/api/error-codes.ts'
import { json, raw, startScriptedServer, type ScriptedServer } from '../../support/scripted-server.ts'

const KEY = 'bxk_' + 'StAtUsOnLy'.repeat(3) + 'Qz'
const STATS = { bridges: 3, suggestors: 2, passes: 10, avg_score: 41.5 }
const HTML = { 'content-type': 'text/html' }
let srv: ScriptedServer
before(async () => {
  srv = await startScriptedServer()
})
after(() => srv.close())

let n = 0
const clientFor = (extra = {}) => recordingClient(srv.baseUrl, KEY, `status-only-${++n}`, extra)
const keyStates = (events: ClientEvent[]) =>
  events.flatMap((e) => (e.type === 'key-state' ? [`${e.state}:${e.code}`] : []))

test('a 401 whose body holds only a code blocks the key with that code and is never retried', async () => {
  const { client, events } = clientFor()
  const count = srv.requests.length
  srv.script(json(401, { error: { code: 'key_revoked' } }))
  await assert.rejects(client.getStats(), rejectsWith('api', 'key_revoked'))
  assert.deepEqual(keyStates(events), ['revoked:key_revoked'])
  await assert.rejects(client.getStats(), rejectsWith('key_blocked', 'key_revoked'))
  assert.equal(srv.requests.length, count + 1, 'the revoked key is not sent again')
})

for (const [label, body, headers] of [
  ['an HTML page', '<html><body>401 Authorization Required</body></html>', HTML],
  ['an empty body', '', {}],
  ['garbage', '{"err', { 'content-type': 'application/json' }],
] as const) {
  test(`a 401 with ${label} blocks the key and is never retried`, async () => {
    const { client, events } = clientFor()
    const count = srv.requests.length
    srv.script(raw(401, body, headers))
    await assert.rejects(
      client.getStats(),
      rejectsWith('parse', (e) => {
        assert.equal(e.status, 401)
        assert.match(e.message, /refused the API key/)
      }),
    )
    assert.deepEqual(keyStates(events), ['invalid:invalid_api_key'])
    await assert.rejects(client.getMe(), rejectsWith('key_blocked'))
    assert.equal(srv.requests.length, count + 1, 'nothing more goes out with the refused key')
  })
}

test('a 401 with a code from outside the closed set still blocks the key (never a prototype lookup)', async () => {
  for (const code of ['constructor', '__proto__', 'toString']) {
    const { client, events } = clientFor()
    srv.script(json(401, { error: { code } }))
    await assert.rejects(client.getStats(), rejectsWith('api', code))
    assert.deepEqual(keyStates(events), [`invalid:${code}`], code)
  }
})

test('a 429 with an HTML body waits for its Retry-After, then goes on', async () => {
  const { client } = clientFor()
  const count = srv.requests.length
  srv.script(raw(429, '<html>Too Many Requests</html>', { ...HTML, 'retry-after': '0' }), json(200, STATS))
  const res = await client.getStats()
  assert.deepEqual(res.value, STATS)
  assert.equal(res.meta.attempts, 2)
  assert.equal(srv.requests.length, count + 2)
})

test('a 429 with an empty body and a long Retry-After is surfaced as a wait, not as unreadable', async () => {
  const { client } = clientFor({ maxWaitMs: 1000 })
  srv.script(raw(429, '', { 'retry-after': '30' }))
  await assert.rejects(client.getStats(), rejectsWith('wait_too_long', 'rate_limited'))
})

test('a 503 with an HTML body is backed off and retried', async () => {
  const { client } = clientFor()
  srv.script(raw(503, '<html>Service Unavailable</html>', HTML), json(200, STATS))
  const res = await client.getStats()
  assert.equal(res.meta.attempts, 2)
})

test('a 429 whose body holds only a code is waited on', async () => {
  const { client } = clientFor({ maxWaitMs: 1000 })
  srv.script(json(429, { error: { code: 'rate_limited' } }, { 'retry-after': '30' }))
  await assert.rejects(client.getStats(), rejectsWith('wait_too_long', 'rate_limited'))
})

test('an error with a code and no message says what the status means', async () => {
  const { client } = clientFor()
  srv.script(json(404, { error: { code: 'not_found' } }))
  await assert.rejects(
    client.getBridge('nope'),
    rejectsWith('api', (e) => {
      assert.equal(e.code, 'not_found')
      assert.match(e.message, /nothing at this address/)
    }),
  )
})

test('a 401 code is never retried (responses/Unauthorized: never retry a 401): the client sends one request and blocks the key', async () => {
  for (const code of ERROR_CODES.filter((c) => ERROR_STATUS[c] === 401)) {
    const { client, events } = clientFor({ maxWaitMs: 1000 })
    const count = srv.requests.length
    srv.script(json(401, { error: { code } }, { 'retry-after': '0' }))
    await assert.rejects(client.getStats(), rejectsWith('api', code))
    await assert.rejects(client.getStats(), rejectsWith('key_blocked', code))
    assert.equal(srv.requests.length, count + 1, code)
    assert.equal(keyStates(events).length, 1, code)
  }
})
