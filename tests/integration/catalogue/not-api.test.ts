// A 200 whose body is a web page (a captive portal, a proxy's sign-in) is not the API: the catalogue's walk does not
// ask again until its next scheduled pass, however often the app's handlers follow the session meanwhile (each
// channel's call syncs it). Real parts: a server over HTTP that counts every request, SQLite in a temp folder.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { htmlPage, startCountingServer, type CountingServer } from '../../support/counting-server.ts'
import { startCatalogue } from './catalogue-harness.ts'

const KEY = 'bxk_' + 'HtMlPaGe42'.repeat(3) + 'Qz'
let srv: CountingServer
before(async () => {
  srv = await startCountingServer(htmlPage())
})
after(() => srv.close())

test('a web page answered with 200 is not asked again before the next pass, whatever syncs the catalogue', async () => {
  const h = startCatalogue(srv.baseUrl, KEY, { retryMs: 60_000 })
  try {
    const failed = await h.until((s) => s.lastError !== null)
    assert.match(failed.lastError ?? '', /not as the API does/)
    const asked = srv.requests.length
    for (let i = 0; i < 5; i++) {
      h.catalogue.sync()
      h.catalogue.serviceHealthChanged()
      await new Promise((r) => setImmediate(r))
    }
    // A negative: the walk would ask within a few milliseconds of being woken; a second is far beyond that.
    await new Promise((r) => setTimeout(r, 1000))
    assert.equal(srv.requests.length, asked, JSON.stringify(srv.requests))
  } finally {
    await h.close()
  }
})
