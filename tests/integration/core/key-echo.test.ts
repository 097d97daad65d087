/**
 * A hostile scripted service echoes the exact key in use (mostly without its prefix, where no pattern would see
 * it) in every place a string can come back; nothing of it may reach an IpcError, the request log, a deprecation
 * notice or a result (docs/security.md, keys, URLs and the preview: "the key could come back from the service").
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ApiError, type ApiClient, type ClientEvent } from '../../../electron/core/api/index.ts'
import { toIpcError } from '../../../electron/core/app/ipc-error.ts'
import { createRequestLog } from '../../../electron/core/request-log/request-log.ts'
import { containsKeyFragment } from '../../../shared/keys/secret-scan.ts'
import { recordingClient } from '../../support/api-client-harness.ts'
import { json, raw, startScriptedServer, type ScriptedServer } from '../../support/scripted-server.ts'

const KEY = 'bxk_' + 'EcHoEcHo42'.repeat(3) + 'Zz'
const BARE = KEY.slice(4)
const STATS = { bridges: 3, suggestors: 2, passes: 10, avg_score: 41.5 }

let srv: ScriptedServer
before(async () => {
  srv = await startScriptedServer()
})
after(() => srv.close())

/** Runs `call` on a fresh client and returns everything that left the core: result, IpcError, log, events. */
async function exits(call: (client: ApiClient) => Promise<unknown>): Promise<string> {
  const { client, events } = recordingClient(srv.baseUrl, KEY, `echo-${Math.random()}`, { maxWaitMs: 0 })
  const log = createRequestLog()
  const out: unknown[] = []
  try {
    out.push(await call(client))
  } catch (e) {
    assert.ok(e instanceof ApiError, String(e))
    out.push(toIpcError(e, () => assert.fail('an ApiError is never internal')))
  } finally {
    client.dispose()
  }
  for (const e of events as ClientEvent[]) out.push(e.type === 'request' ? log.add(e.entry) : e)
  return JSON.stringify(out)
}

function assertClean(text: string, where: string): void {
  assert.ok(!containsKeyFragment(text, KEY), `${where}: ${text}`)
  assert.ok(text.includes('[redacted]'), `${where}: the echo was scrubbed, not lost: ${text}`)
}

test('the key echoed as the error code and in the error message and request_id is scrubbed', async () => {
  srv.script(json(403, { error: { code: BARE, message: `bad key ${BARE}`, request_id: BARE } }))
  assertClean(await exits((c) => c.getStats()), 'error envelope')
})

test('the key echoed in x-request-id is scrubbed from the result meta and the request log', async () => {
  srv.script(json(200, STATS, { 'x-request-id': BARE }))
  assertClean(await exits((c) => c.getStats()), 'x-request-id')
})

test('the key echoed in Deprecation and Sunset is scrubbed from the notice and the result meta', async () => {
  srv.script(json(200, STATS, { deprecation: `@${BARE}`, sunset: `${KEY} GMT` }))
  assertClean(await exits((c) => c.getStats()), 'Deprecation/Sunset')
})

test('the key echoed in an HTML error page is scrubbed from the snippet in the message', async () => {
  srv.script(
    raw(404, `<html><body>No route for Authorization ${BARE}</body></html>`, { 'content-type': 'text/html' }),
  )
  assertClean(await exits((c) => c.getStats()), 'HTML snippet')
})

test('the key echoed inside data is scrubbed from the value, and ordinary words are left alone', async () => {
  const profile = {
    username: BARE,
    display_name: 'Bearer of news',
    verified: true,
    total_passes: 1,
    bridge_count: 0,
    bridges: [],
  }
  srv.script(json(200, profile))
  const text = await exits((c) => c.getProfile('someone'))
  assertClean(text, 'data')
  assert.ok(text.includes('Bearer of news'), text)
})
