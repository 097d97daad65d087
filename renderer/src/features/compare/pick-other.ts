/**
 * Choosing the second bridge or profile of a comparison from what a person types, read as Lookup reads it
 * (shared/net/pasted.ts) and then by the catalogue's lookup (words of a title, an id, a close spelling). Pure.
 */
import type { CatalogueLookup } from '../../../../shared/ipc/catalogue.ts'
import { classifyPasted } from '../../../../shared/net/pasted.ts'
import type { CompareKind } from '../../../../shared/views/compare-query.ts'
import { routeFromTarget } from '../../lib/route.ts'

/** One choice offered: the name the address takes, and what the user reads (a title, or the name itself). */
export interface Choice {
  name: string
  label: string
}

/** Most choices offered at once. */
export const MAX_CHOICES = 10

/**
 * The name a text gives at once, and whether it is sure: a link to a bridge or a profile, or `@name`, is; a bare
 * name may be either kind (shared/net/pasted.ts), so it is offered only when the catalogue cannot say.
 */
export function namedDirectly(text: string, kind: CompareKind): { name: string; sure: boolean } | null {
  const p = classifyPasted(text)
  if (p.kind === 'app-link' || p.kind === 'api-link' || p.kind === 'deep-link') {
    // The one reading of a link's target as a route (lib/route.ts).
    const route = routeFromTarget(p.target)
    if (kind === 'bridges' && route.name === 'bridge') return { name: route.slug, sure: true }
    if (kind === 'profiles' && route.name === 'profile') return { name: route.username, sure: true }
    return null
  }
  if (p.kind === 'slug') return kind === 'bridges' || !p.sure ? { name: p.slug, sure: p.sure } : null
  if (p.kind === 'username') return kind === 'profiles' || !p.sure ? { name: p.username, sure: p.sure } : null
  return null
}

/**
 * The choices for a text: the name it gives for sure (or any it gives, when the catalogue did not answer) first, then what the catalogue found (bridges by title,
 * usernames), then its close spellings; never `first` (already in the comparison), each name once.
 */
export function choicesFor(
  text: string,
  kind: CompareKind,
  first: string,
  found: CatalogueLookup | undefined,
): Choice[] {
  const direct = namedDirectly(text, kind)
  const all: Choice[] =
    direct === null || (!direct.sure && found !== undefined)
      ? []
      : [{ name: direct.name, label: direct.name }]
  if (found !== undefined) {
    if (kind === 'bridges')
      all.push(...found.bridges.map((b) => ({ name: b.slug, label: b.title || b.slug })))
    else all.push(...[...found.usernames, ...found.suggestions.usernames].map((u) => ({ name: u, label: u })))
  }
  const seen = new Set([first.toLowerCase()])
  return all
    .filter((c) => {
      const key = c.name.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, MAX_CHOICES)
}
