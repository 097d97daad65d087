import { useMemo, useSyncExternalStore } from 'react'
import { useFirstScreenPage } from './first-screen.ts'
import { useUiStore } from '../store/ui-store.ts'
import { hrefFor, parseLocation, type Route } from './route.ts'

export { hrefFor, type Route } from './route.ts'

// A hash router of a few lines: locations are deep-linkable, restorable, and back/forward just work. Each history
// entry carries a key and the location it was reached from (in history.state), so a view can remember its place
// per entry (scroll, focused row) and a "← Back" link can go back instead of piling up a new entry. It also carries
// the page the entry was opened from, so a bridge or profile opened from a section stays in it (app/pages.ts reads
// the page as its section), Back and Forward included. What it remembers between entries is in the UI store.

/** What the router keeps in history.state for each entry. */
interface EntryState {
  navKey: string
  /** The location this entry was reached from, as the app spells it ('' when opened directly). */
  from: string
  /**
   * The page the entry counts as opened from: its own name for a page of a section; for a bridge or a profile, the
   * place the entry it was opened from passed on (null when opened directly). app/pages.ts reads it as a section.
   */
  place: string | null
}

function entryState(): EntryState | null {
  // No history where main draws the first screen (renderer/src/ssr/).
  if (typeof window === 'undefined') return null
  const s: unknown = window.history.state
  if (typeof s !== 'object' || s === null) return null
  const { navKey, from, place } = s as Record<string, unknown>
  if (typeof navKey !== 'string' || typeof from !== 'string') return null
  return { navKey, from, place: typeof place === 'string' ? place : null }
}

/** Pages any section opens: they take the place of the entry they were opened from. */
const opensInPlace = (route: Route): boolean =>
  route.name === 'bridge' || route.name === 'profile' || route.name === 'compare'

/**
 * The place an entry passes on to a bridge or profile opened from it: its own place, or its own page when it has
 * none that names a section (opened directly, or from "not found", which is in no section).
 */
function passedOn(route: Route, state: EntryState | null): string {
  const place = state?.place ?? null
  return place === null || place === 'not-found' ? route.name : place
}

/** The state of a new entry for `route`, reached from `from`, opened from the place `leaving` passes on. */
function newEntry(route: Route, from: string, leaving: string | null): EntryState {
  return { navKey: crypto.randomUUID(), from, place: opensInPlace(route) ? leaving : route.name }
}

function stamp(from: string, leaving: string | null): void {
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

/** Notes what the entry on screen passes on (a link followed by the browser makes an entry without state, opened
 * from it) and, when it shows the bridge list, the list as last seen. */
function noteShown(): void {
  const route = parseLocation(window.location.hash)
  const { entryShown, listShown } = useUiStore.getState()
  entryShown(passedOn(route, entryState()))
  if (route.name === 'bridges') listShown(hrefFor(route))
}

/** Gives every history entry its key; call once before the first render. */
export function installHistoryKeys(): void {
  const store = useUiStore.getState()
  if (store.historyKeysInstalled) return
  store.historyKeysInstalledNow()
  if (entryState() === null) stamp('', null)
  noteShown()
  // Registered before React subscribes, so the new entry has its key when views render for it.
  window.addEventListener('hashchange', (e) => {
    if (entryState() === null) stamp(locationOf(e.oldURL), useUiStore.getState().shownPlace)
    noteShown()
  })
}

/** The page the current history entry counts as opened from (app/pages.ts reads it as a section). */
export function entryPlace(): string | null {
  return entryState()?.place ?? null
}

/** The key of the current history entry: stable across back/forward, new for each navigation. */
export function currentEntryKey(): string {
  return entryState()?.navKey ?? ''
}

/** The bridge list as the user last saw it (search and category), for links back to it. */
export function lastListRoute(): Route {
  return parseLocation(useUiStore.getState().lastListHref)
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
  const leaving = passedOn(parseLocation(window.location.hash), current)
  if (opts.replace === true) {
    // A refinement keeps where the entry came from and its place; a fresh key, since it shows another list.
    window.history.replaceState(newEntry(route, current?.from ?? '', leaving), '', href)
  } else {
    window.history.pushState(newEntry(route, locationOf(window.location.href), leaving), '', href)
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
  // Drawn by main before any script, and while hydrating that drawing, the location is the page it was drawn for.
  const firstPage = useFirstScreenPage()
  const hash = useSyncExternalStore(subscribe, currentHash, () => firstPage)
  return useMemo(() => parseLocation(hash), [hash])
}
