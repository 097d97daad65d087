/** Joins loaded pages into rows, each bridge once: a service may repeat an id on the next page. */

/**
 * The rows in first-seen order, and how many were left out because an earlier page had them (`repeats`, what
 * "sent again on a later page" reports); an id twice on one page is shown once too, but is not such a repeat.
 */
export function uniqueRows<T extends { id: string }>(
  pages: readonly (readonly T[])[],
): { rows: T[]; repeats: number } {
  const firstPage = new Map<string, number>()
  const rows: T[] = []
  let repeats = 0
  pages.forEach((page, index) => {
    for (const row of page) {
      const first = firstPage.get(row.id)
      if (first === undefined) {
        firstPage.set(row.id, index)
        rows.push(row)
      } else if (first < index) repeats++
    }
  })
  return { rows, repeats }
}
