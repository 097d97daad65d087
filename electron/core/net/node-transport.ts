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
}

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
    if (proxies.length === 0) return { dispatcher: direct, proxies }
    // Every value is passed, so undici never reads process.env behind the caller's back.
    const dispatcher = new EnvHttpProxyAgent({
      httpProxy,
      httpsProxy,
      noProxy,
      connect: tls,
      requestTls: tls,
      proxyTls: tls,
    })
    return { dispatcher, proxies }
  }

  let route = routeOf(options.setting ?? { mode: 'system' })

  const viaProxy: typeof fetch = async (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input))
    const taken = skipsProxy(target.hostname) ? { dispatcher: direct, proxies: [] } : route
    let res: Response
    try {
      // `dispatcher` is undici's extension of RequestInit, which Node's fetch reads.
      res = await fetch(input, { ...init, dispatcher: taken.dispatcher } as RequestInit)
    } catch (e) {
      throw proxyFailure(e, taken.proxies) ?? e
    }
    // The API never answers 407 (shared/api/openapi.yaml): only a proxy on the way asks for a sign-in.
    if (res.status === 407 && taken.proxies.length > 0) {
      await res.body?.cancel()
      throw new TransportFailure('proxy_auth_required', 'proxy answered 407')
    }
    return res
  }

  return {
    fetch: viaProxy,
    async apply(setting) {
      const old = route
      route = routeOf(setting)
      // Calls under way finish on the old route; its idle connections go.
      if (old.dispatcher !== direct) void old.dispatcher.close().catch(() => {})
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
      await Promise.all([route.dispatcher !== direct ? route.dispatcher.close() : null, direct.close()])
    },
  }
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
