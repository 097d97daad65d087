/** Case- and accent-insensitive text folding and matching for `q` (assumptions row 7). */

const COMBINING_MARKS = /\p{M}+/gu

/** Folds text: NFKD, combining marks removed, lower-cased (folded twice so lower-casing cannot add marks back). */
export function fold(text: string): string {
  const once = text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase()
  return once.normalize('NFKD').replace(COMBINING_MARKS, '')
}

/** Splits a query into folded words; an empty array means "no filter". */
export function queryWords(q: string): string[] {
  const folded = fold(q.trim())
  return folded === '' ? [] : folded.split(/\s+/u).filter((w) => w !== '')
}

/** True when every word occurs in the folded haystack. */
export function matchesAll(haystack: string, words: readonly string[]): boolean {
  for (const word of words) {
    if (!haystack.includes(word)) return false
  }
  return true
}

/** Counts code points, stopping early once past `max` (a 1 MB `q` should not be walked twice). */
export function exceedsCodePoints(text: string, max: number): boolean {
  if (text.length <= max) return false
  let count = 0
  for (const _ of text) {
    count++
    if (count > max) return true
  }
  return false
}
