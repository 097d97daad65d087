/**
 * Node's fetch routed through a proxy when one is set: the preview's and the tests' transport. The routing is
 * undici's (the library behind Node's own fetch): EnvHttpProxyAgent reads HTTPS_PROXY, HTTP_PROXY and NO_PROXY
 * as curl does and tunnels HTTPS through CONNECT, so the proxy sees the host name and never the request.
 */
import { getCACertificates } from 'node:tls'
import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici'
import type { ProxySetting } from '../../../shared/ipc/network.ts'
import { netFailureOf } from './net-failure.ts'
import { TransportFailure } from '../../../shared/net/transport-failure.ts'
import { basicProxyAuthorization, realmOf, type ProxyCredentials, type ProxySignIn } from './proxy-sign-in.ts'
import { showProxyUrl, skipsProxy, type Transport } from './transport.ts'

/** Where the Node transport takes its proxy and certificates from. */
export interface NodeTransportOptions {
  /** The proxy variables (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, either case); default process.env. */
  env?: Readonly<Record<string, string | undefined>>
  /**
   * Certificates (PEM) trusted on top of Node's default set, which already holds NODE_EXTRA_CA_CERTS and, with
   * NODE_USE_SYSTEM_CA=1, the OS store. A certificate is only ever added, never a check switched off.
   */
  extraCa?: readonly string[]
  /** Default `system`: the proxy variables. */
  setting?: ProxySetting
  /** Asks the user when a proxy wants a sign-in (407); without it, the call fails saying the proxy needs one. */
  signIn?: ProxySignIn
}

// Connection failures that, on a connection to the proxy, mean the proxy is not there.
const NOT_THERE: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'ECONNRESET',
])

interface Route {
  dispatcher: Dispatcher
  /** The proxies it may use, to tell a failure of the proxy from a failure of the service. */
  proxies: URL[]
  /** The proxy a call to `target` goes through, or null (no proxy for its scheme). */
  proxyFor(target: URL): URL | null
  /** The same route, signing in to its proxy with `creds` (one such dispatcher is kept, for the last sign-in). */
  signedIn(creds: ProxyCredentials): Dispatcher
  close(): Promise<void>
}

/** What one send came to: an answer, or the proxy asking who the user is. */
type Sent = { res: Response } | { proxyAsks: string | null }

