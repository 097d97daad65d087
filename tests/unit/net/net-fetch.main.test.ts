/**
 * The desktop transport (electron/net/net-fetch.main.ts) through a recording stand-in of Electron's `net` and
 * session: net.fetch is Chromium's network stack and cannot run outside Electron, so the stand-in plays it,
 * rejecting as Electron does (`new Error('net::ERR_…')`, lib/common/api/net-client-request.ts). What is proven
 * here is the mapping of Chromium's words to the app's; the real Chromium stack is not exercised.
 */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Net, Session } from 'electron'
import { createNetTransport, proxyConfigOf } from '../../../electron/net/net-fetch.main.ts'
import { explainError } from '../../../renderer/src/lib/error-text.ts'
import { recordingClient, rejectsWith } from '../../support/api-client-harness.ts'
import { englishWords } from '../../../electron/i18n/main-words.ts'

type FetchArgs = Parameters<Net['fetch']>
type ProxyConfig = Parameters<Session['setProxy']>[0]

/** A stand-in of Electron's net and session that records every call and answers as the test scripts it. */
function electronStandIn(answer: (url: string) => Promise<Response>) {
  const fetches: { url: string; init: FetchArgs[1] }[] = []
  const proxies: ProxyConfig[] = []
  let closedConnections = 0
  const net = {
    fetch: async (input: FetchArgs[0], init?: FetchArgs[1]) => {
      const url = typeof input === 'string' ? input : input.url
      fetches.push({ url, init })
      return answer(url)
    },
  } satisfies Pick<Net, 'fetch'>
  const session = {
    setProxy: async (config: ProxyConfig) => {
      proxies.push(config)
    },
    closeAllConnections: async () => {
      closedConnections++
    },
  } satisfies Pick<Session, 'setProxy' | 'closeAllConnections'>
  return { net, session, fetches, proxies, closedConnections: () => closedConnections }
}

const SERVICE = 'https://api.example.test/v1/api'
const KEY = 'bxk_standintest0000000000000000000'

/** A client whose calls go through the desktop transport, with net.fetch rejecting with `netError`. */
function clientFailingWith(netError: string) {
  const electron = electronStandIn(async () => {
    throw new Error(netError)
  })
  const transport = createNetTransport(electron)
  return { electron, ...recordingClient(SERVICE, KEY, 'k1', { fetch: transport.fetch }) }
}

const CASES = [
  ['net::ERR_CERT_AUTHORITY_INVALID', 'certificate', 'certificate_untrusted'],
  ['net::ERR_CERT_KNOWN_INTERCEPTION_BLOCKED', 'certificate', 'certificate_untrusted'],
  ['net::ERR_CERT_DATE_INVALID', 'certificate', 'certificate_invalid'],
  ['net::ERR_CERT_COMMON_NAME_INVALID', 'certificate', 'certificate_invalid'],
  ['net::ERR_CERT_REVOKED', 'certificate', 'certificate_invalid'],
  ['net::ERR_PROXY_CONNECTION_FAILED', 'proxy', 'proxy_refused'],
  ['net::ERR_TUNNEL_CONNECTION_FAILED', 'proxy', 'proxy_refused'],
  ['net::ERR_MANDATORY_PROXY_CONFIGURATION_FAILED', 'proxy', 'proxy_refused'],
  ['net::ERR_PROXY_AUTH_REQUESTED', 'proxy', 'proxy_auth_required'],
  ['net::ERR_PROXY_AUTH_UNSUPPORTED', 'proxy', 'proxy_auth_required'],
  ['net::ERR_NAME_NOT_RESOLVED', 'network', 'network_error'],
  ['net::ERR_CONNECTION_REFUSED', 'network', 'network_error'],
  ['net::ERR_INTERNET_DISCONNECTED', 'network', 'network_error'],
] as const

