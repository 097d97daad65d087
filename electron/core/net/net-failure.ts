/**
 * Failures of the way to the service (its certificate, a proxy) told apart from "cannot be reached": each names
 * its own fix, and none of them is retried (the same certificate or proxy answers the same way a second later).
 */
import { TransportFailure, type NetFailureCode } from '../../../shared/net/transport-failure.ts'

// Node's TLS verification codes (OpenSSL's X509_V_ERR_* names, and Node's own for the host name): a chain the
// computer does not trust, as a TLS-inspecting company proxy or a private CA makes without its root installed.
const UNTRUSTED: ReadonlySet<string> = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'INVALID_CA',
])
// A certificate from a trusted issuer that is wrong all the same: expired, not yet valid, revoked, another name.
const INVALID: ReadonlySet<string> = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_SIGNATURE_FAILURE',
  'ERROR_IN_CERT_NOT_BEFORE_FIELD',
  'ERROR_IN_CERT_NOT_AFTER_FIELD',
  'HOSTNAME_MISMATCH',
  'INVALID_PURPOSE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
])

// undici's words when a proxy answers CONNECT with anything but 200 (lib/dispatcher/proxy-agent.js), or a 407 to
// a request it forwards.
const PROXY_STATUS = /Proxy response \((\d{3})\)|Proxy Authentication Required \((407)\)/

/** The links of an error's cause chain, outermost first (bounded: a cause chain can loop). */
function causes(e: unknown): unknown[] {
  const chain: unknown[] = []
  let at: unknown = e
  while (at !== null && at !== undefined && chain.length < 6 && !chain.includes(at)) {
    chain.push(at)
    at = typeof at === 'object' ? (at as { cause?: unknown }).cause : undefined
  }
  return chain
}

/**
 * What a failed fetch says about the way to the service, or null when it says nothing of certificates or
 * proxies (then it is a plain network failure). Reads a TransportFailure, Node's TLS codes and undici's proxy
 * answers anywhere in the cause chain (Node's fetch wraps them: TypeError → DOMException → the real error).
 */
export function netFailureOf(e: unknown): { code: NetFailureCode; detail: string } | null {
  for (const link of causes(e)) {
    if (link instanceof TransportFailure) return { code: link.code, detail: link.detail }
    if (typeof link !== 'object' || link === null) continue
    const code = (link as { code?: unknown }).code
    if (typeof code === 'string' && UNTRUSTED.has(code))
      return { code: 'certificate_untrusted', detail: code }
    if (typeof code === 'string' && INVALID.has(code)) return { code: 'certificate_invalid', detail: code }
    const message = (link as { message?: unknown }).message
    const status = typeof message === 'string' ? PROXY_STATUS.exec(message) : null
    if (status !== null) {
      const answered = status[1] ?? status[2] ?? ''
      return {
        code: answered === '407' ? 'proxy_auth_required' : 'proxy_refused',
        detail: `proxy answered ${answered}`,
      }
    }
  }
  return null
}
