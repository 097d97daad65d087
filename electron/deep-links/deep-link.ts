/**
 * Deep links `bridge-explorer://bridges/<slug>`, `bridge-explorer://profiles/<username>` and a view of the bridge
 * list, `bridge-explorer://bridges?<view>` (a saved view's link). A link comes from any web page or program on the
 * machine, so the parser is strict: one exact shape, one decoding pass, a closed set of characters and a length
 * limit; anything else is ignored. A view's parameters are read by the view codec, which drops whatever it does
 * not know, and sent on re-encoded, so the window never sees the link's own text.
 */
import { MAX_URL_LENGTH } from '../../shared/net/url-safety.ts'
import { DEEP_LINK_SCHEME } from '../../shared/net/deep-link.ts'
import { viewFromParams, viewToParams } from '../../shared/views/saved-view.ts'

/**
 * Where a deep link asks the window to go (the payload of `navigation:did-request`): a bridge or a profile by id,
 * or the bridge list with `id` holding the view's canonical URL parameters.
 */
export interface DeepLinkTarget {
  view: 'bridge' | 'profile' | 'bridges'
  id: string
}

const MAX_LINK_LENGTH = 512
// A view's query: the characters URLSearchParams writes, nothing else (no '#', no white space, no quotes).
const VIEW_SHAPE = /^bridge-explorer:\/\/bridges\/?\?([A-Za-z0-9%&=+,:._~*-]*)$/i
const MAX_ID_LENGTH = 200
const SHAPE = /^bridge-explorer:\/\/(bridges|profiles)\/([^/?#\s]+)\/?$/i
// Slugs and usernames as the API makes them; a wider set would only widen what a hostile link can carry.
const ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

/** Parses one deep link; null for anything that is not exactly one of the two shapes. */
export function parseDeepLink(link: unknown): DeepLinkTarget | null {
  if (typeof link !== 'string') return null
  const view = link.length <= MAX_URL_LENGTH ? VIEW_SHAPE.exec(link) : null
  if (view !== null)
    return { view: 'bridges', id: viewToParams(viewFromParams(new URLSearchParams(view[1]))).toString() }
  if (link.length > MAX_LINK_LENGTH) return null
  const match = SHAPE.exec(link)
  if (match === null) return null
  const [, kind = '', rawId = ''] = match
  let id: string
  try {
    id = decodeURIComponent(rawId)
  } catch {
    return null
  }
  if (id.length === 0 || id.length > MAX_ID_LENGTH || !ID.test(id)) return null
  return { view: kind.toLowerCase() === 'bridges' ? 'bridge' : 'profile', id }
}

/**
 * Finds the deep link among the arguments of a launch or a second instance (Windows and Linux pass the link as
 * an argument). Only an argument that starts with the scheme is considered, so a stray `--flag` cannot be taken
 * for a link; the last one wins, as the OS appends it.
 */
export function findDeepLink(argv: readonly string[]): DeepLinkTarget | null {
  const prefix = `${DEEP_LINK_SCHEME}:`
  for (let i = argv.length - 1; i >= 0; i--) {
    const arg = argv[i]
    if (arg !== undefined && arg.slice(0, prefix.length).toLowerCase() === prefix) return parseDeepLink(arg)
  }
  return null
}
