import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { replayCall } from '../../../electron/core/request-log/log-handlers.ts'
import { recordingClient } from '../../support/api-client-harness.ts'
import { json, startScriptedServer, type ScriptedServer } from '../../support/scripted-server.ts'

const KEY = 'bxk_' + 'RePlAyTeSt'.repeat(3) + 'Zz'
let srv: ScriptedServer
before(async () => {
  srv = await startScriptedServer()
})
after(() => srv.close())

test('Send again rebuilds each known endpoint and sends exactly that path through the client', async () => {
  const { client } = recordingClient(srv.baseUrl, KEY, 'replay')
  const paths = [
    '/stats',
    '/me',
    '/bridges?limit=20&cursor=c_1&category=tools&q=two%20words',
    '/bridges/a%20slug',
    '/profiles/someone',
  ]
  for (const path of paths) {
    srv.script(json(200, {}))
    const call = replayCall(client, path)
    assert.ok(call, path)
    await call().catch(() => {}) // the body does not decode: only the path sent matters here
    assert.equal(srv.requests.at(-1)?.url, `/v1/api${path}`, path)
  }
})

test('Send again refuses any path the contract does not know: never an arbitrary URL', () => {
  const { client } = recordingClient(srv.baseUrl, KEY, 'replay')
  for (const path of [
    'http://elsewhere.test/stats',
    '//elsewhere.test/stats',
    '/admin',
    '/bridges/a/b',
    '/stats?x=1',
    '/me/../stats',
    '/profiles/',
  ])
    assert.equal(replayCall(client, path), null, path)
})
