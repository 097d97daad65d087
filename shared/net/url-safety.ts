/**
 * The one rule for URLs that come from outside: which links may be handed to the OS browser, and which addresses
 * may be used as a service URL (the key travels to it in every request, so plain http is for this machine only).
 * https://www.electronjs.org/docs/latest/tutorial/security#15-do-not-use-shellopenexternal-with-untrusted-content
 */

/** Longest URL accepted anywhere: far above any real link, short enough to keep logs and payloads bounded. */
export const MAX_URL_LENGTH = 2048

// Control characters and white space: a URL parser drops some of them silently, so the URL shown is not the URL used.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\s]/

function parseWebUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_URL_LENGTH) return null
  if (UNSAFE_CHARS.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.hostname === '') return null
  // A user name or password disguises the real host (https://bank.example@evil.example/).
  if (url.username !== '' || url.password !== '') return null
  return url
}

/**
 * True when `url` may be opened in the user's browser: an absolute http or https URL with a host, no user name
 * or password, no control characters or white space, of bounded length. Everything else (javascript:, file:,
 * data:, smb:, custom schemes that launch other apps) is refused.
 */
export function isSafeExternalUrl(url: unknown): url is string {
  return parseWebUrl(url) !== null
}

/** True for a host name that can only mean this machine: localhost, 127.0.0.0/8 and ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (host === '[::1]' || host === '::1') return true
  // WHATWG URL has already normalised IPv4 forms (0x7f.1, 2130706433) to dotted decimal.
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

/** The outcome of checking a service URL: its canonical form, or a message for the user. */
export type ServiceUrlCheck = { ok: true; url: string } | { ok: false; message: string }

/**
 * Checks a service base URL and returns its canonical form (`https://host[:port]/path`, no trailing slash), so
 * one service is not split in two by spelling. Plain http is refused unless the host is this machine: every
 * request carries the key, and on http anyone on the path would read it (refused outright, see
 * docs/security.md, keys, URLs and the preview).
 */
export function checkServiceUrl(raw: unknown): ServiceUrlCheck {
  const text = typeof raw === 'string' ? raw.trim() : ''
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return {
      ok: false,
      message: 'The service URL is not a valid address. Use a form like https://example.org/v1/api.',
    }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return {
      ok: false,
      message: 'The service URL must start with https:// (or http:// for a service on this computer).',
    }
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    return {
      ok: false,
      message: 'The service URL must not contain a user name, password, query or fragment.',
    }
  }
  if (parseWebUrl(text) === null) {
    return { ok: false, message: 'The service URL contains characters that are not allowed, or is too long.' }
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return {
      ok: false,
      message:
        `The service URL uses http:// for ${url.hostname}, which is not this computer: the API key would travel ` +
        'in clear text. Use https://, or http:// only for a service on this computer (localhost, 127.0.0.1, ::1).',
    }
  }
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` }
}
