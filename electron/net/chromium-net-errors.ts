/**
 * Chromium's network errors (net/base/net_error_list.h), as Electron's net.fetch rejects with them
 * (`new Error('net::ERR_…')`, lib/common/api/net-client-request.ts), told apart into the app's failures of the
 * way to the service. Every other error (ERR_NAME_NOT_RESOLVED, ERR_CONNECTION_REFUSED, ERR_INTERNET_DISCONNECTED,
 * ERR_TIMED_OUT, …) stays a plain network failure: "the service cannot be reached" is the truth for those.
 */
import type { NetFailureCode } from '../../shared/net/transport-failure.ts'

// The chain does not lead to a root this computer trusts: a private CA, or a TLS-inspecting proxy whose root
// is not installed.
const UNTRUSTED: ReadonlySet<string> = new Set([
  'ERR_CERT_AUTHORITY_INVALID',
  'ERR_CERT_SYMANTEC_LEGACY',
  'ERR_CERT_KNOWN_INTERCEPTION_BLOCKED',
  'ERR_SSL_PINNED_KEY_NOT_IN_CERT_CHAIN',
])
// A trusted issuer, but the certificate is wrong all the same.
const INVALID: ReadonlySet<string> = new Set([
  'ERR_CERT_COMMON_NAME_INVALID',
  'ERR_CERT_DATE_INVALID',
  'ERR_CERT_REVOKED',
  'ERR_CERT_INVALID',
  'ERR_CERT_CONTAINS_ERRORS',
  'ERR_CERT_WEAK_SIGNATURE_ALGORITHM',
  'ERR_CERT_WEAK_KEY',
  'ERR_CERT_NAME_CONSTRAINT_VIOLATION',
  'ERR_CERT_VALIDITY_TOO_LONG',
  'ERR_CERT_NON_UNIQUE_NAME',
  'ERR_CERT_NO_REVOCATION_MECHANISM',
  'ERR_CERT_UNABLE_TO_CHECK_REVOCATION',
  'ERR_CERTIFICATE_TRANSPARENCY_REQUIRED',
  'ERR_CERT_END',
])
// The proxy (or the PAC file that names it) failed, or refused the tunnel to the service.
const PROXY: ReadonlySet<string> = new Set([
  'ERR_PROXY_CONNECTION_FAILED',
  'ERR_TUNNEL_CONNECTION_FAILED',
  'ERR_MANDATORY_PROXY_CONFIGURATION_FAILED',
  'ERR_PAC_SCRIPT_FAILED',
  'ERR_PAC_NOT_IN_DHCP',
  'ERR_PROXY_CERTIFICATE_INVALID',
  'ERR_PROXY_HTTP_1_1_REQUIRED',
  'ERR_SOCKS_CONNECTION_FAILED',
  'ERR_SOCKS_CONNECTION_HOST_UNREACHABLE',
])
// The proxy asks who the user is (a 407 the app did not answer).
const SIGN_IN: ReadonlySet<string> = new Set([
  'ERR_PROXY_AUTH_REQUESTED',
  'ERR_PROXY_AUTH_UNSUPPORTED',
  'ERR_PROXY_AUTH_REQUESTED_WITH_NO_CONNECTION',
  'ERR_UNEXPECTED_PROXY_AUTH',
])

/** The Chromium error name in an error's message (`net::ERR_CERT_DATE_INVALID` → ERR_CERT_DATE_INVALID), or null. */
export function chromiumErrorName(e: unknown): string | null {
  const message = e instanceof Error ? e.message : typeof e === 'string' ? e : ''
  return /\bnet::(ERR_[A-Z0-9_]+)/.exec(message)?.[1] ?? null
}

/** What a Chromium error means for the way to the service, or null for a plain network failure. */
export function chromiumNetFailure(name: string): NetFailureCode | null {
  if (UNTRUSTED.has(name)) return 'certificate_untrusted'
  if (INVALID.has(name)) return 'certificate_invalid'
  if (SIGN_IN.has(name)) return 'proxy_auth_required'
  if (PROXY.has(name)) return 'proxy_refused'
  return null
}
