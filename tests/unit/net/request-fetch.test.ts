/**
 * The desktop fetch for a proxy that asks (electron/net/request-fetch.ts), through a scripted stand-in of
 * Electron's net.request: Chromium's stack cannot run here, so the stand-in plays a proxy's 'login' events and
 * the answer as Electron's ClientRequest emits them (Electron's API docs, "Class: ClientRequest"). What is proven
 * here is how the app answers those events; the same asking with a real proxy is proven in Node by
 * tests/integration/network/proxy-sign-in.test.ts.
 */
import assert from 'node:assert/strict'
import { EventEmitter } from 'node:events'
import { test } from 'node:test'
import { createProxySignIn } from '../../../electron/core/net/proxy-sign-in.ts'
import { createNetTransport } from '../../../electron/net/net-fetch.main.ts'
import {
  requestFetch,
  type AuthInfoLike,
  type ClientRequestLike,
  type IncomingLike,
  type RequestOptionsLike,
} from '../../../electron/net/request-fetch.ts'

const PROXY_INFO: AuthInfoLike = { isProxy: true, host: 'proxy.corp', port: 3128, realm: 'corp' }
const GOOD = { username: 'ann', password: 'right' }

/**
 * A stand-in of net.request: each request runs `script` once ended, which may emit 'login' (resolving with what
 * the app answered) and then gives a status. Records every request's options and headers.
 */
function scriptedNet(script: (login: (info: AuthInfoLike) => Promise<string[]>) => Promise<number | Error>) {
  const sent: { options: RequestOptionsLike; headers: Record<string, string>; body: string }[] = []
  const request = (options: RequestOptionsLike): ClientRequestLike => {
    const events = new EventEmitter()
    const record = { options, headers: {} as Record<string, string>, body: '' }
    sent.push(record)
    const client = {
      setHeader: (name: string, value: string) => void (record.headers[name.toLowerCase()] = value),
      on: (event: string, fn: (...args: unknown[]) => void) => events.on(event, fn),
      write: (chunk: string | Buffer) => void (record.body += chunk.toString()),
      abort: () => {},
      end: () => {
        const login = (info: AuthInfoLike) =>
          new Promise<string[]>((resolve) =>
            events.emit('login', info, (...given: string[]) => resolve(given)),
          )
        void script(login).then((outcome) => {
          if (outcome instanceof Error) return void events.emit('error', outcome)
          const res = new EventEmitter() as EventEmitter & IncomingLike
          Object.assign(res, { statusCode: outcome, headers: { 'content-type': 'application/json' } })
          events.emit('response', res)
          res.emit('data', Buffer.from('{"ok":true}'))
          res.emit('end')
        })
      },
    }
    return client as ClientRequestLike
  }
  return { request, sent }
}

/** Sign-ins whose user answers each question with the next of `answers` (none left: declines). */
function signInAnswering(answers: { username: string; password: string }[]) {
  const signIn = createProxySignIn({ keychain: null })
  let asked = 0
  signIn.onChange((asks) => {
    for (const ask of asks) {
      asked++
      const next = answers.shift()
      queueMicrotask(() =>
        signIn.answer(next ? { id: ask.id, ...next, remember: false } : { id: ask.id, cancel: true }),
      )
    }
  })
  return { signIn, asked: () => asked }
}

test('a proxy’s login is answered with what the user gave, once, and the answer comes through', async () => {
  const answered: string[][] = []
  const net = scriptedNet(async (login) => {
    answered.push(await login(PROXY_INFO))
    return 200
  })
  const { signIn, asked } = signInAnswering([GOOD])
  const fetchIt = requestFetch(net.request, signIn)
  const res = await fetchIt('https://api.example.test/v1/api/stats', {
    headers: { Authorization: 'Bearer bxk_x', Accept: 'application/json' },
  })
  assert.deepEqual(await res.json(), { ok: true })
  assert.deepEqual(answered, [['ann', 'right']])
  assert.equal(asked(), 1)
  // No cookie of the window's session, no HTTP cache, and the proxy's password is never a header of the call.
  assert.deepEqual(
    { cache: net.sent[0]?.options.cache, cookies: net.sent[0]?.options.useSessionCookies },
    { cache: 'no-store', cookies: false },
  )
  assert.equal(JSON.stringify(net.sent).includes('right'), false)
  // The next call's login is answered from this run's sign-in, without asking.
  await fetchIt('https://api.example.test/v1/api/stats')
  assert.deepEqual(answered[1], ['ann', 'right'])
  assert.equal(asked(), 1)
})

test('a wrong password: the login that comes again is declined, and the call says the sign-in was refused', async () => {
  const answered: string[][] = []
  const net = scriptedNet(async (login) => {
    answered.push(await login(PROXY_INFO))
    answered.push(await login(PROXY_INFO))
    return 407
  })
  const { signIn, asked } = signInAnswering([{ username: 'ann', password: 'wrong' }])
  await assert.rejects(requestFetch(net.request, signIn)('https://api.example.test/v1/api/stats'), {
    name: 'TransportFailure',
    code: 'proxy_auth_refused',
  })
  assert.deepEqual(answered, [['ann', 'wrong'], []])
  assert.equal(asked(), 1, 'asked once: never in a loop')
})

test('declined: the call says the proxy needs a sign-in', async () => {
  const net = scriptedNet(async (login) => {
    await login(PROXY_INFO)
    return new Error('net::ERR_PROXY_AUTH_REQUESTED')
  })
  const { signIn } = signInAnswering([])
  await assert.rejects(requestFetch(net.request, signIn)('https://api.example.test/v1/api/stats'), {
    code: 'proxy_auth_required',
  })
})

test('a server’s own challenge is not answered and nobody is asked: the key is the API’s sign-in', async () => {
  const answered: string[][] = []
  const net = scriptedNet(async (login) => {
    answered.push(await login({ ...PROXY_INFO, isProxy: false }))
    return 401
  })
  const { signIn, asked } = signInAnswering([GOOD])
  const res = await requestFetch(net.request, signIn)('https://api.example.test/v1/api/stats')
  assert.equal(res.status, 401)
  assert.deepEqual(answered, [[]])
  assert.equal(asked(), 0)
})

test('the desktop transport goes by net.request once net.fetch met a proxy that asks, until the setting changes', async () => {
  const fetched: string[] = []
  const net = scriptedNet(async (login) => {
    await login(PROXY_INFO)
    return 200
  })
  const { signIn } = signInAnswering([GOOD])
  const transport = createNetTransport({
    net: {
      fetch: async (input) => {
        fetched.push(String(input))
        throw new Error('net::ERR_PROXY_AUTH_REQUESTED')
      },
    },
    session: { setProxy: async () => {}, closeAllConnections: async () => {} },
    signingIn: { request: net.request, signIn },
  })
  assert.equal((await transport.fetch('https://api.example.test/v1/api/stats')).status, 200)
  assert.equal((await transport.fetch('https://api.example.test/v1/api/bridges')).status, 200)
  assert.deepEqual({ viaFetch: fetched.length, viaRequest: net.sent.length }, { viaFetch: 1, viaRequest: 2 })
  await transport.apply({ mode: 'system' })
  await transport.fetch('https://api.example.test/v1/api/stats')
  assert.equal(fetched.length, 2, 'a new setting tries net.fetch again')
})
