/**
 * Whether a bridge the catalogue found for some words was found in its suggestion text rather than its title. The
 * catalogue searches titles and the suggestion texts of the bridges opened on this computer, every word as a word
 * start, in its word forms (README.md, "The catalogue"): a row whose title holds every word was found by it, and a
 * row with an opened text whose title lacks one was found in that text. The word forms here are the first step of
 * the Porter stemmer (https://tartarus.org/martin/PorterStemmer/), enough for the forms people type ("libraries",
 * "library"); a rarer form makes a row read as found in its text. Pure, so it is unit-tested under Node.
 */

/** The words of a text as the catalogue's search sees them: letters and digits, lower case, accents removed. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
}

const VOWEL = /[aeiouy]/

/** A word's stem by the Porter stemmer's first step (plurals, -ed and -ing, a final y). */
function stem(word: string): string {
  let w = word
  if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (w.endsWith('ies')) w = w.slice(0, -2)
  else if (w.endsWith('s') && !w.endsWith('ss') && w.length > 3) w = w.slice(0, -1)
  for (const end of ['ing', 'ed']) {
    if (w.endsWith(end) && VOWEL.test(w.slice(0, -end.length))) {
      w = w.slice(0, -end.length)
      // "running" to "run", as Porter's step 1b undoubles a final consonant.
      if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1)
      break
    }
  }
  if (w.endsWith('y') && VOWEL.test(w.slice(0, -1))) w = `${w.slice(0, -1)}i`
  return w
}

/** True when every word of `q` starts a word of `title`, as typed or in its word form. */
export function titleHolds(q: string, title: string): boolean {
  const titleWords = wordsOf(title)
  const stems = titleWords.map(stem)
  return wordsOf(q).every((w) => {
    const s = stem(w)
    return titleWords.some((t) => t.startsWith(w)) || stems.some((t) => t.startsWith(s))
  })
}

/** True when a row found for `q` was found in its suggestion text, opened on this computer, not in its title. */
export function foundInOpenedText(q: string, row: { title: string; suggestion: string | null }): boolean {
  if (row.suggestion === null || wordsOf(q).length === 0) return false
  return !titleHolds(q, row.title)
}
