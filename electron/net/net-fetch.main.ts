/**
 * The desktop app's transport: Electron's net.fetch, i.e. Chromium's network stack, which follows the system's
 * proxy settings and PAC file and trusts the OS certificate store, as the user's browser does. The core stays
 * plain Node and receives this fetch through its options (ApiClientOptions.fetch).
 *
 * Electron is passed in (`net`, the session), not imported, so a recording stand-in can play it in the unit
 * tests: net.fetch cannot run outside Electron. Certificates are never accepted here: no
 * setCertificateVerifyProc and no 'certificate-error' handler, so Chromium's verdict stands.
 */
import type { Net, Session } from 'electron'
import type { ProxySetting } from '../../shared/ipc/network.ts'
import { TransportFailure } from '../../shared/net/transport-failure.ts'
import type { ProxySignIn } from '../core/net/proxy-sign-in.ts'
import type { Transport } from '../core/net/transport.ts'
import { chromiumErrorName, chromiumNetFailure } from './chromium-net-errors.ts'
import { requestFetch, type ClientRequestLike, type RequestOptionsLike } from './request-fetch.ts'

/** What the transport uses of Electron. */
export interface NetTransportDeps {
  net: Pick<Net, 'fetch'>
  /** The session whose proxy the calls use (session.defaultSession: the same as the window's). */
  session: Pick<Session, 'setProxy' | 'closeAllConnections'>
  /**
   * A proxy that asks for a sign-in: net.request on the same session, whose 'login' event lets the app answer
   * (request-fetch.ts), and the sign-ins that ask the user. Without them, the call says the proxy needs one.
   */
  signingIn?: {
    request: (options: RequestOptionsLike) => ClientRequestLike
    signIn: ProxySignIn
  }
}

// Chromium already skips this computer (its implicit "<-loopback>" rule); said again so that a bypass list the
// user typed can never take it away.
const LOOPBACK_BYPASS = '<local>;localhost;127.0.0.1;[::1]'

/** Electron's proxy configuration for a setting (Session.setProxy's ProxyConfig). */
export function proxyConfigOf(setting: ProxySetting): Parameters<Session['setProxy']>[0] {
  if (setting.mode === 'system') return { mode: 'system' }
  if (setting.mode === 'none') return { mode: 'direct' }
  const bypass = (setting.bypass ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h !== '')
  return {
    mode: 'fixed_servers',
    proxyRules: setting.url ?? '',
    proxyBypassRules: [LOOPBACK_BYPASS, ...bypass].join(';'),
  }
}

/** The desktop transport over net.fetch and the session's proxy settings. */
export function createNetTransport(deps: NetTransportDeps): Transport {
  const viaChromium: typeof fetch = async (input, init) => {
    let res: Response
    try {
      // As Node's fetch does: no cookie of the window's session and no HTTP cache on disk for API answers.
      res = await deps.net.fetch(input instanceof URL ? input.href : input, {
        ...init,
        credentials: 'omit',
        cache: 'no-store',
      })
    } catch (e) {
      // Chromium's words (net::ERR_CERT_AUTHORITY_INVALID, …) become the app's; the rest goes on as it came
      // (the core calls it a network failure, or a cancel when the caller's signal fired).
      const name = chromiumErrorName(e)
      const code = name === null ? null : chromiumNetFailure(name)
      throw code === null || name === null ? e : new TransportFailure(code, name, { cause: e })
    }
    // The API never answers 407 (shared/api/openapi.yaml): only a proxy asks for a sign-in.
    if (res.status === 407) {
      await res.body?.cancel()
      throw new TransportFailure('proxy_auth_required', 'proxy answered 407')
    }
    return res
  }
  const signingIn = deps.signingIn ? requestFetch(deps.signingIn.request, deps.signingIn.signIn) : null
  // Once a proxy asked in this run, calls go by net.request (whose 'login' answers it) until the setting changes.
  let proxyAsks = false
  const fetchSigningIn: typeof fetch = async (input, init) => {
    if (signingIn === null) return viaChromium(input, init)
    if (proxyAsks) return signingIn(input, init)
    try {
      return await viaChromium(input, init)
    } catch (e) {
      if (!(e instanceof TransportFailure) || e.code !== 'proxy_auth_required') throw e
      proxyAsks = true
      return signingIn(input, init)
    }
  }
  return {
    fetch: fetchSigningIn,
    async apply(setting) {
      proxyAsks = false
      await deps.session.setProxy(proxyConfigOf(setting))
      // Connections kept alive under the old setting would carry on past it.
      deps.session.closeAllConnections().catch(() => {})
    },
    describeSystem: () => 'the operating system’s proxy settings (and its PAC file, when one is set)',
    async close() {},
  }
}
