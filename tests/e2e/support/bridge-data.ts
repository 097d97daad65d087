// The list rules of docs/api-assumptions.md (rows 2, 7, 8), computed from the service's own records, so specs
// can say what the app should show without asking the app.
import type { BridgeRecord } from '../../../electron/service/index.ts'

/** Row 2: published_at descending, ties by id descending. */
export function newestFirst(records: readonly BridgeRecord[]): BridgeRecord[] {
  return [...records].sort((a, b) =>
    a.published_at === b.published_at
      ? b.id.localeCompare(a.id)
      : b.published_at.localeCompare(a.published_at),
  )
}

/** Row 7's folding: NFKD, combining marks removed, lower-cased. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Row 7: every word of `q` occurs in the title or the suggestion. */
export function matchesQuery(record: BridgeRecord, q: string): boolean {
  const words = fold(q)
    .split(/\s+/)
    .filter((w) => w !== '')
  const title = fold(record.title)
  const suggestion = fold(record.suggestion)
  return words.every((w) => title.includes(w) || suggestion.includes(w))
}

/** The records matching q and category (row 8: case-insensitive exact), newest first. */
export function matching(records: readonly BridgeRecord[], q: string, category = ''): BridgeRecord[] {
  return newestFirst(
    records.filter(
      (r) => (q === '' || matchesQuery(r, q)) && (category === '' || r.category === category.toLowerCase()),
    ),
  )
}

/**
 * A word of some title that matches between `min` and `max` records (of `category`, when given), for searches
 * with a known small result.
 */
export function wordWithMatches(
  all: readonly BridgeRecord[],
  min: number,
  max: number,
  category = '',
): string {
  const records = category === '' ? all : all.filter((r) => r.category === category)
  const seen = new Set<string>()
  for (const r of newestFirst(records)) {
    for (const word of r.title.split(/\s+/)) {
      const w = fold(word).replace(/[^\p{L}\p{N}]/gu, '')
      if (w.length < 5 || seen.has(w)) continue
      seen.add(w)
      const n = records.filter((x) => matchesQuery(x, w)).length
      if (n >= min && n <= max) return w
    }
  }
  throw new Error(`no title word matches between ${min} and ${max} bridges`)
}
