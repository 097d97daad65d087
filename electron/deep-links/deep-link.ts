/**
 * Deep links `bridge-explorer://bridges/<slug>`, `bridge-explorer://profiles/<username>` and a view of the bridge
 * list, `bridge-explorer://bridges?<view>` (a saved view's link). A link comes from any web page or program on the
 * machine, so the parser is strict: one exact shape, one decoding pass, a closed set of characters and a length
 * limit; anything else is ignored. A view's parameters are read by the view codec, which drops whatever it does
 * not know, and sent on re-encoded, so the window never sees the link's own text.
 */
import { DEEP_LINK_SCHEME } from '../../shared/net/deep-link.ts'
import { classifyPasted } from '../../shared/net/pasted.ts'
import { viewFromParams, viewToParams } from '../../shared/views/saved-view.ts'

/**
 * Where a deep link asks the window to go (the payload of `navigation:did-request`): a bridge or a profile by id,
 * or the bridge list with `id` holding the view's canonical URL parameters.
 */
export interface DeepLinkTarget {
  view: 'bridge' | 'profile' | 'bridges'
  id: string
}

/** Parses one deep link; null for anything that is not exactly one of the shapes (shared/net/pasted.ts, `os`). */
export function parseDeepLink(link: unknown): DeepLinkTarget | null {
  if (typeof link !== 'string') return null
  const pasted = classifyPasted(link, { source: 'os' })
  if (pasted.kind !== 'deep-link') return null
  const { target } = pasted
  if (target.to === 'bridges')
    return {
      view: 'bridges',
      id: viewToParams(viewFromParams(new URLSearchParams(target.query ?? ''))).toString(),
    }
  if (target.to === 'bridge') return { view: 'bridge', id: target.slug }
  if (target.to === 'profile') return { view: 'profile', id: target.username }
  return null
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
