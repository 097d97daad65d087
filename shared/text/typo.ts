/** Typo distance for "did you mean": the optimal string alignment distance (edits plus swaps of neighbours). */

/**
 * Edits (insert, delete, replace, swap of two neighbours) that turn `a` into `b`, compared case-insensitively;
 * returns `max + 1` as soon as the distance must exceed `max`, so a scan over many names stays cheap.
 */
export function typoDistance(a: string, b: string, max = 2): number {
  const s = [...a.toLowerCase()]
  const t = [...b.toLowerCase()]
  if (Math.abs(s.length - t.length) > max) return max + 1
  let prev2: number[] = []
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j)
  for (let i = 1; i <= s.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
    prev2 = prev
    prev = row
  }
  return Math.min(prev[t.length] ?? max + 1, max + 1)
}

/** The most typos a word of `length` characters may have and still be suggested: none under 3, one under 6. */
export function allowedTypos(length: number): number {
  return length < 3 ? 0 : length < 6 ? 1 : 2
}

/**
 * The candidates closest to `word` (never `word` itself), nearest first and then by weight (e.g. how many rows
 * hold them), at most `limit`.
 */
export function closest(
  word: string,
  candidates: Iterable<{ text: string; weight: number }>,
  limit = 5,
): string[] {
  const max = allowedTypos([...word].length)
  if (max === 0) return []
  const found: { text: string; d: number; weight: number }[] = []
  const lower = word.toLowerCase()
  for (const c of candidates) {
    if (c.text.toLowerCase() === lower) continue
    const d = typoDistance(word, c.text, max)
    if (d <= max) found.push({ text: c.text, d, weight: c.weight })
  }
  found.sort((x, y) => x.d - y.d || y.weight - x.weight || x.text.localeCompare(y.text))
  return found.slice(0, limit).map((f) => f.text)
}
