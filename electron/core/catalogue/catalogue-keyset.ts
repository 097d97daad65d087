/**
 * Positions in the catalogue's list orders for a keyset walk (an export: catalogue-queries.ts, listedAfter): each
 * order's first column, the rows past a position (sort key, row `k`) in that order, and the positions it reads.
 */
import type { CatalogueSort } from '../../../shared/ipc/catalogue.ts'

/** The column each order sorts by first (the row `k` breaks ties). */
export const KEY_COLUMN: Record<CatalogueSort, string> = {
  newest: 'k',
  passes: 'passes',
  score: 'score',
  title: 'title',
}

/** Past a position (sort key, row) in each ORDER: the rows after it, as the ORDER lists them. */
export const KEYSET: Record<CatalogueSort, { sql: string; args: (at: Position) => (string | number)[] }> = {
  newest: { sql: 'b.k < ?', args: (at) => [at.k] },
  passes: { sql: '(b.passes < ? OR (b.passes = ? AND b.k < ?))', args: (at) => [at.key, at.key, at.k] },
  score: { sql: '(b.score < ? OR (b.score = ? AND b.k < ?))', args: (at) => [at.key, at.key, at.k] },
  title: {
    sql: '(b.title > ? COLLATE NOCASE OR (b.title = ? COLLATE NOCASE AND b.k > ?))',
    args: (at) => [at.key, at.key, at.k],
  },
}

/** A place in an order: the sort key of a row and the row. */
export type Position = { key: string | number; k: number }

/**
 * A position `listedAfter` wrote (`[key, k]`), or a bare row number (what the newest-first reader wrote before);
 * null for anything else, which reads from the first row (the export drops a row it already wrote by its id).
 */
export function positionOf(sort: CatalogueSort, after: string | null): Position | null {
  if (after === null) return null
  let raw: unknown
  try {
    raw = JSON.parse(after)
  } catch {
    return null
  }
  if (typeof raw === 'number' && Number.isSafeInteger(raw))
    return sort === 'newest' ? { key: raw, k: raw } : null
  if (!Array.isArray(raw) || raw.length !== 2 || !Number.isSafeInteger(raw[1])) return null
  const [key, k] = raw as [unknown, number]
  const fits = sort === 'title' ? typeof key === 'string' : typeof key === 'number' && Number.isFinite(key)
  return fits ? { key: key as string | number, k } : null
}
