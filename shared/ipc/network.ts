/**
 * The network domain's channels and shapes: which proxy the app's calls go through, and a test of the way to
 * the service: one map of channel → method and payload validator and one map of results, combined in contract.ts.
 */
import type { ChannelTable } from './common.ts'
import type { ErrorKind, IpcErrorCode } from './error-kinds.ts'
import {
  bool,
  none,
  object,
  oneOf,
  optional,
  serviceUrl,
  str,
  type Checked,
  type Validator,
} from './validate.ts'

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

/**
 * A proxy that asks who the user is (HTTP 407): the window shows one question per proxy until it is answered.
 * It names the proxy by host and port only and never carries a password.
 */
export interface ProxySignInAsk {
  /** Names this question in the answer. */
  id: string
  /** The proxy's host and port (`proxy.example:3128`). */
  proxy: string
  /** The name the proxy gave its sign-in (Basic realm), when it gave one. */
  realm: string | null
  /** The user name and password tried last for this proxy were refused by it. */
  refused: boolean
}

/** The user's answer: a user name and password (kept in the keychain only when `remember`), or no sign-in. */
export type ProxySignInAnswer =
  { id: string; username: string; password: string; remember: boolean } | { id: string; cancel: true }

const MAX_PROXY_USER = 256
const MAX_PROXY_PASSWORD = 1024

/**
 * Validates an answer; a refusal names the field, never its value (a password must not reach a log through an
 * error message).
 */
export const proxySignInAnswerPayload: Validator<ProxySignInAnswer> = (x, path = 'payload') => {
  const shape = object({
    id: str({ min: 1, max: 64, pattern: /^[A-Za-z0-9-]+$/ }),
    username: optional(str({ min: 1, max: MAX_PROXY_USER })),
    password: optional(str({ max: MAX_PROXY_PASSWORD })),
    remember: optional(bool),
    cancel: optional(bool),
  })(x, path)
  if (!shape.ok) return shape
  const { id, username, password, remember, cancel } = shape.value
  if (cancel === true) {
    if (username !== undefined || password !== undefined)
      return { ok: false, error: `${path}: a cancelled sign-in carries no user name or password` }
    return { ok: true, value: { id, cancel: true } }
  }
  if (username === undefined || password === undefined)
    return { ok: false, error: `${path}: a sign-in needs a user name and a password` }
  return { ok: true, value: { id, username, password, remember: remember ?? false } }
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
  'network:get-sign-in': { method: 'getProxySignIn', request: none },
  'network:answer-sign-in': { method: 'answerProxySignIn', request: proxySignInAnswerPayload },
} as const satisfies ChannelTable

/** The result of each network channel. */
export interface NetworkResults {
  'network:get-proxy': ProxySettingInfo
  'network:set-proxy': ProxySettingInfo
  'network:test-proxy': NetworkTestResult
  /** The proxies asking for a sign-in now (a window opened later shows them too). */
  'network:get-sign-in': { asks: ProxySignInAsk[] }
  /** False when the question was already answered or is gone. */
  'network:answer-sign-in': { answered: boolean }
}

/** The network's events, with their payloads. */
export interface NetworkEvents {
  /** The proxies asking for a sign-in changed (one more asks, or one was answered). */
  'network:did-change-sign-in': { asks: ProxySignInAsk[] }
}

/** The network's event channels. */
export const networkEvents = [
  'network:did-change-sign-in',
] as const satisfies readonly (keyof NetworkEvents)[]

/** A network channel. */
export type NetworkChannel = keyof typeof networkChannels

/** The validated payload of a network channel (as contract.ts's RequestOf). */
export type NetworkRequestOf<C extends NetworkChannel> =
  ReturnType<(typeof networkChannels)[C]['request']> extends Checked<infer T> ? T : never
