// An answer that says no request is left until a reset years away (X-RateLimit-Remaining: 0, a reset decades
// ahead): the catalogue's walk stops asking, says so, and nothing is sent by itself until the user asks (README,
// "Rate limits"). Real parts: a server over HTTP that counts every request, SQLite in a temp folder.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { startCountingServer, type CountingServer } from '../../support/counting-server.ts'
import { startCatalogue } from './catalogue-harness.ts'

const KEY = 'bxk_' + 'FaRrEsEt42'.repeat(3) + 'Qz'
const DECADES_S = 30 * 365 * 86_400
let srv: CountingServer
before(async () => {
  srv = await startCountingServer((req, res) => {
    const headers = {
      'content-type': 'application/json',
      'x-ratelimit-limit': '60',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + DECADES_S),
    }
    const stats = { bridges: 1000, suggestors: 2, passes: 10, avg_score: 41.5 }
    // A list that never ends: a walk that goes on asking would ask page after page.
    const page = { data: [], has_more: true, next_cursor: `c${srv.requests.length}` }
    res.writeHead(200, headers).end(JSON.stringify(req.url?.includes('/stats') ? stats : page))
  })
})
after(() => srv.close())

test('a window spent until a reset years away stops the walk, which says when it goes on', async () => {
  const h = startCatalogue(srv.baseUrl, KEY, { retryMs: 200 })
  try {
    const waiting = await h.until((s) => /until its window resets in about \d+ years/.test(s.text))
    assert.match(
      waiting.text,
      /in about 30 years, so the app sends nothing by itself\. Your own requests still go/,
    )
    const asked = srv.requests.length
    assert.ok(asked <= 2, `asked ${asked} times: ${JSON.stringify(srv.requests)}`)
    // A negative: the walk asks again within milliseconds when it goes on; a second is far beyond that.
    await new Promise((r) => setTimeout(r, 1000))
    assert.equal(srv.requests.length, asked, waiting.text)
  } finally {
    await h.close()
  }
})
