/**
 * CSV encoding of bridge summaries: the list's column writer (shared/views/list-columns.ts, the same as "Copy as
 * CSV"), with the quoting and the formula defence of shared/text/delimited.ts.
 */
import { CSV_EOL, delimitedText } from '../../../shared/text/delimited.ts'
import {
  columnsCells,
  columnsHeader,
  EVERY_COLUMN,
  type ListColumn,
  type ListRow,
} from '../../../shared/views/list-columns.ts'

/**
 * Excel only reads a CSV file as UTF-8 when it starts with a byte order mark; without it emoji and RTL titles
 * turn into mojibake. Other tools (Python's csv with `utf-8-sig`, LibreOffice, pandas) accept it.
 */
export const UTF8_BOM = '\uFEFF'

/** The header line of `columns` (every field by default), with its line ending. */
export function csvHeaderLine(columns: readonly ListColumn[] = EVERY_COLUMN): string {
  return columnsHeader(columns).join(',') + CSV_EOL
}

/** One bridge as a CSV line in `columns`, with its line ending. Numbers and booleans are written as JSON writes them. */
export function bridgeCsvLine(b: ListRow, columns: readonly ListColumn[] = EVERY_COLUMN): string {
  return delimitedText([columnsCells(b, columns)], 'csv')
}
