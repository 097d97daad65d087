/**
 * Node's path for real: the API client over the Node transport, through tinyproxy, to the reference service
 * behind stunnel with a private CA (made here with openssl). Everything listens on loopback; the service's name
 * is one /etc/hosts maps to a loopback address, so the app treats it as another machine and sends it through
 * the proxy, whose connection still stays on this machine.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { after, before, test } from 'node:test'
import { createApiClient, type ApiClientOptions } from '../../../electron/core/api/index.ts'
import { createNodeTransport } from '../../../electron/core/net/node-transport.ts'
import { testConnection } from '../../../electron/core/net/test-connection.ts'
import type { Transport } from '../../../electron/core/net/transport.ts'
import type { ReferenceService } from '../../../electron/service/index.ts'
import { explainError } from '../../../renderer/src/lib/error-text.ts'
import { rejectsWith } from '../../support/api-client-harness.ts'
import {
  proxyPartsHere,
  startServiceBehindTls,
  startStunnel,
  startTinyproxy,
  startWireTap,
  type Daemon,
  type ServiceBehindTls,
} from './real-parts.ts'
import { makeExpiredCertificate } from '../../support/private-ca.ts'
import { englishWords } from '../../../electron/i18n/main-words.ts'

const KEY = `bxk_${'networktest'.padEnd(32, 'Q')}`
const { skip, alias } = await proxyPartsHere()
if (skip !== false) console.log(`# proxy and TLS tests skipped: ${skip}`)

let dir = ''
let service: ReferenceService
let tls: Daemon
let caPem = ''
let apiUrl = ''
let served: ServiceBehindTls | undefined
const transports: Transport[] = []
const daemons: { stop(): Promise<void> }[] = []

if (skip === false && alias !== null) {
  before(async () => {
    served = await startServiceBehindTls(alias, { prefix: 'bridge-network-', key: KEY, owner: 'proxytester' })
    ;({ dir, service, tls, caPem, apiUrl } = served)
  })
  after(async () => {
    await Promise.all(transports.map((t) => t.close()))
    await Promise.all(daemons.map((d) => d.stop()))
    await served?.stop()
  })
}

/** A Node transport kept for closing at the end. */
function transportOf(...args: Parameters<typeof createNodeTransport>): Transport {
  const t = createNodeTransport(...args)
  transports.push(t)
  return t
}

/** A client of `baseUrl` with the key, over `transport`. */
function clientOf(baseUrl: string, transport: Transport, extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl,
    keyId: 'net',
    getKey: async () => KEY,
    fetch: transport.fetch,
    random: () => 0,
    ...extra,
  })
}

async function proxy(name: string, basicAuth?: string): Promise<Daemon> {
  const d = await startTinyproxy(dir, name, basicAuth)
  daemons.push(d)
  return d
}

test(
  'every call goes through the configured proxy as a CONNECT tunnel; the key never reaches it in clear',
  { skip },
  async () => {
    const tinyproxy = await proxy('tunnel')
    const tap = await startWireTap(tinyproxy.port)
    daemons.push(tap)
    const transport = transportOf({ env: { HTTPS_PROXY: `http://127.0.0.1:${tap.port}` }, extraCa: [caPem] })
    const client = clientOf(apiUrl, transport)
    const stats = await client.getStats()
    assert.equal(typeof stats.value.bridges, 'number')
    await client.getBridge('does-not-exist').catch(() => {})
    client.dispose()

    const log = await tinyproxy.log()
    const target = `${alias?.name}:${tls.port}`
    assert.match(
      log,
      new RegExp(`CONNECT ${target.replace(/\./g, '\\.')} HTTP/1\\.1`),
      'the proxy carried the calls',
    )
    assert.ok(!log.includes(KEY) && !log.includes('Bearer'), 'the key is not in the proxy’s log')

    // What reached the proxy: the CONNECT line, then TLS records only.
    const wire = tap.captured()
    assert.ok(wire.includes(`CONNECT ${target} HTTP/1.1`), 'the tap saw the tunnel being asked for')
    assert.ok(wire.length > 500, 'the TLS handshake and the calls went through the tap')
    for (const secret of [KEY, KEY.slice(4), 'Bearer', 'Authorization', '/v1/api/stats']) {
      assert.equal(wire.includes(secret), false, `"${secret}" crossed the proxy in clear`)
      assert.equal(wire.includes(Buffer.from(secret, 'utf16le')), false, `"${secret}" crossed as UTF-16`)
    }
  },
)

test(
  'with the proxy stopped, the call fails with the proxy error, in words, not as "cannot be reached"',
  { skip },
  async () => {
    const tinyproxy = await proxy('stopped')
    const transport = transportOf({
      env: { https_proxy: `http://127.0.0.1:${tinyproxy.port}` },
      extraCa: [caPem],
    })
    const client = clientOf(apiUrl, transport)
    await client.getStats()
    await tinyproxy.stop()
    await transport.apply({ mode: 'system' }) // fresh connections: the kept-alive tunnel went with the proxy
    await assert.rejects(
      client.getStats(),
      rejectsWith('proxy', (e) => {
        assert.equal(e.code, 'proxy_refused')
        const text = explainError({ kind: e.kind, code: e.code, message: e.message }, englishWords)
        assert.equal(text.title, 'The proxy did not pass the request on')
      }),
    )
    client.dispose()
  },
)

