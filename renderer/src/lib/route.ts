/** Routes of the app and their hash form; pure, so it is unit-tested under Node without a DOM. */
import type { AppEvents } from '../../../shared/ipc/app.ts'
import { classifyPasted, type LinkTarget } from '../../../shared/net/pasted.ts'
import { decodeListQuery, encodeListQuery, type ListQuery } from '../../../shared/views/list-query.ts'
import {
  decodeCompareQuery,
  encodeCompareQuery,
  type CompareRead,
} from '../../../shared/views/compare-query.ts'

/** A location of the app: what view, with what inputs. */
export type Route =
  /** The list's query, read and written by its one codec (shared/views/list-query.ts): the address is the query. */
  | ({ name: 'bridges' } & ListQuery)
  | { name: 'bridge'; slug: string }
  | { name: 'profile'; username: string }
  /** Two bridges or two profiles side by side, or why the address names none (shared/views/compare-query.ts). */
  | { name: 'compare'; read: CompareRead }
  | { name: 'lookup' }
  | { name: 'bulk' }
  | { name: 'changes' }
  | { name: 'me' }
  | { name: 'stats' }
  | { name: 'rate-limit' }
  | { name: 'keys' }
  | { name: 'developer' }
  | { name: 'usage' }
  | { name: 'views' }
  | { name: 'settings' }
  | { name: 'watch' }
  | { name: 'not-found'; path: string }

// The list query keeps the IPC contract's bounds (shared/views/list-query.ts), so a route never carries input main
// would refuse (names: shared/net/pasted.ts).
const MAX_PATH_SHOWN = 300

const SIMPLE: Readonly<Record<string, Route>> = {
  lookup: { name: 'lookup' },
  bulk: { name: 'bulk' },
  changes: { name: 'changes' },
  me: { name: 'me' },
  stats: { name: 'stats' },
  'rate-limit': { name: 'rate-limit' },
  keys: { name: 'keys' },
  developer: { name: 'developer' },
  usage: { name: 'usage' },
  views: { name: 'views' },
  settings: { name: 'settings' },
  watch: { name: 'watch' },
}

function notFound(path: string): Route {
  return { name: 'not-found', path: path.slice(0, MAX_PATH_SHOWN) }
}

/** Reads a location hash (`#/bridges?q=x`, with or without the `#`) into a Route; never throws. */
export function parseLocation(hash: string): Route {
  const parsed = classifyPasted(hash, { source: 'location' })
  return parsed.kind === 'app-link' ? routeFromTarget(parsed.target) : notFound(hash)
}

/** The Route an app link leads to (shared/net/pasted.ts reads the link); never throws. */
export function routeFromTarget(target: LinkTarget): Route {
  switch (target.to) {
    case 'bridge':
      return { name: 'bridge', slug: target.slug }
    case 'profile':
      return { name: 'profile', username: target.username }
    case 'bridges':
      return { name: 'bridges', ...decodeListQuery(target.query ?? '') }
    case 'compare':
      return { name: 'compare', read: decodeCompareQuery(target.query) }
    case 'page': {
      const simple = Object.hasOwn(SIMPLE, target.page) ? SIMPLE[target.page] : undefined
      return simple ?? notFound(target.path)
    }
    case 'nowhere':
      return notFound(target.path)
  }
}

/**
 * The Route of a deep link main passes on (`navigation:did-request`: main read the link with shared/net/pasted.ts
 * and sends a bridge's slug, a profile's username, or a view's canonical URL parameters).
 */
export function routeFromDeepLink({ view, id }: AppEvents['navigation:did-request']): Route {
  const target: LinkTarget =
    view === 'bridge'
      ? { to: 'bridge', slug: id }
      : view === 'profile'
        ? { to: 'profile', username: id }
        : { to: 'bridges', query: id }
  return routeFromTarget(target)
}

/** The hash (`#/…`) that shows a Route; parseLocation(hrefFor(r)) gives r back for every valid route. */
export function hrefFor(route: Route): string {
  switch (route.name) {
    case 'bridges': {
      const query = encodeListQuery(route)
      return query === '' ? '#/bridges' : `#/bridges?${query}`
    }
    case 'bridge':
      return `#/bridges/${encodeURIComponent(route.slug)}`
    case 'profile':
      return `#/profiles/${encodeURIComponent(route.username)}`
    case 'compare':
      return `#/compare?${route.read.ok ? encodeCompareQuery(route.read.query) : route.read.raw}`
    case 'not-found':
      return `#/${route.path.replace(/^\/+/, '')}`
    default:
      return `#/${route.name}`
  }
}