for (const [netError, kind, code] of CASES) {
  test(`Chromium's ${netError} becomes the app's ${kind} / ${code}`, async () => {
    const { client, electron } = clientFailingWith(netError)
    await assert.rejects(client.getStats(), rejectsWith(kind, code))
    // Certificates and proxies are not retried (same answer a second later); a network failure is, with backoff.
    if (kind !== 'network') assert.equal(electron.fetches.length, 1)
    client.dispose()
  })
}

test('an untrusted certificate is said in words with the fix, never as "cannot be reached"', async () => {
  const { client } = clientFailingWith('net::ERR_CERT_AUTHORITY_INVALID')
  await assert.rejects(
    client.getStats(),
    rejectsWith('certificate', (e) => {
      const text = explainError({ kind: e.kind, code: e.code, message: e.message }, englishWords)
      assert.match(text.explanation, /certificate is not trusted by this computer/)
      assert.match(text.explanation, /company proxy may need its certificate installed/)
      assert.doesNotMatch(text.title, /cannot be reached/)
    }),
  )
  client.dispose()
})

test('a 407 answer from a proxy asks for a sign-in instead of failing as an unreadable answer', async () => {
  const electron = electronStandIn(async () => new Response('proxy login', { status: 407 }))
  const { client } = recordingClient(SERVICE, KEY, 'k1', { fetch: createNetTransport(electron).fetch })
  await assert.rejects(client.getStats(), rejectsWith('proxy', 'proxy_auth_required'))
  client.dispose()
})

test('an answer passes through unchanged; asked for with the key, no redirect, no cookies, no disk cache', async () => {
  const body = JSON.stringify({ bridges: 1, suggestors: 2, passes: 3, avg_score: null })
  const electron = electronStandIn(
    async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
  )
  const { client } = recordingClient(SERVICE, KEY, 'k1', { fetch: createNetTransport(electron).fetch })
  assert.equal((await client.getStats()).value.bridges, 1)
  assert.equal(electron.fetches.length, 1)
  const sent = electron.fetches[0]
  assert.equal(sent?.url, `${SERVICE}/stats`)
  assert.equal(sent?.init?.redirect, 'manual')
  assert.equal(sent?.init?.credentials, 'omit', "no cookie of the window's session goes with an API call")
  assert.equal(sent?.init?.cache, 'no-store', 'API answers are not written to Chromium’s disk cache')
  assert.equal(new Headers(sent?.init?.headers).get('authorization'), `Bearer ${KEY}`)
  client.dispose()
})

test("a call cancelled by its caller stays a cancel, whatever Chromium's error says", async () => {
  const electron = electronStandIn(
    (url) =>
      new Promise((_, reject) => {
        void url
        setTimeout(() => reject(new Error('net::ERR_ABORTED')), 20)
      }),
  )
  const { client } = recordingClient(SERVICE, KEY, 'k1', { fetch: createNetTransport(electron).fetch })
  const controller = new AbortController()
  const call = client.getStats({ signal: controller.signal })
  controller.abort()
  await assert.rejects(call, rejectsWith('cancelled', 'cancelled'))
  client.dispose()
})

test('each proxy setting becomes its Electron proxy configuration; this computer is always bypassed', async () => {
  assert.deepEqual(proxyConfigOf({ mode: 'system' }), { mode: 'system' })
  assert.deepEqual(proxyConfigOf({ mode: 'none' }), { mode: 'direct' })
  const manual = proxyConfigOf({
    mode: 'manual',
    url: 'http://proxy.example:3128',
    bypass: 'intra.example, .corp',
  })
  assert.equal(manual.mode, 'fixed_servers')
  assert.equal(manual.proxyRules, 'http://proxy.example:3128')
  assert.equal(manual.proxyBypassRules, '<local>;localhost;127.0.0.1;[::1];intra.example;.corp')

  const electron = electronStandIn(async () => new Response(null, { status: 204 }))
  const transport = createNetTransport(electron)
  await transport.apply({ mode: 'none' })
  assert.deepEqual(electron.proxies, [{ mode: 'direct' }])
  assert.equal(electron.closedConnections(), 1, 'connections made under the old setting are closed')
  assert.match(transport.describeSystem(), /operating system’s proxy settings/)
})
