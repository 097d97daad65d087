/** CSV encoding of bridge summaries; the quoting and the formula defence are shared/text/delimited.ts. */
import type { BridgeSummary } from '../../../shared/api/types.ts'
import { CSV_EOL, csvTextCell } from '../../../shared/text/delimited.ts'

/** Column order of the export; `suggestor` is flattened into two columns. */
export const BRIDGE_CSV_COLUMNS = [
  'id',
  'slug',
  'title',
  'category',
  'published_at',
  'passes',
  'score',
  'suggestor_username',
  'suggestor_verified',
] as const

/**
 * Excel only reads a CSV file as UTF-8 when it starts with a byte order mark; without it emoji and RTL titles
 * turn into mojibake. Other tools (Python's csv with `utf-8-sig`, LibreOffice, pandas) accept it.
 */
export const UTF8_BOM = '\uFEFF'

/** The header line, with its line ending. */
export function csvHeaderLine(): string {
  return BRIDGE_CSV_COLUMNS.join(',') + CSV_EOL
}

/** One bridge as a CSV line, with its line ending. Numbers and booleans are written as JSON writes them. */
export function bridgeCsvLine(b: BridgeSummary): string {
  const cells = [
    csvTextCell(b.id),
    csvTextCell(b.slug),
    csvTextCell(b.title),
    csvTextCell(b.category),
    csvTextCell(b.published_at),
    String(b.passes),
    String(b.score),
    csvTextCell(b.suggestor.username),
    b.suggestor.verified ? 'true' : 'false',
  ]
  return cells.join(',') + CSV_EOL
}
