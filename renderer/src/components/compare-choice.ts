/**
 * Which of a list of links can be compared (a bridge's page or a profile's), and the comparison two chosen ones
 * make: the compare page takes two of one kind (shared/views/compare-query.ts). Pure, unit-tested under Node.
 */
import type { CompareKind } from '../../../shared/views/compare-query.ts'
import { hrefFor, parseLocation, type Route } from '../lib/route.ts'

/** A link the user may choose for a comparison: what it reads, its kind and name, and its address (its key). */
export interface Comparable {
  label: string
  href: string
  kind: CompareKind
  name: string
}

/** The links that lead to a bridge or a profile, each address once, in the order given. */
export function comparables(items: readonly { label: string; href: string }[]): Comparable[] {
  const seen = new Set<string>()
  return items.flatMap((item) => {
    const route = parseLocation(item.href)
    const named =
      route.name === 'bridge'
        ? { kind: 'bridges' as const, name: route.slug }
        : route.name === 'profile'
          ? { kind: 'profiles' as const, name: route.username }
          : null
    if (named === null) return []
    const href = hrefFor(route)
    if (seen.has(href)) return []
    seen.add(href)
    return [{ label: item.label, href, ...named }]
  })
}

/** The comparison of exactly two chosen links of one kind; null for any other choice. */
export function comparisonOf(chosen: readonly Comparable[]): Route | null {
  const [a, b, more] = chosen
  if (a === undefined || b === undefined || more !== undefined || a.kind !== b.kind) return null
  return { name: 'compare', read: { ok: true, query: { kind: a.kind, names: [a.name, b.name] } } }
}
