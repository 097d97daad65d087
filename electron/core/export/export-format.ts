/** How an export file is laid out, piece by piece, so rows can be streamed to disk a page at a time. */
import type { BridgeSummary } from '../../../shared/api/types.ts'
import type { ListColumn, ListRow } from '../../../shared/views/list-columns.ts'
import { bridgeCsvLine, csvHeaderLine, UTF8_BOM } from './csv.ts'

/** The file formats of an export. */
export type ExportFormat = 'csv' | 'json'

/** The three pieces of a streamed file: what comes before the rows, one row, and what closes the file. */
export interface RowLayout {
  prologue(): string
  /** `index` is the 0-based position of the row in the whole file, so a JSON separator can be placed. */
  row(b: ListRow, index: number): string
  epilogue(rowCount: number): string
}

const csvLayout = (columns: readonly ListColumn[] | undefined): RowLayout => ({
  prologue: () => UTF8_BOM + csvHeaderLine(columns),
  row: (b) => bridgeCsvLine(b, columns),
  epilogue: () => '',
})

// One array of the summaries exactly as the API sent them, one element per line, so the file is valid JSON
// at the end without ever holding the whole array in memory.
const jsonLayout: RowLayout = {
  prologue: () => '[',
  row: (b, index) => (index === 0 ? '\n' : ',\n') + JSON.stringify(apiShape(b)),
  epilogue: (rowCount) => (rowCount === 0 ? ']\n' : '\n]\n'),
}

/** The summary as the API sends it: what only a detail has (suggestion, domain) is for the CSV's columns. */
function apiShape(b: ListRow): BridgeSummary {
  if (!('suggestion' in b) && !('domain' in b)) return b
  const { suggestion: _s, domain: _d, ...summary } = b
  return summary
}

/**
 * The layout of a format; a CSV file has `columns` (every field when absent), a JSON file always has the summaries
 * as the API sends them (programs read it: csv.ts's words, such as "Health", are for people).
 */
export function layoutOf(format: ExportFormat, columns?: readonly ListColumn[]): RowLayout {
  return format === 'csv' ? csvLayout(columns) : jsonLayout
}
