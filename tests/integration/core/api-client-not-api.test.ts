// What the server decides (docs/api-assumptions.md, how the client tells "not the API"): an address that answers, but
// is not an API base (no `/v1/api`, the service's root, another web site), is recognised from its answers: "not the
// API", never "not answering", never a retry, and the key check says so apart from an address where nothing answers.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { createApiClient } from '../../../electron/core/api/index.ts'
import { inspectKey } from '../../../electron/core/inspector/inspect-key.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { recordingClient, rejectsWith } from '../../support/api-client-harness.ts'
import { json, raw, startScriptedServer, type ScriptedServer } from '../../support/scripted-server.ts'
import { releasedPort } from '../../support/released-port.ts'

const KEY = 'bxk_' + 'NotTheApi0'.repeat(3) + 'Qz'
const PAGE = '<!DOCTYPE html><html><head><title>Welcome</title></head><body>My blog</body></html>'
let srv: ScriptedServer
let svc: ReferenceService
before(async () => {
  srv = await startScriptedServer()
  svc = await startReferenceService({ port: 0, bridges: 5, rateLimit: 1_000_000, invalidAttempts: 1_000_000 })
})
after(async () => {
  srv.close()
  await svc.stop()
})

let n = 0
const clientFor = () => recordingClient(srv.baseUrl, KEY, `not-api-${++n}`)

for (const [label, reply] of [
  ['an HTML page', raw(404, PAGE, { 'content-type': 'text/html' })],
  ['an empty body', raw(404, '')],
  ['plain text', raw(404, 'Not Found', { 'content-type': 'text/plain' })],
  ['the API’s own not_found envelope', json(404, { error: { code: 'not_found', message: 'No route' } })],
] as const) {
  test(`a 404 with ${label} on /stats says "not the API", once, and leaves the key alone`, async () => {
    const { client, events } = clientFor()
    const count = srv.requests.length
    srv.script(reply)
    await assert.rejects(
      client.getStats(),
      rejectsWith('not_api', (e) => {
        assert.equal(e.code, 'not_api')
        assert.equal(e.status, 404)
        assert.match(e.message, /not as the API does/)
      }),
    )
    assert.equal(srv.requests.length, count + 1, 'not retried: asking again cannot change the address')
    assert.deepEqual(
      events.filter((e) => e.type === 'key-state'),
      [],
      'the key is not blamed',
    )
  })
}

test('a web page with status 200 where a list should be is "not the API", not "could not be read"', async () => {
  const { client } = clientFor()
  srv.script(raw(200, `\n  ${PAGE}`, { 'content-type': 'text/html; charset=utf-8' }))
  await assert.rejects(client.listBridges({}), rejectsWith('not_api'))
})

test('a 404 on a bridge that does not exist stays "not found", whatever its body', async () => {
  for (const reply of [raw(404, ''), json(404, { error: { code: 'not_found' } })]) {
    const { client } = clientFor()
    srv.script(reply)
    await assert.rejects(client.getBridge('no-such-bridge'), (e: unknown) => {
      assert.notEqual((e as { kind?: string }).kind, 'not_api')
      return true
    })
  }
})

test('the key check tells "answers, but not the API" apart from "not answering"', async () => {
  // The reference service itself, asked at its root instead of its /v1/api base.
  const root = svc.baseUrl.replace(/\/v1\/api\/?$/, '')
  assert.notEqual(root, svc.baseUrl)
  const atRoot = createApiClient({ baseUrl: root, keyId: 'root', getKey: async () => svc.demoKeys!.full })
  const before = svc.requestCount()
  const report = await inspectKey(atRoot)
  assert.equal(report.state, 'not_api')
  assert.match(report.summary, /does not look like|not as the Bridge API does/)
  assert.match(report.summary, /\/v1\/api/)
  assert.equal(svc.requestCount() - before, 1, 'one answer is enough to know')

  // Nothing listens on this port (taken, then released): that is "not answering".
  const dead = `http://127.0.0.1:${await releasedPort()}/v1/api`
  const nobody = createApiClient({ baseUrl: dead, keyId: 'dead', getKey: async () => KEY, timeoutMs: 2000 })
  assert.equal((await inspectKey(nobody)).state, 'unreachable')

  // The right base still works, so the check is about the address and not the key.
  const right = createApiClient({ baseUrl: svc.baseUrl, keyId: 'ok', getKey: async () => svc.demoKeys!.full })
  assert.equal((await inspectKey(right)).state, 'active')
})