/** Creates Node's fetch with the proxy setting applied; call close() when done. */
export function createNodeTransport(options: NodeTransportOptions = {}): Transport {
  const env = options.env ?? process.env
  const extra = options.extraCa ?? []
  const ca = extra.length > 0 ? [...getCACertificates('default'), ...extra] : undefined
  const tls = ca !== undefined ? { ca } : {}
  const direct = new Agent({ connect: tls })
  const read = (name: string): string => env[name.toLowerCase()] ?? env[name.toUpperCase()] ?? ''

  function routeOf(setting: ProxySetting): Route {
    const [httpProxy, httpsProxy, noProxy] =
      setting.mode === 'manual'
        ? [setting.url ?? '', setting.url ?? '', setting.bypass ?? '']
        : setting.mode === 'system'
          ? [read('http_proxy'), read('https_proxy') || read('http_proxy'), read('no_proxy')]
          : ['', '', '']
    const proxies = [httpProxy, httpsProxy].filter((p) => p !== '').flatMap((p) => URL.parse(p) ?? [])
    if (proxies.length === 0)
      return {
        dispatcher: direct,
        proxies,
        proxyFor: () => null,
        signedIn: () => direct,
        close: async () => {},
      }
    // Every value is passed, so undici never reads process.env behind the caller's back.
    const agentOptions = { httpProxy, httpsProxy, noProxy, connect: tls, requestTls: tls, proxyTls: tls }
    const dispatcher = new EnvHttpProxyAgent(agentOptions)
    let withSignIn: { token: string; dispatcher: Dispatcher } | null = null
    return {
      dispatcher,
      proxies,
      proxyFor: (target) => URL.parse(target.protocol === 'https:' ? httpsProxy : httpProxy),
      signedIn(creds) {
        const token = basicProxyAuthorization(creds)
        if (withSignIn?.token !== token) {
          void withSignIn?.dispatcher.close().catch(() => {})
          // undici sends it to the proxy only (Proxy-Authorization on CONNECT), never to the service.
          withSignIn = { token, dispatcher: new EnvHttpProxyAgent({ ...agentOptions, token }) }
        }
        return withSignIn.dispatcher
      },
      close: async () => {
        await Promise.all([dispatcher.close(), withSignIn?.dispatcher.close()])
      },
    }
  }

  let route = routeOf(options.setting ?? { mode: 'system' })

  /** One send through `dispatcher`; a proxy asking for a sign-in is told apart from every other failure. */
  async function send(
    input: Parameters<typeof fetch>[0],
    init: RequestInit | undefined,
    dispatcher: Dispatcher,
    proxies: readonly URL[],
    signedIn = false,
  ): Promise<Sent> {
    let res: Response
    try {
      // `dispatcher` is undici's extension of RequestInit, which Node's fetch reads.
      res = await fetch(input, { ...init, dispatcher } as RequestInit)
    } catch (e) {
      // undici fails the CONNECT tunnel on a 407 without its headers, so the realm is not known then. A tunnel
      // refused with 401 after a sign-in was sent is the proxy refusing it (tinyproxy answers so): the service
      // never saw a CONNECT.
      const way = proxies.length > 0 ? netFailureOf(e) : null
      if (way?.code === 'proxy_auth_required' || (signedIn && way?.detail === 'proxy answered 401'))
        return { proxyAsks: null }
      throw proxyFailure(e, proxies) ?? e
    }
    // The API never answers 407 (shared/api/openapi.yaml): only a proxy on the way asks for a sign-in.
    if (res.status === 407 && proxies.length > 0) {
      await res.body?.cancel()
      return { proxyAsks: realmOf(res.headers.get('proxy-authenticate')) }
    }
    return { res }
  }

  const viaProxy: typeof fetch = async (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input))
    const taken = skipsProxy(target.hostname) ? null : route
    const proxy = taken?.proxyFor(target) ?? null
    const signIn = options.signIn
    if (taken === null || proxy === null || signIn === undefined) {
      const sent = await send(input, init, taken?.dispatcher ?? direct, taken?.proxies ?? [])
      if ('res' in sent) return sent.res
      throw new TransportFailure('proxy_auth_required', 'proxy answered 407')
    }
    // The sign-in steps (proxy-sign-in.ts): a known sign-in first, then the user asked at most once.
    const attempts = signIn.attempts({ proxy: proxy.host, realm: null })
    let creds = await attempts.first()
    for (;;) {
      const dispatcher = creds === null ? taken.dispatcher : taken.signedIn(creds)
      const sent = await send(input, init, dispatcher, taken.proxies, creds !== null)
      if ('res' in sent) {
        await attempts.passed()
        return sent.res
      }
      creds = await untilAborted(attempts.next(), init?.signal)
      if (creds === null) throw attempts.failure()
    }
  }

  return {
    fetch: viaProxy,
    async apply(setting) {
      const old = route
      route = routeOf(setting)
      // Calls under way finish on the old route; its idle connections go.
      void old.close().catch(() => {})
    },
    describeSystem() {
      const https = read('https_proxy')
      const http = read('http_proxy')
      const no = read('no_proxy')
      if (https === '' && http === '') return 'No HTTPS_PROXY or HTTP_PROXY variable is set: calls go direct.'
      const parts = [
        ...(https !== '' ? [`HTTPS_PROXY=${showProxyUrl(https)}`] : []),
        ...(http !== '' ? [`HTTP_PROXY=${showProxyUrl(http)}`] : []),
        ...(no !== '' ? [`NO_PROXY=${no.slice(0, 200)}`] : []),
      ]
      return `${parts.join(', ')} (this computer is never sent through a proxy).`
    },
    async close() {
      await Promise.all([route.close(), direct.close()])
    },
  }
}

/** `waiting`, unless the caller's signal fires first (the user may take longer than the call may). */
function untilAborted<T>(waiting: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return waiting
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise<T>((resolve, reject) => {
    const stop = (): void => reject(signal.reason as Error)
    signal.addEventListener('abort', stop, { once: true })
    waiting.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop))
  })
}

/** A failure to connect to the proxy itself, told apart from the service by the address that failed. */
function proxyFailure(e: unknown, proxies: readonly URL[]): TransportFailure | null {
  if (proxies.length === 0 || netFailureOf(e) !== null) return null
  const cause = (e as { cause?: unknown } | null)?.cause as
    { code?: unknown; address?: unknown; hostname?: unknown; port?: unknown } | undefined
  if (cause === undefined || typeof cause.code !== 'string' || !NOT_THERE.has(cause.code)) return null
  const host = typeof cause.address === 'string' ? cause.address : cause.hostname
  const port = typeof cause.port === 'number' ? String(cause.port) : undefined
  const isProxy = proxies.some(
    (p) =>
      (host === p.hostname || host === p.hostname.replace(/^\[|\]$/g, '')) &&
      (port === undefined || port === (p.port || (p.protocol === 'https:' ? '443' : '80'))),
  )
  return isProxy ? new TransportFailure('proxy_refused', `proxy ${cause.code}`, { cause: e }) : null
}
