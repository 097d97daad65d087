import { useMemo, useSyncExternalStore } from 'react'
import { hrefFor, parseLocation, type Route } from './route.ts'
import { sectionOf, type SectionId } from '../app/pages.ts'

export { hrefFor, type Route } from './route.ts'

// A hash router of a few lines: locations are deep-linkable, restorable, and back/forward just work. Each history
// entry carries a key and the location it was reached from (in history.state), so a view can remember its place
// per entry (scroll, focused row) and a "← Back" link can go back instead of piling up a new entry. It also carries
// the section the entry is in, so a bridge or profile opened from a section stays in it, Back and Forward included.

/** What the router keeps in history.state for each entry. */
interface EntryState {
  navKey: string
  /** The location this entry was reached from, as the app spells it ('' when opened directly). */
  from: string
  /** The section the entry is in (lib/sections.ts); null in entries made before it was kept. */
  section: SectionId | null
}

function entryState(): EntryState | null {
  const s: unknown = window.history.state
  if (typeof s !== 'object' || s === null) return null
  const { navKey, from, section } = s as Record<string, unknown>
  if (typeof navKey !== 'string' || typeof from !== 'string') return null
  return { navKey, from, section: typeof section === 'string' ? (section as SectionId) : null }
}

/** The state of a new entry for `route`, reached from `from`, opened in the section of the entry it leaves. */
function newEntry(route: Route, from: string, leaving: SectionId | null): EntryState {
  return { navKey: crypto.randomUUID(), from, section: sectionOf(route, leaving) }
}

function stamp(from: string, leaving: SectionId | null): void {
  const state = newEntry(parseLocation(window.location.hash), from, leaving)
  window.history.replaceState(state, '', window.location.href)
}

/**
 * The location `url` shows, as the app spells it. The app starts on a URL with no hash (the bridge list): spelled
 * '' it would read as "opened directly", and "← Bridges" would open a new list instead of going back to it.
 */
function locationOf(url: string): string {
  const at = url.indexOf('#')
  return hrefFor(parseLocation(at === -1 ? '' : url.slice(at)))
}

let lastList: Extract<Route, { name: 'bridges' }> = { name: 'bridges', q: '', category: '' }
function noteList(hash: string): void {
  const route = parseLocation(hash)
  if (route.name === 'bridges') lastList = route
}

let installed = false
// The section of the entry on screen: a link followed by the browser makes an entry without state, and that entry
// is opened in this section.
let shownSection: SectionId | null = null
/** Gives every history entry its key; call once before the first render. */
export function installHistoryKeys(): void {
  if (installed) return
  installed = true
  if (entryState() === null) stamp('', null)
  shownSection = entryState()?.section ?? null
  noteList(window.location.hash)
  // Registered before React subscribes, so the new entry has its key when views render for it.
  window.addEventListener('hashchange', (e) => {
    if (entryState() === null) stamp(locationOf(e.oldURL), shownSection)
    shownSection = entryState()?.section ?? null
    noteList(window.location.hash)
  })
}

/** The section `route` (the current location) is in, as its history entry says. */
export function entrySection(route: Route): SectionId | null {
  return sectionOf(route, entryState()?.section ?? null)
}

/** The key of the current history entry: stable across back/forward, new for each navigation. */
export function currentEntryKey(): string {
  return entryState()?.navKey ?? ''
}

/** The bridge list as the user last saw it (search and category), for links back to it. */
export function lastListRoute(): Route {
  return lastList
}

/** The route the current entry was reached from, or null when the app was opened here. */
export function previousRoute(): Route | null {
  const from = entryState()?.from ?? ''
  return from === '' ? null : parseLocation(from)
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

function currentHash(): string {
  return window.location.hash
}

/**
 * Goes to a route; `replace` swaps the current history entry (for refinements like typing a search). The change
 * is announced at once, inside the caller's event: a control that navigates (the list/table switch) shows its new
 * state in the same frame, where setting location.hash would announce it a task later and let it snap back first.
 */
export function navigate(route: Route, opts: { replace?: boolean } = {}): void {
  const href = hrefFor(route)
  if (href === window.location.hash) return
  const oldURL = window.location.href
  const current = entryState()
  if (opts.replace === true) {
    // A refinement keeps where the entry came from and its section; a fresh key, since it shows another list.
    window.history.replaceState(newEntry(route, current?.from ?? '', current?.section ?? null), '', href)
  } else {
    window.history.pushState(
      newEntry(route, locationOf(window.location.href), current?.section ?? null),
      '',
      href,
    )
  }
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: window.location.href }))
}

/**
 * Goes back when the previous entry is `route`'s kind of page (so its scroll and focus come back with it);
 * otherwise to `route` as a new entry. For "← Bridges"-style links.
 */
export function goBackTo(route: Route, matches: (previous: Route) => boolean): void {
  const previous = previousRoute()
  if (previous !== null && matches(previous)) window.history.back()
  else navigate(route)
}

/** The current route; re-renders on every location change. */
export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, currentHash)
  return useMemo(() => parseLocation(hash), [hash])
}
