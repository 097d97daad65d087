import { KeychainUnavailableError } from '../../../electron/core/key-vault/index.ts'
import { recordingClient, rejectsWith } from '../../support/api-client-harness.ts'
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { createApiClient, type ApiClientOptions } from '../../../electron/core/api/index.ts'
import {
  apiError,
  endlessBody,
  json,
  raw,
  resetMidBody,
  startScriptedServer,
  type ScriptedServer,
} from '../../support/scripted-server.ts'

const KEY = 'bxk_' + 'PaRsEtEsT1'.repeat(3) + 'Qz'
let srv: ScriptedServer
before(async () => {
  srv = await startScriptedServer()
})
after(() => srv.close())

const clientFor = (extra: Partial<ApiClientOptions> = {}) => recordingClient(srv.baseUrl, KEY, 'parse', extra)

const STATS = { bridges: 3, suggestors: 2, passes: 10, avg_score: 41.5 }

test('every request carries the bearer key and Accept: application/json', async () => {
  const { client } = clientFor()
  srv.script(json(200, STATS))
  await client.getStats()
  const req = srv.requests.at(-1)
  assert.equal(req?.headers.authorization, `Bearer ${KEY}`)
  assert.equal(req?.headers.accept, 'application/json')
})

test('path parameters are percent-encoded into a single segment', async () => {
  const { client } = clientFor()
  srv.script(apiError(404, 'not_found'), apiError(404, 'not_found'))
  await assert.rejects(client.getBridge('a b/../stats'), rejectsWith('api'))
  await assert.rejects(client.getProfile('zoë'), rejectsWith('api'))
  assert.deepEqual(
    srv.requests.slice(-2).map((r) => r.url),
    ['/v1/api/bridges/a%20b%2F..%2Fstats', '/v1/api/profiles/zo%C3%AB'],
  )
})

test('a dot segment is refused before anything is sent, as it would reach another route', async () => {
  const { client } = clientFor()
  const count = srv.requests.length
  await assert.rejects(
    client.getBridge('..'),
    rejectsWith('api', (e) => assert.equal(e.code, 'validation_failed')),
  )
  assert.equal(srv.requests.length, count)
})

test('unknown fields are ignored and null or absent optional fields are tolerated', async () => {
  const { client } = clientFor()
  srv.script(
    json(200, { ...STATS, avg_score: null, brand_new: { x: 1 } }),
    json(200, {
      id: 'br_aaaaaaaaaaaa',
      title: 't',
      suggestion: 's',
      category: 'health',
      domain: null,
      passes: 1,
      suggestor: { username: 'u', verified: true, extra: 1 },
    }),
  )
  const stats = await client.getStats()
  assert.deepEqual(stats.value, { ...STATS, avg_score: null })
  const detail = await client.getBridge('t')
  assert.equal(detail.value.domain, null)
  assert.equal(detail.value.slug, undefined)
})

test('a field of the wrong type is a shape error naming the field path', async () => {
  const { client } = clientFor()
  srv.script(json(200, { data: [{ id: 'x' }], has_more: 'yes', next_cursor: null }))
  await assert.rejects(
    client.listBridges({}),
    rejectsWith('shape', (e) => assert.match(e.field ?? '', /^data\[0\]\.|^has_more$/)),
  )
})

test('an error envelope becomes kind api with its code; an unknown code is kept verbatim and not retried', async () => {
  const { client } = clientFor()
  srv.script(apiError(404, 'not_found'), apiError(418, 'brand_new_code'))
  await assert.rejects(
    client.getBridge('nope'),
    rejectsWith('api', (e) => {
      assert.equal(e.code, 'not_found')
      assert.equal(e.status, 404)
      assert.equal(e.requestId, 'req_00000000000000ab')
    }),
  )
  const count = srv.requests.length
  await assert.rejects(
    client.getStats(),
    rejectsWith('api', (e) => {
      assert.equal(e.code, 'brand_new_code')
      assert.equal(e.retryable, false)
    }),
  )
  assert.equal(srv.requests.length, count + 1)
})

test('an HTML 502 page from a proxy is a parse error saying what arrived, never the key', async () => {
  const { client } = clientFor()
  srv.script(
    raw(
      502,
      `<html><head><title>502 Bad Gateway</title></head><body>upstream said: Authorization: Bearer ${KEY}</body></html>`,
      { 'content-type': 'text/html' },
    ),
  )
  await assert.rejects(
    client.getStats(),
    rejectsWith('parse', (e) => {
      assert.match(e.message, /status 502/)
      assert.match(e.message, /text\/html/)
      assert.match(e.message, /502 Bad Gateway/)
      assert.ok(!e.message.includes(KEY.slice(4)), e.message)
    }),
  )
})

