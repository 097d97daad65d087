/** A lookup waits here until its page has loaded: only lookups that found something go into "Recent". */
import type { RecentLookup } from './recent-lookups.ts'

let pending: RecentLookup | null = null

/** The lookup just sent, to be recorded once its page shows what it found. */
export function lookupSent(entry: RecentLookup): void {
  pending = entry
}

/** The pending lookup for `href` (once), when the page at `href` has loaded; null otherwise. */
export function takeFoundLookup(href: string): RecentLookup | null {
  if (pending === null || pending.href.toLowerCase() !== href.toLowerCase()) return null
  const found = pending
  pending = null
  return found
}
