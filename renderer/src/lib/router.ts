import { useMemo, useSyncExternalStore } from 'react'
import { hrefFor, parseLocation, type Route } from './route.ts'

export { hrefFor, type Route } from './route.ts'

// A hash router of a few lines: locations are deep-linkable, restorable, and back/forward just work.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

function currentHash(): string {
  return window.location.hash
}

/** Goes to a route; `replace` swaps the current history entry (for refinements like typing a search). */
export function navigate(route: Route, opts: { replace?: boolean } = {}): void {
  const href = hrefFor(route)
  if (href === window.location.hash) return
  if (opts.replace === true) window.location.replace(href)
  else window.location.hash = href
}

/** The current route; re-renders on every location change. */
export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, currentHash)
  return useMemo(() => parseLocation(hash), [hash])
}
