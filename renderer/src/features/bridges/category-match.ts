/**
 * Which offered categories a typed text names, forgiving typos by the catalogue's own rule (shared/text/typo.ts):
 * "transprt" offers Transport, "helth" Health, "env" Environment. Pure, so it is unit-tested under Node.
 */
import { allowedTypos, typoDistance } from '../../../../shared/text/typo.ts'

/** A category with its count where the catalogue has one. */
export interface CategoryOption {
  category: string
  count: number | undefined
}

/** How well `typed` names `category`: 0 the same, 1 its start, 2 inside it, 3 a typo of it or its start; null none. */
function rank(typed: string, category: string): number | null {
  const t = typed.trim().toLowerCase()
  const c = category.toLowerCase()
  if (t === '') return 1
  if (c === t) return 0
  if (c.startsWith(t)) return 1
  if (c.includes(t)) return 2
  const max = allowedTypos([...t].length)
  if (max === 0) return null
  if (typoDistance(t, c, max) <= max) return 3
  // A misspelt start ("trnsp"): the category's first letters, as many as typed.
  return [...t].length >= 4 && typoDistance(t, [...c].slice(0, [...t].length).join(''), 1) <= 1 ? 3 : null
}

/**
 * The options `typed` names, best first (the same, then starts, then contains, then typos), and by count within
 * each; every option when nothing is typed, most bridges first.
 */
export function matchCategories(typed: string, options: readonly CategoryOption[]): CategoryOption[] {
  const ranked: { o: CategoryOption; r: number }[] = []
  for (const o of options) {
    const r = rank(typed, o.category)
    if (r !== null) ranked.push({ o, r })
  }
  ranked.sort(
    (a, b) => a.r - b.r || (b.o.count ?? -1) - (a.o.count ?? -1) || a.o.category.localeCompare(b.o.category),
  )
  return ranked.map((x) => x.o)
}

/**
 * The category a committed text stands for: an offered one it names exactly (any case) or, failing that, the one
 * option it names as a typo when there is exactly one; else the text as typed (the service may hold a category
 * no answer has shown yet), '' for none.
 */
export function categoryFor(typed: string, options: readonly CategoryOption[]): string {
  const t = typed.trim()
  if (t === '') return ''
  const same = options.find((o) => o.category.toLowerCase() === t.toLowerCase())
  if (same) return same.category
  const near = matchCategories(t, options)
  return near.length === 1 && near[0] !== undefined ? near[0].category : t
}
