/**
 * The one reader of what a user pastes or a link carries: a bridge id, a slug, a username, a link of the app
 * (its `#/…` locations), a link of the API (`…/bridges/{slug}`, `…/profiles/{username}`), a `bridge-explorer://`
 * deep link, or free text, which is no link and goes to search. The window's location, the command palette,
 * Lookup and the shell's deep links all read through it, so one input gets one answer everywhere.
 *
 * One set of character rules, at three strengths chosen by where the text comes from:
 * - A bridge id is `br_` and base-32 characters: `^br_[0-9a-z]{12}$` in shared/api/openapi.yaml
 *   (components/schemas/BridgeSummary, `id`) and docs/api-assumptions.md row 25. A pasted id is matched without
 *   regard to case and with 4 to 64 characters after `br_`, as Lookup always accepted, so an id retyped in
 *   capitals or cut short is still read as an id rather than taken for a username.
 * - A name (slug or username) is what the API accepts in `/bridges/{slug}` and `/profiles/{username}`
 *   (openapi.yaml, getBridge and getProfile: a string of 1 to 200 characters, no pattern; row 18: one
 *   percent-decoding, encoded slashes stay part of the value). The app also refuses a blank name or one holding a
 *   control character (C0 or DEL): no service makes one, and it would only carry odd input into calls.
 * - Strengths:
 *   `location`, the window's own location: written by the app from names the API returned (hrefFor), so exactly
 *     the rule above, and every name the API can return survives the round trip.
 *   `pasted` (the default), text a person types or pastes: also no white space and none of `/ ? # \`. A name
 *     with them is a sentence (search) or a path, and an encoded slash in a pasted link is a path trick (row 18).
 *   `os`, a deep link the OS hands over from any program: ASCII letters, digits, `.`, `_` and `-`, starting with
 *     a letter or digit, one exact shape and a length limit. The reference service makes slugs of `[a-z0-9-]` and
 *     usernames of `[a-z0-9_]` (electron/service/generator.ts), so every name it makes passes, and a hostile link
 *     can carry nothing else.
 * Every reader here is pure and never throws: the input is untrusted text.
 */
import { DEEP_LINK_SCHEME } from './deep-link.ts'
import { MAX_URL_LENGTH } from './url-safety.ts'

/** Where a text comes from, which sets how strict the name rule is (see the file comment). */
export type PastedSource = 'pasted' | 'location' | 'os'

/** Why a link leads nowhere: it names no bridge or profile, its name breaks the rule, or it cannot be read. */
export type LinkFlaw = 'no-item' | 'bad-name' | 'unreadable'

/**
 * Where a link leads in the app: a bridge, a profile, the bridge list (`query` is the raw query string of a view,
 * null when the link has none), a comparison (`query` is its raw query string, read by
 * shared/views/compare-query.ts), a one-word page of the app (its router knows which exist), or nowhere.
 */
export type LinkTarget =
  | { to: 'bridge'; slug: string }
  | { to: 'profile'; username: string }
  | { to: 'bridges'; query: string | null }
  | { to: 'compare'; query: string }
  | { to: 'page'; page: string; path: string }
  | { to: 'nowhere'; path: string; flaw: LinkFlaw }

/** Why a text is not a link nor a name: empty, too long to be either, a link of another scheme, or words. */
export type TextFlaw = 'empty' | 'too-long' | 'other-scheme' | 'unreadable-url' | 'words'

/**
 * What a text is. A bare name may be a slug or a username (the API has one namespace for each): `sure` is false
 * when the other reading is possible, true for `@name`, which is a username only.
 */
export type Pasted =
  | { kind: 'bridge-id'; id: string }
  | { kind: 'slug'; slug: string; sure: boolean }
  | { kind: 'username'; username: string; sure: boolean }
  | { kind: 'app-link'; target: LinkTarget }
  | { kind: 'api-link'; target: LinkTarget }
  | { kind: 'deep-link'; target: LinkTarget }
  | { kind: 'text'; text: string; flaw: TextFlaw }

