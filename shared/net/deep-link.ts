/**
 * The app's deep links, `bridge-explorer://bridges/<slug>` and `bridge-explorer://profiles/<username>`: the one
 * place that writes them (Copy link) and names the scheme the app registers (shared/net/pasted.ts reads them).
 */

/** The URL scheme the app registers with the OS. */
export const DEEP_LINK_SCHEME = 'bridge-explorer'

/** The deep link that opens a bridge (`kind: 'bridges'`) or a profile (`kind: 'profiles'`) in the app. */
export function deepLink(kind: 'bridges' | 'profiles', id: string): string {
  return `${DEEP_LINK_SCHEME}://${kind}/${encodeURIComponent(id)}`
}
