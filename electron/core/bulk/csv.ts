/** CSV encoding of bridge summaries: RFC 4180 quoting plus a defence against spreadsheet formula injection. */
import type { BridgeSummary } from '../../../shared/api/types.ts'

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

/** RFC 4180 record separator. */
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

/** Encodes one text cell: formula defence first, then quoting (the added `'` never needs quoting on its own). */
export function csvTextCell(text: string): string {
  return quoteCsvField(defuseFormula(text))
}

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
