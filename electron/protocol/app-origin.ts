/**
 * The app's own origin. The renderer is served from a privileged custom scheme instead of file://, so it has a
 * real origin that the CSP, the navigation guards and the IPC sender check can name
 * (https://www.electronjs.org/docs/latest/tutorial/security#18-avoid-usage-of-the-file-protocol-and-prefer-usage-of-custom-protocols).
 */

/** The scheme the renderer is served from (registered as standard and secure). */
export const APP_SCHEME = 'app'
/** The single host of that scheme. */
export const APP_HOST = 'bridge-explorer'
/** The renderer's origin, as Chromium reports it for a standard scheme. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
/** The URL the main window loads. */
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`

/**
 * The origin of a URL, or null when it does not parse. Node's URL gives `null` as the origin of non-special
 * schemes such as `app:`, so it is rebuilt from scheme and host here; the host is compared as written, never
 * case-folded, because Chromium already lower-cases hosts of standard schemes before we see them.
 */
export function originOf(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.origin
  if (parsed.host === '') return null
  return `${parsed.protocol}//${parsed.host}`
}

/** True when `url` belongs to one of the trusted origins (the app's, plus the dev server's in development). */
export function isTrustedOrigin(url: string, trustedOrigins: readonly string[]): boolean {
  const origin = originOf(url)
  return origin !== null && trustedOrigins.includes(origin)
}

/** The origins the app trusts: its own, plus the Vite dev server's only when running unpackaged in development. */
export function trustedOrigins(devServerUrl: string | undefined, isPackaged: boolean): readonly string[] {
  if (isPackaged || devServerUrl === undefined) return [APP_ORIGIN]
  const dev = originOf(devServerUrl)
  return dev === null ? [APP_ORIGIN] : [APP_ORIGIN, dev]
}