test(
  'the private CA: refused without it (certificate not trusted, in words), accepted with it',
  { skip },
  async () => {
    const without = clientOf(apiUrl, transportOf({ env: {} }))
    await assert.rejects(
      without.getStats(),
      rejectsWith('certificate', (e) => {
        assert.equal(e.code, 'certificate_untrusted')
        const text = explainError({ kind: e.kind, code: e.code, message: e.message }, englishWords)
        assert.match(
          text.explanation,
          /certificate is not trusted by this computer; a company proxy may need its certificate installed/,
        )
      }),
    )
    without.dispose()
    const withCa = clientOf(apiUrl, transportOf({ env: {}, extraCa: [caPem] }))
    assert.equal(typeof (await withCa.getStats()).value.bridges, 'number')
    withCa.dispose()
    // The Settings test says the same without sending the key.
    const tested = await testConnection({ fetch: transportOf({ env: {} }).fetch, serviceUrl: apiUrl })
    assert.deepEqual({ ok: tested.ok, kind: tested.failure?.kind }, { ok: false, kind: 'certificate' })
  },
)

test(
  'a trusted certificate for another name is refused as not valid for this address',
  { skip },
  async () => {
    // localhost is this computer, so no proxy; the certificate names the alias only.
    const client = clientOf(
      `https://localhost:${tls.port}/v1/api`,
      transportOf({ env: {}, extraCa: [caPem] }),
    )
    await assert.rejects(client.getStats(), rejectsWith('certificate', 'certificate_invalid'))
    client.dispose()
  },
)

test('an expired certificate from a trusted issuer is refused as not valid', { skip }, async () => {
  const expired = await makeExpiredCertificate(dir)
  const old = await startStunnel(
    dir,
    alias?.address ?? '',
    Number(new URL(service.origin).port),
    expired,
    'expired',
  )
  daemons.push(old)
  const client = clientOf(
    `https://${alias?.name}:${old.port}/v1/api`,
    transportOf({ env: {}, extraCa: [caPem] }),
  )
  await assert.rejects(
    client.getStats(),
    rejectsWith('certificate', (e) => {
      assert.equal(e.code, 'certificate_invalid')
      assert.match(e.message, /CERT_HAS_EXPIRED/)
      assert.match(explainError(e, englishWords).explanation, /has expired/)
    }),
  )
  client.dispose()
})

test(
  'a proxy that answers 407 is reported as needing a sign-in, and the key is not in its log',
  { skip },
  async () => {
    const tinyproxy = await proxy('signin', 'proxyuser proxypassword')
    const transport = transportOf({
      env: { HTTPS_PROXY: `http://127.0.0.1:${tinyproxy.port}` },
      extraCa: [caPem],
    })
    const client = clientOf(apiUrl, transport)
    await assert.rejects(client.getStats(), rejectsWith('proxy', 'proxy_auth_required'))
    client.dispose()
    const log = await tinyproxy.log()
    assert.match(log, /CONNECT/)
    assert.ok(!log.includes(KEY), 'the key is not in the proxy’s log')
  },
)

test(
  'the loopback service never goes through the proxy, and "none" bypasses it for every host',
  { skip },
  async () => {
    const tinyproxy = await proxy('bypass')
    const via = `http://127.0.0.1:${tinyproxy.port}`
    const transport = transportOf({ env: { HTTPS_PROXY: via, HTTP_PROXY: via }, extraCa: [caPem] })
    const local = clientOf(service.baseUrl, transport)
    await local.getStats()
    local.dispose()
    await transport.apply({ mode: 'none' })
    const remote = clientOf(apiUrl, transport)
    await remote.getStats()
    remote.dispose()
    assert.doesNotMatch(await tinyproxy.log(), /Request \(file descriptor/, 'the proxy carried nothing')
  },
)

test(
  'the preview’s way: HTTPS_PROXY and NODE_EXTRA_CA_CERTS from the environment alone',
  { skip },
  async () => {
    const tinyproxy = await proxy('environment')
    const transportFile = resolve(import.meta.dirname, '../../../electron/core/net/node-transport.ts')
    const script = [
      `const { createNodeTransport } = await import(${JSON.stringify(transportFile)})`,
      'const t = createNodeTransport({ env: process.env })',
      `const res = await t.fetch(${JSON.stringify(`${apiUrl}/stats`)})`,
      'console.log(res.status)',
      'await t.close()',
    ].join('\n')
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: {
        PATH: process.env['PATH'] ?? '',
        HTTPS_PROXY: `http://127.0.0.1:${tinyproxy.port}`,
        NODE_EXTRA_CA_CERTS: join(dir, 'ca.pem'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    const code = await new Promise<number | null>((r) => child.once('exit', r))
    assert.equal(code, 0, out)
    assert.equal(
      out.trim(),
      '401',
      'the service answered (no key sent): the CA and the proxy came from the environment',
    )
    assert.match(await tinyproxy.log(), /CONNECT/)
  },
)
