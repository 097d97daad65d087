/**
 * The network domain's channels and shapes: which proxy the app's calls go through, and a test of the way to
 * the service: one map of channel → method and payload validator and one map of results, combined in contract.ts.
 */
import type { ChannelTable } from './common.ts'
import type { ErrorKind, IpcErrorCode } from './error-kinds.ts'
import { none, object, oneOf, optional, serviceUrl, str, type Checked, type Validator } from './validate.ts'

/** Which proxy the calls go through: the system's (desktop: the OS and PAC; Node: HTTPS_PROXY …), none, or one set here. */
export const PROXY_MODES = ['system', 'none', 'manual'] as const

/** One of PROXY_MODES. */
export type ProxyMode = (typeof PROXY_MODES)[number]

/** The proxy setting as kept in the user-data folder and shown in Settings. */
export interface ProxySetting {
  mode: ProxyMode
  /** The proxy for `manual`: `http://host:port` or `https://host:port`, no user name or password. */
  url?: string
  /** Hosts that skip the proxy for `manual`, comma-separated as NO_PROXY is; this computer always skips it. */
  bypass?: string
}

/** The longest proxy address and bypass list accepted. */
const MAX_PROXY_URL = 2048
const MAX_BYPASS = 2000

/**
 * Checks a proxy address: http or https, a host, no path, and no user name or password (a sign-in is asked when
 * the proxy wants one, never kept in a plain settings file).
 */
export function checkProxyUrl(raw: string): { ok: true; url: string } | { ok: false; message: string } {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return {
      ok: false,
      message: 'The proxy is not a valid address. Use a form like http://proxy.example:3128.',
    }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, message: 'The proxy address must start with http:// or https://.' }
  if (url.username !== '' || url.password !== '')
    return {
      ok: false,
      message:
        'Leave the user name and password out of the proxy address: the app asks for them when needed.',
    }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '')
    return { ok: false, message: 'The proxy address is a host and a port only, with no path.' }
  return { ok: true, url: url.origin }
}

/** Validates a ProxySetting payload: a manual proxy needs its address, the other modes take none. */
export const proxySettingPayload: Validator<ProxySetting> = (x, path = 'payload'): Checked<ProxySetting> => {
  const shape = object({
    mode: oneOf(PROXY_MODES),
    url: optional(str({ min: 1, max: MAX_PROXY_URL })),
    bypass: optional(str({ max: MAX_BYPASS, pattern: /^[A-Za-z0-9.*:[\]_,\s/-]*$/ })),
  })(x, path)
  if (!shape.ok) return shape
  const { mode, url, bypass } = shape.value
  if (mode !== 'manual') {
    if (url !== undefined || bypass !== undefined)
      return { ok: false, error: `${path}.url: only a manual proxy has an address` }
    return { ok: true, value: { mode } }
  }
  if (url === undefined) return { ok: false, error: `${path}.url: a manual proxy needs its address` }
  const checked = checkProxyUrl(url)
  if (!checked.ok) return { ok: false, error: `${path}.url: ${checked.message}` }
  return { ok: true, value: { mode, url: checked.url, ...(bypass !== undefined ? { bypass } : {}) } }
}

/** What Settings shows: the setting, and what "system" means in this app (desktop or preview). */
export interface ProxySettingInfo {
  setting: ProxySetting
  /** In words: "the operating system's proxy settings (and PAC)" or "HTTPS_PROXY=http://…, NO_PROXY=…". */
  system: string
}

/** The outcome of "Test the proxy": one request without any key to the service, the way calls go. */
export interface NetworkTestResult {
  /** The service answered (any HTTP status: it was reached). */
  ok: boolean
  /** The service base URL tested. */
  serviceUrl: string
  /** The HTTP status it answered with, when it answered. */
  status: number | null
  elapsedMs: number
  /** Why it failed, in the app's error kinds and codes (certificate, proxy, network, timeout). */
  failure: { kind: ErrorKind; code: IpcErrorCode; message: string } | null
}

/** The network channels: renderer method name and payload validator. */
export const networkChannels = {
  'network:get-proxy': { method: 'getProxySetting', request: none },
  'network:set-proxy': { method: 'setProxySetting', request: proxySettingPayload },
  'network:test-proxy': {
    method: 'testProxy',
    /** The service to reach; default the active one (or the demo service). */
    request: object({ serviceUrl: optional(serviceUrl()) }),
  },
} as const satisfies ChannelTable

/** The result of each network channel. */
export interface NetworkResults {
  'network:get-proxy': ProxySettingInfo
  'network:set-proxy': ProxySettingInfo
  'network:test-proxy': NetworkTestResult
}

/** A network channel. */
export type NetworkChannel = keyof typeof networkChannels

/** The validated payload of a network channel (as contract.ts's RequestOf). */
export type NetworkRequestOf<C extends NetworkChannel> =
  ReturnType<(typeof networkChannels)[C]['request']> extends Checked<infer T> ? T : never
