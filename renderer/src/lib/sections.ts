/** The app's sections (the side navigation) and which one a page is in. Pure, unit-tested under Node. */
import type { Route } from './route.ts'

/** A section: its entry in the side navigation, its own page, and the pages that always belong to it. */
export interface Section {
  label: string
  route: Route
  owns: readonly Route['name'][]
}

export const SECTIONS: readonly Section[] = [
  { label: 'Bridges', route: { name: 'bridges', q: '', category: '' }, owns: ['bridges', 'bridge', 'views'] },
  { label: 'Lookup', route: { name: 'lookup' }, owns: ['lookup', 'profile'] },
  { label: 'Watch list', route: { name: 'watch' }, owns: ['watch'] },
  { label: 'My profile', route: { name: 'me' }, owns: ['me'] },
  { label: 'Stats', route: { name: 'stats' }, owns: ['stats'] },
  { label: 'Rate limit', route: { name: 'rate-limit' }, owns: ['rate-limit'] },
  { label: 'Keys', route: { name: 'keys' }, owns: ['keys'] },
  { label: 'Developer', route: { name: 'developer' }, owns: ['developer', 'usage'] },
  { label: 'Settings', route: { name: 'settings' }, owns: ['settings'] },
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
