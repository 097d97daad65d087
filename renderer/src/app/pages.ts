/** The app's sections (the side navigation) and which one a page is in. Pure, unit-tested under Node. */
import { readableSlug } from '../lib/format.ts'
import type { Route } from '../lib/route.ts'

/** A section: its entry in the side navigation, its own page, and the pages that always belong to it. */
export interface Section {
  label: string
  route: Route
  owns: readonly Route['name'][]
}

/** A page that has one name: every page but one bridge, one profile, and "not found". */
type PageId = Exclude<Route['name'], 'bridge' | 'profile' | 'not-found'>

/** The name of each page, as the side nav, the palette and the links back say it: written here only. */
export const PAGE_NAMES: Readonly<Record<PageId, string>> = {
  bridges: 'Bridges',
  views: 'Saved views',
  lookup: 'Lookup',
  watch: 'Watch list',
  me: 'My profile',
  stats: 'Stats',
  'rate-limit': 'Rate limit',
  keys: 'Keys',
  developer: 'Developer',
  usage: 'Key usage',
  settings: 'Settings',
}

export const SECTIONS: readonly Section[] = [
  {
    label: PAGE_NAMES.bridges,
    route: { name: 'bridges', q: '', category: '' },
    owns: ['bridges', 'bridge', 'views'],
  },
  { label: PAGE_NAMES.lookup, route: { name: 'lookup' }, owns: ['lookup', 'profile'] },
  { label: PAGE_NAMES.watch, route: { name: 'watch' }, owns: ['watch'] },
  { label: PAGE_NAMES.me, route: { name: 'me' }, owns: ['me'] },
  { label: PAGE_NAMES.stats, route: { name: 'stats' }, owns: ['stats'] },
  { label: PAGE_NAMES['rate-limit'], route: { name: 'rate-limit' }, owns: ['rate-limit'] },
  { label: PAGE_NAMES.keys, route: { name: 'keys' }, owns: ['keys'] },
  { label: PAGE_NAMES.developer, route: { name: 'developer' }, owns: ['developer', 'usage'] },
  { label: PAGE_NAMES.settings, route: { name: 'settings' }, owns: ['settings'] },
]

/** A section's id: the name of its own page. */
export type SectionId = Route['name']

/** Pages any section opens (a bridge, a profile): they stay in the section they were opened in. */
const INSIDE: ReadonlySet<SectionId> = new Set(['bridge', 'profile'])

/**
 * The section `route` is in. A bridge or a profile opened from a section stays in it (Bridges → a bridge → its
 * suggestor is still Bridges; the watch list's bridges are still the Watch list); opened directly, or from no
 * section, it is in the section that owns it. Null for a page no section owns (not found).
 */
export function sectionOf(route: Route, openedIn: SectionId | null): SectionId | null {
  if (INSIDE.has(route.name) && openedIn !== null && SECTIONS.some((s) => s.route.name === openedIn))
    return openedIn
  return SECTIONS.find((s) => s.owns.includes(route.name))?.route.name ?? null
}

/** Longest name a "← …" link shows before it is cut with an ellipsis. */
const MAX_BACK_LABEL = 40

/**
 * What a "← …" link back to `route` says: a bridge by its slug in words, a profile by its username, a section's
 * page by its label, so the user knows where the link leads before following it.
 */
export function backLabel(route: Route): string {
  const label =
    route.name === 'bridge'
      ? readableSlug(route.slug)
      : route.name === 'profile'
        ? route.username
        : route.name === 'not-found'
          ? 'Back'
          : PAGE_NAMES[route.name]
  return label.length > MAX_BACK_LABEL ? `${label.slice(0, MAX_BACK_LABEL - 1).trimEnd()}…` : label
}