test('truncated JSON and an empty body are parse errors', async () => {
  const { client } = clientFor()
  srv.script(raw(200, '{"bridges": 3, "sugg', { 'content-type': 'application/json' }), raw(200, ''))
  await assert.rejects(
    client.getStats(),
    rejectsWith('parse', (e) => assert.match(e.message, /not valid JSON/)),
  )
  await assert.rejects(
    client.getStats(),
    rejectsWith('parse', (e) => assert.match(e.message, /empty body/)),
  )
})

test('a body over the size cap is a parse error, and the client stops reading early', async () => {
  const { client } = clientFor({ maxBodyBytes: 100_000 })
  let sent = -1
  const closed = new Promise<void>((resolve) =>
    srv.script(endlessBody((bytes) => ((sent = bytes), resolve()))),
  )
  await assert.rejects(
    client.getStats(),
    rejectsWith('parse', (e) => assert.match(e.message, /response too large/)),
  )
  await closed
  assert.ok(sent < 50_000_000, `the server pushed ${sent} bytes`)
})

test('a connection reset mid-body is a network error, retried up to 4 attempts in all', async () => {
  const { client, events } = clientFor()
  srv.script(...Array.from({ length: 4 }, () => resetMidBody('{"bridges": 1')))
  await assert.rejects(client.getStats(), rejectsWith('network'))
  assert.equal(events.filter((e) => e.type === 'request').length, 4)
})

test('connection refused is a network error', async () => {
  const dead = await startScriptedServer()
  await dead.close()
  const client = createApiClient({
    baseUrl: dead.baseUrl,
    keyId: 'refused',
    getKey: async () => KEY,
    random: () => 0,
  })
  await assert.rejects(client.getStats(), rejectsWith('network'))
})

test('nothing but ApiError leaves the client, even when fetch or a listener throws something odd', async () => {
  const { client } = clientFor({
    fetch: () => Promise.reject('a string, not an Error'),
    onEvent: () => {
      throw new Error('listener bug')
    },
  })
  await assert.rejects(client.getStats(), rejectsWith('network'))
  const keyless = clientFor({ getKey: () => Promise.reject(new Error('vault locked')) }).client
  await assert.rejects(keyless.getStats(), rejectsWith('key_unreadable', 'secret_missing'))
  // The keychain itself would not give it: locked, or not answering, each with its own code (each has its own
  // fix), and the vault's words (written for the user) kept.
  for (const [problem, code] of [
    ['locked', 'keychain_locked'],
    ['no_secret_service', 'keychain_unavailable'],
  ] as const) {
    const refused = new KeychainUnavailableError(problem, `The keychain: ${problem}.`)
    const lockedOut = clientFor({ getKey: () => Promise.reject(refused) }).client
    await assert.rejects(
      lockedOut.getStats(),
      rejectsWith('key_unreadable', (e) => assert.deepEqual([e.code, e.message], [code, refused.message])),
    )
  }
})

test('every attempt is logged with the path and a key hint, and no event ever contains the key', async () => {
  const { client, events } = clientFor()
  srv.script(
    apiError(503, 'service_unavailable'),
    json(200, { data: [], has_more: false, next_cursor: null }),
  )
  await client.listBridges({ q: 'x y', limit: 5 })
  const entries = events.flatMap((e) => (e.type === 'request' ? [e.entry] : []))
  assert.deepEqual(
    entries.map((e) => [e.attempt, e.status, e.code, e.path, e.keyHint]),
    [
      [1, 503, 'service_unavailable', '/bridges?limit=5&q=x%20y', `bxk_…${KEY.slice(-4)}`],
      [2, 200, null, '/bridges?limit=5&q=x%20y', `bxk_…${KEY.slice(-4)}`],
    ],
  )
  assert.ok(!JSON.stringify(events).includes(KEY.slice(4)))
})

test('a redirect is never followed, so the key is never sent to the host it points at', async () => {
  const elsewhere = await startScriptedServer()
  try {
    const { client } = clientFor()
    srv.script(raw(302, '', { location: `${elsewhere.baseUrl}/stats` }))
    await assert.rejects(client.getStats(), rejectsWith('parse'))
    assert.equal(elsewhere.requests.length, 0, 'the redirect target received a request')
  } finally {
    await elsewhere.close()
  }
})
