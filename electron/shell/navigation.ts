/**
 * Guards for leaving the app: in-window navigation stays on the app's own origin, and only plain http(s) links
 * may be handed to the OS (https://www.electronjs.org/docs/latest/tutorial/security#13-disable-or-limit-navigation
 * and #15-do-not-use-shellopenexternal-with-untrusted-content).
 */
import { isTrustedOrigin } from './app-origin.ts'

const MAX_EXTERNAL_URL_LENGTH = 2048

/** True when the window may navigate (or be redirected) to `url`: only within the trusted origins. */
export function isAllowedNavigation(url: string, trustedOrigins: readonly string[]): boolean {
  return isTrustedOrigin(url, trustedOrigins)
}

/**
 * True when `url` may be opened in the user's browser: an absolute http or https URL with a host, no user name
 * or password (they disguise the real host), no control characters, of bounded length. Everything else
 * (javascript:, file:, data:, smb:, custom schemes that launch other apps) is refused.
 */
export function isSafeExternalUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_EXTERNAL_URL_LENGTH) return false
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\s]/.test(url)) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
  if (parsed.hostname === '') return false
  return parsed.username === '' && parsed.password === ''
}

/**
 * Opens `url` with `open` (shell.openExternal in main) only when it is safe; main re-validates even though the
 * renderer has asked the user first, because the renderer is not trusted to have done so.
 */
export async function openExternalIfSafe(
  url: unknown,
  open: (url: string) => Promise<void>,
): Promise<boolean> {
  if (!isSafeExternalUrl(url)) return false
  try {
    await open(url)
    return true
  } catch {
    return false
  }
}
