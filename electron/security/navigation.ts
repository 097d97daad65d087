/**
 * Guards for leaving the app: in-window navigation stays on the app's own origin, and only plain http(s) links
 * may be handed to the OS (https://www.electronjs.org/docs/latest/tutorial/security#13-disable-or-limit-navigation
 * and #15-do-not-use-shellopenexternal-with-untrusted-content).
 */
import { isSafeExternalUrl } from '../../shared/net/url-safety.ts'
import { isTrustedOrigin } from '../protocol/app-origin.ts'

/** True when the window may navigate (or be redirected) to `url`: only within the trusted origins. */
export function isAllowedNavigation(url: string, trustedOrigins: readonly string[]): boolean {
  return isTrustedOrigin(url, trustedOrigins)
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
