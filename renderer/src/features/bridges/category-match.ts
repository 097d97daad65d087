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

/** The parts of a category field's text, and whether its last names an offered category whole. */
function partsOf(text: string, offered: readonly string[]) {
  const parts = text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '')
  const named = (t: string): string | undefined => offered.find((o) => o.toLowerCase() === t.toLowerCase())
  const last = parts.at(-1)
  const typing = last !== undefined && named(last) === undefined && !text.trimEnd().endsWith(',')
  return { parts, named, typing }
}

/**
 * What the options are matched against: the part after the last comma while it is being typed (several may be
 * chosen), '' once it names a category whole or ends with a comma (every option is offered to add); with one
 * category only, the whole text.
 */
export function typedPart(text: string, several: boolean, offered: readonly string[]): string {
  if (!several) return text
  const { parts, typing } = partsOf(text, offered)
  return typing ? (parts.at(-1) ?? '') : ''
}

/**
 * The categories after `category` is picked from the options: with several, it joins those the text names before
 * the part being typed (which the pick replaces), or leaves them when it is there already; with one, it is the one.
 * Named parts read as the offered category (its own case), others as typed.
 */
export function pickCategory(
  text: string,
  category: string,
  several: boolean,
  offered: readonly string[],
): string[] {
  if (!several) return [category]
  const { parts, named, typing } = partsOf(text, offered)
  const before = typing ? parts.slice(0, -1) : parts
  const kept = [...new Set(before.map((p) => named(p) ?? p))]
  const same = (c: string): boolean => c.toLowerCase() === category.toLowerCase()
  return kept.some(same) ? kept.filter((c) => !same(c)) : [...kept, category]
}

/**
 * True when `text` names exactly the `chosen` categories whatever their case ("Technology" for "technology"): the
 * field shows the location's categories as the rows do, and such a text, settled, must not be applied back as a
 * new value. The categories offered may not hold the service's own spelling yet (the rows not come), and the
 * label would then replace it in the location.
 */
export function namesChosen(text: string, chosen: readonly string[], several: boolean): boolean {
  const parts = (several ? text.split(',') : [text])
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '')
  const asked = chosen.map((c) => c.toLowerCase())
  return parts.sort().join('\n') === asked.sort().join('\n')
}
