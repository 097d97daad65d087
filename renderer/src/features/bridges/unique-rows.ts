/** Joins loaded pages into rows, each bridge once: a service may repeat an id on the next page. */

/** The rows in first-seen order, and how many repeats were left out. */
export function uniqueRows<T extends { id: string }>(
  pages: readonly (readonly T[])[],
): { rows: T[]; repeats: number } {
  const seen = new Set<string>()
  const rows: T[] = []
  let repeats = 0
  for (const page of pages) {
    for (const row of page) {
      if (seen.has(row.id)) repeats++
      else {
        seen.add(row.id)
        rows.push(row)
      }
    }
  }
  return { rows, repeats }
}
