// What the server decides: an estimate built from /stats is capped by what pagination shows. A scripted
// server claims a million bridges in /stats, but its list ends on the first page.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { estimateBulk } from '../../../electron/core/export/estimate.ts'
import { recordingClient } from '../../support/api-client-harness.ts'
import { json, rateHeaders, startScriptedServer, type ScriptedServer } from '../../support/scripted-server.ts'
import { bridgeSummary } from '../../support/bridge-summary.ts'

const KEY = 'bxk_' + 'EsTiMaTe12'.repeat(3) + 'Qz'
let srv: ScriptedServer
before(async () => {
  srv = await startScriptedServer()
})
after(() => srv.close())

const bridge = (i: number) => bridgeSummary(`b${i}`)

test('a /stats total far above a list that ends on its first page is capped to that page', async () => {
  const { client } = recordingClient(srv.baseUrl, KEY, 'estimate')
  const reset = Math.ceil(Date.now() / 1000) + 30
  srv.script(
    json(200, { bridges: 1_000_000, suggestors: 1, passes: 1, avg_score: 1 }, rateHeaders(60, 59, reset)),
    json(
      200,
      { data: [bridge(1), bridge(2), bridge(3)], has_more: false, next_cursor: null },
      rateHeaders(60, 58, reset),
    ),
  )
  try {
    const e = await estimateBulk(client, {})
    assert.equal(e.total, 3)
    assert.equal(e.requests, 1)
    assert.equal(e.upperBound, 1)
  } finally {
    client.dispose()
  }
})

test('a /stats total below the rows of the first page is raised to what the page shows', async () => {
  const { client } = recordingClient(srv.baseUrl, KEY, 'estimate-low')
  const reset = Math.ceil(Date.now() / 1000) + 30
  const rows = Array.from({ length: 100 }, (_, i) => bridge(i))
  srv.script(
    json(200, { bridges: 5, suggestors: 1, passes: 1, avg_score: 1 }, rateHeaders(60, 59, reset)),
    json(200, { data: rows, has_more: true, next_cursor: 'p2' }, rateHeaders(60, 58, reset)),
  )
  try {
    const e = await estimateBulk(client, { category: 'health' })
    assert.equal(e.total, 100)
    assert.equal(e.requests, null, 'a filtered walk past its first page has no exact count')
    assert.equal(e.upperBound, 1)
  } finally {
    client.dispose()
  }
})
