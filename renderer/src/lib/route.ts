/** Routes of the app and their hash form; pure, so it is unit-tested under Node without a DOM. */
import { layoutFromParams, layoutToParams, type ViewLayout } from '../../../shared/views/bridge-view.ts'

/** A location of the app: what view, with what inputs. */
export type Route =
  /** `layout` is set when the link carries one (a saved view, a reload of the table); absent means "as last shown" */
  | { name: 'bridges'; q: string; category: string; layout?: ViewLayout }
  | { name: 'bridge'; slug: string }
  | { name: 'profile'; username: string }
  | { name: 'lookup' }
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

// Same bounds as the IPC contract, so a route never carries input main would refuse.
const MAX_ID = 200
const MAX_Q = 200
const MAX_CATEGORY = 100
const MAX_PATH_SHOWN = 300

const SIMPLE: Readonly<Record<string, Route>> = {
  lookup: { name: 'lookup' },
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

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

function notFound(path: string): Route {
  return { name: 'not-found', path: path.slice(0, MAX_PATH_SHOWN) }
}

function isUsableId(id: string | null): id is string {
  // Control characters never appear in slugs or usernames; refusing them keeps odd links out of calls.
  // eslint-disable-next-line no-control-regex
  return id !== null && id.trim() !== '' && id.length <= MAX_ID && !/[\u0000-\u001f\u007f]/.test(id)
}

function queryParams(query: string): URLSearchParams {
  try {
    return new URLSearchParams(query)
  } catch {
    return new URLSearchParams()
  }
}

/** Reads a location hash (`#/bridges?q=x`, with or without the `#`) into a Route; never throws. */
export function parseLocation(hash: string): Route {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  const queryAt = raw.indexOf('?')
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt)
  const query = queryAt === -1 ? '' : raw.slice(queryAt + 1)
  const segments = path.split('/').filter((s) => s !== '')

  if (segments.length === 0) return { name: 'bridges', q: '', category: '' }
  const [head, second, ...rest] = segments
  if (rest.length > 0 || head === undefined) return notFound(path)

  if (head === 'bridges') {
    if (second === undefined) {
      const params = queryParams(query)
      const layout = layoutFromParams(params)
      return {
        name: 'bridges',
        q: (params.get('q') ?? '').slice(0, MAX_Q),
        category: (params.get('category') ?? '').slice(0, MAX_CATEGORY),
        ...(layout ? { layout } : {}),
      }
    }
    const slug = decode(second)
    return isUsableId(slug) ? { name: 'bridge', slug } : notFound(path)
  }
  if (head === 'profiles' && second !== undefined) {
    const username = decode(second)
    return isUsableId(username) ? { name: 'profile', username } : notFound(path)
  }
  const simple = second === undefined && Object.hasOwn(SIMPLE, head) ? SIMPLE[head] : undefined
  return simple ?? notFound(path)
}

/** The hash (`#/…`) that shows a Route; parseLocation(hrefFor(r)) gives r back for every valid route. */
export function hrefFor(route: Route): string {
  switch (route.name) {
    case 'bridges': {
      const params = new URLSearchParams()
      if (route.q !== '') params.set('q', route.q)
      if (route.category !== '') params.set('category', route.category)
      if (route.layout) layoutToParams(route.layout, params)
      const query = params.toString()
      return query === '' ? '#/bridges' : `#/bridges?${query}`
    }
    case 'bridge':
      return `#/bridges/${encodeURIComponent(route.slug)}`
    case 'profile':
      return `#/profiles/${encodeURIComponent(route.username)}`
    case 'not-found':
      return `#/${route.path.replace(/^\/+/, '')}`
    default:
      return `#/${route.name}`
  }
}
