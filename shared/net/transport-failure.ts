/**
 * A failure of the way to the service (its certificate, a proxy) as a transport reports it: the core's Node
 * transport and the desktop app's net.fetch transport both throw it, and the API client tells it apart from
 * "cannot be reached" by it (electron/core/net/net-failure.ts reads Node's own errors into it).
 */

/**
 * Why the way to the service failed: the certificate or the proxy. Each is one of the app's own error codes
 * (CORE_ERROR_CODES in shared/ipc/error-kinds.ts, which checks that it lists them all).
 */
export type NetFailureCode =
  | 'certificate_untrusted'
  | 'certificate_invalid'
  | 'proxy_refused'
  | 'proxy_auth_required'
  | 'proxy_auth_refused'

/** The error kind of each code: what the user has to look at (a certificate, or the proxy). */
export function netFailureKind(code: NetFailureCode): 'certificate' | 'proxy' {
  return code === 'certificate_untrusted' || code === 'certificate_invalid' ? 'certificate' : 'proxy'
}

/**
 * Thrown by a transport (Node's fetch with a proxy, Electron's net.fetch) that knows why its request failed;
 * `detail` is the stack's own code (ERR_CERT_AUTHORITY_INVALID, a 407), never a header or a URL with a key.
 */
export class TransportFailure extends Error {
  readonly code: NetFailureCode
  readonly detail: string

  constructor(code: NetFailureCode, detail: string, options?: { cause?: unknown }) {
    super(`${code} (${detail})`, options)
    this.name = 'TransportFailure'
    this.code = code
    this.detail = detail
  }
}
