/** The list of recent lookups: newest first, no duplicates, at most 10; pure, unit-tested under Node. */

/** One remembered lookup: what was typed (trimmed) and the app location it led to. */
export interface RecentLookup {
  label: string
  href: string
}

/** How many recent lookups are kept. */
export const MAX_RECENT_LOOKUPS = 10

/** The list with `entry` moved (or added) to the front, trimmed to the maximum. */
export function withRecentLookup(list: readonly RecentLookup[], entry: RecentLookup): RecentLookup[] {
  // Usernames and slugs match case-insensitively: li_berg and @Li_Berg are one entry.
  const rest = list.filter((e) => e.href.toLowerCase() !== entry.href.toLowerCase())
  return [entry, ...rest].slice(0, MAX_RECENT_LOOKUPS)
}

/** Keeps only well-formed entries from persisted data, which may have been edited or be from an older version. */
export function sanitizeRecentLookups(x: unknown): RecentLookup[] {
  if (!Array.isArray(x)) return []
  const out: RecentLookup[] = []
  for (const e of x as unknown[]) {
    if (typeof e !== 'object' || e === null) continue
    const { label, href } = e as { label?: unknown; href?: unknown }
    if (typeof label === 'string' && typeof href === 'string' && href.startsWith('#/')) {
      out.push({ label: label.slice(0, 200), href: href.slice(0, 500) })
    }
  }
  return out.slice(0, MAX_RECENT_LOOKUPS)
}
