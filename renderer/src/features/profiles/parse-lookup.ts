/**
 * Reads what support staff paste into Lookup: a username, a service URL (…/profiles/<u>, …/bridges/<slug>),
 * an app location (#/profiles/<u>) or a deep link (bridge-explorer://profiles/<u>). Pure and never throws:
 * the input is untrusted text.
 */
import { parseLocation, type Route } from '../../lib/route.ts'

/**
 * Where a lookup leads, or why it cannot. A bare name may be a username or a bridge's slug (the service has one
 * namespace for each), so `also` is the other place to try when the first does not exist. A bridge id (`br_…`)
 * has no address of its own in the API: `bridgeId` is looked for among the bridges already loaded.
 */
export type LookupResult =
  | { ok: true; route: Route; also?: Route }
  | { ok: true; bridgeId: string; route?: undefined }
  | { ok: false; message: string }

const MAX_INPUT = 2000
const MAX_ID = 200
const DEEP_LINK = /^bridge-explorer:\/*/i
const WEB_URL = /^https?:\/\//i
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i
const BRIDGE_ID = /^br_[a-z0-9]{4,64}$/i
// Usernames never hold whitespace, slashes or URL punctuation; control characters never appear in any id.
// eslint-disable-next-line no-control-regex
const BAD_ID_CHARS = /[\s/?#\\\u0000-\u001f\u007f]/

const fail = (message: string): LookupResult => ({ ok: false, message })

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** A route from path segments ending in `profiles/<u>` or `bridges/<slug>` (after any API prefix). */
function fromSegments(segments: readonly string[]): LookupResult {
  const parts = segments.filter((s) => s !== '')
  const kind = parts[parts.length - 2]
  const raw = parts[parts.length - 1]
  if (raw === undefined || (kind !== 'profiles' && kind !== 'bridges')) {
    return fail('That link does not point at a profile or a bridge.')
  }
  const id = decode(raw)
  if (id === null || id.trim() === '' || id.length > MAX_ID || BAD_ID_CHARS.test(id)) {
    return fail('That link has a name the service could not have made.')
  }
  return {
    ok: true,
    route: kind === 'profiles' ? { name: 'profile', username: id } : { name: 'bridge', slug: id },
  }
}

function fromWebUrl(input: string): LookupResult {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    return fail('That link could not be read.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('Only web links can be looked up.')
  // A link to this app's own page carries its location after the '#'.
  if (url.hash.startsWith('#/')) return fromAppLocation(url.hash)
  return fromSegments(url.pathname.split('/'))
}

function fromAppLocation(hash: string): LookupResult {
  const route = parseLocation(hash)
  if (route.name === 'not-found') return fail('That app location does not exist.')
  return { ok: true, route }
}

/** Turns pasted or typed text into the app location it names. */
export function parseLookup(input: string): LookupResult {
  const text = input.trim()
  if (text === '') return fail('Type a username or a bridge’s name, or paste a link.')
  if (text.length > MAX_INPUT) return fail('That is too long to be a username or a link.')

  if (DEEP_LINK.test(text)) {
    const rest = text.replace(DEEP_LINK, '').split(/[?#]/, 1)[0] ?? ''
    return fromSegments(rest.split('/'))
  }
  if (WEB_URL.test(text)) return fromWebUrl(text)
  if (text.startsWith('#')) return fromAppLocation(text)
  if (HAS_SCHEME.test(text) && !text.startsWith('@'))
    return fail('Only web links and bridge-explorer:// links can be looked up.')
  if (/^\/?(?:profiles|bridges)\//.test(text)) return fromSegments(text.split(/[?#]/, 1)[0]?.split('/') ?? [])

  const at = text.startsWith('@')
  const name = at ? text.slice(1) : text
  if (name === '' || name.length > MAX_ID || BAD_ID_CHARS.test(name)) {
    return fail(
      'A username or a bridge’s name has no spaces or slashes. Paste the whole link if you have one.',
    )
  }
  if (!at && BRIDGE_ID.test(name)) return { ok: true, bridgeId: name }
  const profile: Route = { name: 'profile', username: name }
  if (at) return { ok: true, route: profile }
  const bridge: Route = { name: 'bridge', slug: name }
  // Slugs are words joined by hyphens; usernames use underscores or none: try the likelier one first.
  return name.includes('-') && !name.includes('_')
    ? { ok: true, route: bridge, also: profile }
    : { ok: true, route: profile, also: bridge }
}
