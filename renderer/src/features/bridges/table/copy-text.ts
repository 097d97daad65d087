/**
 * What "copy rows" puts on the clipboard: the selected rows as TSV (a spreadsheet pastes it into cells) or CSV,
 * the columns shown in their order, written by the export's own writer (shared/views/list-columns.ts). Pure.
 *
 * Its header row is the fields' names (`title`, `published_at`, `suggestor_username`), the same in every language:
 * they are names of data, not words of the app (docs/i18n.md keeps ids and keys as they are), and a pasted row
 * lines up with an exported file's header, which Export writes the same way whatever the app's language.
 */
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import { delimitedText, type DelimitedFormat } from '../../../../../shared/text/delimited.ts'
import {
  columnsCells,
  columnsHeader,
  listColumns,
  TABLE_COLUMNS,
  type TableColumn,
} from '../../../../../shared/views/list-columns.ts'

/** The columns of the table, in their own order (ids as the view codec stores them). */
export const COLUMN_IDS = TABLE_COLUMNS

/** One column's id. */
export type ColumnId = TableColumn

/** `rows` under a header line, with the `columns` shown (ids in the order shown), as TSV or CSV. */
export function rowsText(
  rows: readonly BridgeSummary[],
  columns: readonly string[],
  format: DelimitedFormat,
): string {
  const shown = listColumns(columns)
  return delimitedText([columnsHeader(shown), ...rows.map((b) => columnsCells(b, shown))], format)
}
