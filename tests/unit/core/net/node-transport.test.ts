import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, test } from 'node:test'
import { netFailureOf } from '../../../../electron/core/net/net-failure.ts'
import { createNodeTransport } from '../../../../electron/core/net/node-transport.ts'
import { releasedPort } from '../../../support/released-port.ts'

let server: Server
let port = 0

before(async () => {
  server = createServer((req, res) => res.end(`direct ${req.url ?? ''}`))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
after(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('this computer never goes through the proxy: the loopback service answers with a dead proxy set', async () => {
  const dead = `http://127.0.0.1:${await releasedPort()}`
  const transport = createNodeTransport({ env: { HTTPS_PROXY: dead, HTTP_PROXY: dead, NO_PROXY: '' } })
  try {
    for (const host of ['127.0.0.1', 'localhost']) {
      const res = await transport.fetch(`http://${host}:${port}/v1/api/stats`)
      assert.equal(await res.text(), 'direct /v1/api/stats', host)
    }
  } finally {
    await transport.close()
  }
})

test('a proxy that is not there is "proxy_refused", told apart from a service that is not there', async () => {
  const deadProxy = await releasedPort()
  const transport = createNodeTransport({
    env: { https_proxy: `http://127.0.0.1:${deadProxy}`, http_proxy: `http://127.0.0.1:${deadProxy}` },
  })
  try {
    // A name that is not this computer, so the proxy is used; the call never gets past the proxy's port (the
    // name is the proxy's to resolve: nothing is looked up here).
    const failure = await transport.fetch('https://api.example.test/v1/api/stats').then(
      () => null,
      (e: unknown) => e,
    )
    assert.equal(netFailureOf(failure)?.code, 'proxy_refused')
    assert.match(netFailureOf(failure)?.detail ?? '', /ECONNREFUSED/)
  } finally {
    await transport.close()
  }
  const direct = createNodeTransport({ env: {} })
  try {
    const failure = await direct.fetch(`http://127.0.0.1:${await releasedPort()}/`).then(
      () => null,
      (e: unknown) => e,
    )
    assert.ok(failure !== null)
    assert.equal(netFailureOf(failure), null, 'a service that is not there is a plain network failure')
  } finally {
    await direct.close()
  }
})

test('"manual" uses its own proxy whatever the variables say (a name outside this computer, never looked up here)', async () => {
  const transport = createNodeTransport({ env: {}, setting: { mode: 'none' } })
  try {
    const deadManual = await releasedPort()
    await transport.apply({ mode: 'manual', url: `http://127.0.0.1:${deadManual}` })
    const viaManual = await transport.fetch('https://api.example.test/').catch((e: unknown) => e)
    assert.equal(netFailureOf(viaManual)?.code, 'proxy_refused')
    assert.match(netFailureOf(viaManual)?.detail ?? '', /ECONNREFUSED/)
  } finally {
    await transport.close()
  }
})

test('the system setting is described from the variables, with a password in a proxy address masked', () => {
  const transport = createNodeTransport({
    env: { HTTPS_PROXY: 'http://alice:s3cret@proxy.example:3128', NO_PROXY: '.intra.example' },
  })
  const said = transport.describeSystem()
  assert.match(said, /HTTPS_PROXY=http:\/\/\*\*\*@proxy\.example:3128/)
  assert.match(said, /NO_PROXY=\.intra\.example/)
  assert.doesNotMatch(said, /s3cret|alice/)
  assert.match(createNodeTransport({ env: {} }).describeSystem(), /go direct/)
})
