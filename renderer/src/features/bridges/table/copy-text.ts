/**
 * What "copy rows" puts on the clipboard: the selected rows as TSV (a spreadsheet pastes it into cells) or CSV,
 * the columns shown in their order, with the export's column names and quoting. Pure.
 */
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import {
  delimitedText,
  type DelimitedCell,
  type DelimitedFormat,
} from '../../../../../shared/text/delimited.ts'

/** The columns of the table, in their own order (ids as the view codec stores them). */
export const COLUMN_IDS = [
  'title',
  'category',
  'published_at',
  'passes',
  'score',
  'suggestor',
  'slug',
  'id',
] as const

/** One column's id. */
export type ColumnId = (typeof COLUMN_IDS)[number]

// The export's column names (electron/core/bulk/csv.ts), so pasted rows and an exported file line up.
const COPY_CELLS: Record<ColumnId, { header: string[]; cells: (b: BridgeSummary) => DelimitedCell[] }> = {
  title: { header: ['title'], cells: (b) => [b.title] },
  category: { header: ['category'], cells: (b) => [b.category] },
  published_at: { header: ['published_at'], cells: (b) => [b.published_at] },
  passes: { header: ['passes'], cells: (b) => [b.passes] },
  score: { header: ['score'], cells: (b) => [b.score] },
  suggestor: {
    header: ['suggestor_username', 'suggestor_verified'],
    cells: (b) => [b.suggestor.username, b.suggestor.verified],
  },
  slug: { header: ['slug'], cells: (b) => [b.slug] },
  id: { header: ['id'], cells: (b) => [b.id] },
}

const isColumn = (id: string): id is ColumnId => (COLUMN_IDS as readonly string[]).includes(id)

/** `rows` under a header line, with the `columns` shown (ids in the order shown), as TSV or CSV. */
export function rowsText(
  rows: readonly BridgeSummary[],
  columns: readonly string[],
  format: DelimitedFormat,
): string {
  const shown = columns.filter(isColumn)
  const header = shown.flatMap((id) => COPY_CELLS[id].header)
  return delimitedText([header, ...rows.map((b) => shown.flatMap((id) => COPY_CELLS[id].cells(b)))], format)
}
