/**
 * Main's first guess of how to read a list, which the user can change: whether its first row is a header, and
 * which column holds what to look up (the one whose cells most look like ids, links and names, read by the one
 * parser of pasted text, shared/net/pasted.ts).
 */
import { classifyPasted } from '../../../shared/net/pasted.ts'
import type { BulkTable } from './bulk-parse.ts'

/** Rows looked at for the guess. */
const SAMPLE_ROWS = 50

/** How much a cell looks like something to look up: an id or a link most, a bare name less, words not at all. */
function score(cell: string): number {
  const p = classifyPasted(cell)
  if (p.kind === 'text') return 0
  if (p.kind === 'slug' || (p.kind === 'username' && !p.sure)) return 1
  // Worth several bare names: a ticket number (`T-1`) reads as a slug too, a link or an id is surely a name.
  return 3
}

/** The guess: a list of several columns starts with a header (spreadsheets write one); the best-scored column. */
export function guessColumn(table: BulkTable): { header: boolean; column: number } {
  const header = table.columns > 1 && table.rows.length > 1
  const sample = table.rows.slice(header ? 1 : 0, SAMPLE_ROWS + 1)
  let best = { column: 0, score: -1 }
  for (let column = 0; column < table.columns; column++) {
    const total = sample.reduce((sum, row) => sum + score(row[column] ?? ''), 0)
    if (total > best.score) best = { column, score: total }
  }
  return { header, column: best.column }
}