/** Longest name, in UTF-16 units: the API's maxLength of both path parameters (openapi.yaml, row 18). */
const MAX_NAME_LENGTH = 200
/** Longest pasted text read at all: far above any real link or name. */
const MAX_PASTED_LENGTH = 2000
// An OS deep link to a bridge or profile is short; a view's link may be as long as any URL.
const MAX_OS_LINK_LENGTH = 512

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/
const NOT_IN_PASTED_NAME = /[\s/?#\\]/
const ASCII_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/
const BRIDGE_ID = /^br_[a-z0-9]{4,64}$/i
const SCHEME = /^[a-z][a-z0-9+.-]*:/i
const WEB_URL = /^https?:\/\//i
// The app's own page: `app://bridge-explorer/index.html#/…` when packaged (electron/protocol/app-origin.ts).
const APP_URL = /^app:\/\//i
const DEEP_LINK = new RegExp(`^${DEEP_LINK_SCHEME}:`, 'i')
// OS deep links: one exact shape each. A view's query holds only what URLSearchParams writes (no '#', no white
// space, no quotes); an item link holds no query, fragment, credentials or port.
const OS_VIEW = new RegExp(`^${DEEP_LINK_SCHEME}://bridges/?\\?([A-Za-z0-9%&=+,:._~*-]*)$`, 'i')
const OS_ITEM = new RegExp(`^${DEEP_LINK_SCHEME}://(bridges|profiles)/([^/?#\\s]+)/?$`, 'i')

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** Whether a decoded name passes the rule at a strength (see the file comment). */
export function isName(name: string, source: PastedSource = 'pasted'): boolean {
  if (name.trim() === '' || name.length > MAX_NAME_LENGTH || CONTROL.test(name)) return false
  if (source === 'location') return true
  if (source === 'os') return ASCII_NAME.test(name)
  return !NOT_IN_PASTED_NAME.test(name)
}

/** A bridge or profile target from `bridges`/`profiles` and a raw (encoded) segment, or null for another kind. */
function itemTarget(kind: string, raw: string, path: string, source: PastedSource): LinkTarget | null {
  if (kind !== 'bridges' && kind !== 'profiles') return null
  const name = decode(raw)
  if (name === null || !isName(name, source)) return { to: 'nowhere', path, flaw: 'bad-name' }
  return kind === 'bridges' ? { to: 'bridge', slug: name } : { to: 'profile', username: name }
}

/**
 * The bridge list with a view's query. A pasted one holds no white space or second '#': a link is copied whole,
 * so either means text around it, and the view read would not be the one linked.
 */
function listTarget(query: string | null, path: string, source: PastedSource): LinkTarget {
  if (source === 'pasted' && query !== null && /[\s#]/.test(query))
    return { to: 'nowhere', path, flaw: 'unreadable' }
  return { to: 'bridges', query }
}

/** A comparison's link; a pasted one is refused as the list's is (listTarget) when text surrounds it. */
function compareTarget(query: string, path: string, source: PastedSource): LinkTarget {
  if (source === 'pasted' && /[\s#]/.test(query)) return { to: 'nowhere', path, flaw: 'unreadable' }
  return { to: 'compare', query }
}

/** Reads an app location (`#/bridges?q=x`, with or without the `#`): path segments, then the query. */
function readLocation(hash: string, source: PastedSource): LinkTarget {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  const queryAt = raw.indexOf('?')
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt)
  const segments = path.split('/').filter((s) => s !== '')
  const [head, second, ...rest] = segments
  if (head === undefined) return { to: 'bridges', query: null }
  if (rest.length > 0) return { to: 'nowhere', path, flaw: 'no-item' }
  if (second === undefined) {
    if (head === 'bridges') return listTarget(queryAt === -1 ? null : raw.slice(queryAt + 1), path, source)
    if (head === 'compare') return compareTarget(queryAt === -1 ? '' : raw.slice(queryAt + 1), path, source)
    return { to: 'page', page: head, path }
  }
  return itemTarget(head, second, path, source) ?? { to: 'nowhere', path, flaw: 'no-item' }
}

/** A target from path segments ending in `bridges/<slug>` or `profiles/<username>`, whatever comes before. */
function fromApiPath(path: string): LinkTarget {
  const parts = path.split('/').filter((s) => s !== '')
  const kind = parts[parts.length - 2] ?? ''
  const raw = parts[parts.length - 1] ?? ''
  return itemTarget(kind, raw, path, 'pasted') ?? { to: 'nowhere', path, flaw: 'no-item' }
}

/** A pasted deep link: any slashes after the scheme, then `bridges?<view>` or `bridges|profiles/<name>`. */
function fromPastedDeepLink(text: string): LinkTarget {
  const rest = text.replace(/^[^:]*:\/*/, '')
  const cut = rest.search(/[?#]/)
  const path = cut === -1 ? rest : rest.slice(0, cut)
  const segments = path.split('/').filter((s) => s !== '')
  if (segments.length === 1 && segments[0] === 'bridges' && rest[cut] === '?')
    return listTarget(rest.slice(cut + 1), path, 'pasted')
  const [kind = '', raw = ''] = segments
  if (segments.length !== 2) return { to: 'nowhere', path, flaw: 'no-item' }
  // The first word is the link's host, which is read without regard to case (as the OS reading does).
  return itemTarget(kind.toLowerCase(), raw, path, 'pasted') ?? { to: 'nowhere', path, flaw: 'no-item' }
}

/** A deep link handed over by the OS: one exact shape, one decoding pass, ASCII names, bounded length. */
function fromOsDeepLink(link: string): Pasted {
  const nowhere: Pasted = { kind: 'deep-link', target: { to: 'nowhere', path: '', flaw: 'unreadable' } }
  const view = link.length <= MAX_URL_LENGTH ? OS_VIEW.exec(link) : null
  if (view !== null) return { kind: 'deep-link', target: { to: 'bridges', query: view[1] ?? '' } }
  if (link.length > MAX_OS_LINK_LENGTH) return nowhere
  const match = OS_ITEM.exec(link)
  if (match === null) return nowhere
  const [, kind = '', raw = ''] = match
  const target = itemTarget(kind.toLowerCase(), raw, `${kind}/${raw}`, 'os')
  return target === null ? nowhere : { kind: 'deep-link', target }
}

function fromWebUrl(text: string): Pasted {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { kind: 'text', text, flaw: 'unreadable-url' }
  }
  // A link to the app's own page carries its location after the '#'.
  if (url.hash.startsWith('#/')) return { kind: 'app-link', target: readLocation(url.hash, 'pasted') }
  return { kind: 'api-link', target: fromApiPath(url.pathname) }
}

/**
 * The `@name` rule: a name written with a leading `@` is a username, never a slug or an id. `name` is the text
 * without its `@`, `at` whether it had one (the text is not otherwise checked: see classifyPasted for that).
 */
export function writtenAt(text: string): { name: string; at: boolean } {
  return text.startsWith('@') ? { name: text.slice(1), at: true } : { name: text, at: false }
}

/** A bare name: `@name` is a username; otherwise an id, or a slug or username, the likelier first. */
function fromName(text: string): Pasted {
  const { name, at } = writtenAt(text)
  if (!isName(name)) return { kind: 'text', text, flaw: 'words' }
  if (at) return { kind: 'username', username: name, sure: true }
  if (BRIDGE_ID.test(name)) return { kind: 'bridge-id', id: name }
  // Slugs are words joined by hyphens; usernames use underscores or none (electron/service/generator.ts).
  return name.includes('-') && !name.includes('_')
    ? { kind: 'slug', slug: name, sure: false }
    : { kind: 'username', username: name, sure: false }
}

/**
 * Classifies a text. `pasted` (the default) trims it and reads any of the forms; `location` reads it as the
 * window's location hash; `os` reads it as a deep link from another program, strictly (see the file comment).
 */
export function classifyPasted(input: string, options: { source?: PastedSource } = {}): Pasted {
  const source = options.source ?? 'pasted'
  if (source === 'location') return { kind: 'app-link', target: readLocation(input, 'location') }
  if (source === 'os')
    return DEEP_LINK.test(input) ? fromOsDeepLink(input) : { kind: 'text', text: input, flaw: 'other-scheme' }
  const text = input.trim()
  if (text === '') return { kind: 'text', text, flaw: 'empty' }
  if (text.length > MAX_PASTED_LENGTH) return { kind: 'text', text, flaw: 'too-long' }
  if (DEEP_LINK.test(text)) return { kind: 'deep-link', target: fromPastedDeepLink(text) }
  if (WEB_URL.test(text)) return fromWebUrl(text)
  if (APP_URL.test(text) && text.includes('#/'))
    return { kind: 'app-link', target: readLocation(text.slice(text.indexOf('#/')), 'pasted') }
  if (text.startsWith('#')) return { kind: 'app-link', target: readLocation(text, 'pasted') }
  if (SCHEME.test(text)) return { kind: 'text', text, flaw: 'other-scheme' }
  if (/^\/?(?:bridges|profiles)\//.test(text)) {
    return { kind: 'api-link', target: fromApiPath(text.split(/[?#]/, 1)[0] ?? '') }
  }
  return fromName(text)
}
