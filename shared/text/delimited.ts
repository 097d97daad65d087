/**
 * Delimited text for spreadsheets: RFC 4180 quoting, the same quoting for tab-separated text (what Excel,
 * LibreOffice and Google Sheets read from the clipboard), and a defence against spreadsheet formula injection.
 * One rule for the export file (electron/core/export) and for "copy rows" in the renderer.
 */

/** RFC 4180 record separator; also what spreadsheets put between copied rows. */
export const CSV_EOL = '\r\n'

// Cells starting with these are evaluated as formulas by Excel, LibreOffice and Google Sheets.
// https://owasp.org/www-community/attacks/CSV_Injection
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Neutralises a text cell a spreadsheet would run as a formula by prefixing `'` (OWASP CSV injection advice).
 * This changes the text a CSV parser reads back; the JSON export keeps values untouched for that reason.
 */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** Quotes one field per RFC 4180: fields with a comma, quote, CR or LF are quoted and inner quotes doubled. */
export function quoteCsvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Encodes one CSV text cell: formula defence first, then quoting (the added `'` never needs quoting on its own). */
export function csvTextCell(text: string): string {
  return quoteCsvField(defuseFormula(text))
}

/** Encodes one tab-separated text cell: the CSV rule with the tab as the separator that forces quotes. */
export function tsvTextCell(text: string): string {
  const safe = defuseFormula(text)
  return /["\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** A cell of a table to write: text is defused and quoted, numbers and booleans are written as JSON writes them. */
export type DelimitedCell = string | number | boolean

/** The two delimited formats. */
export type DelimitedFormat = 'csv' | 'tsv'

/** Rows (the header first, if any) as CSV or TSV text, each line ended by CRLF. */
export function delimitedText(rows: readonly (readonly DelimitedCell[])[], format: DelimitedFormat): string {
  const cell = format === 'csv' ? csvTextCell : tsvTextCell
  const separator = format === 'csv' ? ',' : '\t'
  return rows
    .map((row) => row.map((c) => (typeof c === 'string' ? cell(c) : String(c))).join(separator) + CSV_EOL)
    .join('')
}
