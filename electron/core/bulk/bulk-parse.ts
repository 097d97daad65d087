/**
 * Reads a pasted or dropped list: RFC 4180 CSV (quoted commas, quotes and newlines), tab-separated text and the
 * `;` or `|` separated text spreadsheet programs write in some regions, with or without a byte order mark, through
 * a maintained parser (papaparse) rather than one of our own. What is refused is refused in words with the limit
 * it passed (shared/ipc/bulk.ts): too big, too many rows, a line no person wrote, binary data, broken quotes.
 */
import Papa from 'papaparse'
import {
  BULK_MAX_BYTES,
  BULK_MAX_LINE_CHARS,
  BULK_MAX_ROWS,
  type BulkInputProblem,
} from '../../../shared/ipc/bulk.ts'

/** A list as read: every row with every cell (short rows padded with empty cells to `columns`). */
export interface BulkTable {
  delimiter: string
  rows: string[][]
  columns: number
}

/** The outcome of reading a list. */
export type ParsedList = { ok: true; table: BulkTable } | { ok: false; problem: BulkInputProblem }

const BOM = '\uFEFF'
// Control characters no list of names holds (tab, CR and LF are a list's own), and the character a decoder puts
// for bytes that are no UTF-8: a few are a typo, many are a file of another kind.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\uFFFD]/g
const BINARY_SHARE = 0.01
const SNIFF_CHARS = 65_536

/** True when the text looks like a file of another kind: a NUL, or more than 1 % of odd characters near its start. */
function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true
  const head = text.slice(0, SNIFF_CHARS)
  return (head.match(NOT_TEXT)?.length ?? 0) > head.length * BINARY_SHARE
}

/** The 1-based number of the first line longer than the limit, or null. Quoted newlines count as line ends here. */
function longLine(text: string): number | null {
  let start = 0
  for (let line = 1; start <= text.length; line++) {
    const end = text.indexOf('\n', start)
    const stop = end === -1 ? text.length : end
    if (stop - start > BULK_MAX_LINE_CHARS) return line
    if (end === -1) return null
    start = end + 1
  }
  return null
}

/** Separators tried, in the order a tie goes to: a tab (cells may hold commas), then what spreadsheets write. */
const SEPARATORS = ['\t', ';', ',', '|'] as const
/** Lines a separator is judged on. */
const SNIFF_LINES = 20

/**
 * The list's separator: the one that splits the first lines into the same number of cells, the most of them. Papaparse
 * guesses too, but a line end after the last row or a comma inside a tab-separated cell mislead its guess.
 */
function separatorOf(text: string): string {
  let best = { separator: ',', cells: 1, even: false }
  for (const separator of SEPARATORS) {
    const rows = Papa.parse<string[]>(text, {
      delimiter: separator,
      preview: SNIFF_LINES,
      skipEmptyLines: 'greedy',
    }).data
    const counts = rows.map((r) => r.length)
    const cells = Math.max(0, ...counts)
    const even = counts.every((c) => c === cells)
    if (cells > 1 && ((even && !best.even) || (even === best.even && cells > best.cells)))
      best = { separator, cells, even }
  }
  return best.separator
}

/** Reads a list; never throws (the text is untrusted). */
export function parseList(input: string): ParsedList {
  if (Buffer.byteLength(input, 'utf8') > BULK_MAX_BYTES)
    return { ok: false, problem: { code: 'too-big', limit: BULK_MAX_BYTES } }
  const text = input.startsWith(BOM) ? input.slice(1) : input
  if (looksBinary(text)) return { ok: false, problem: { code: 'binary' } }
  const long = longLine(text)
  if (long !== null)
    return { ok: false, problem: { code: 'line-too-long', limit: BULK_MAX_LINE_CHARS, line: long } }
  if (text.trim() === '') return { ok: false, problem: { code: 'empty' } }
  // A header and one row past the limit are enough to know the list is too long: the rest is not read.
  const parsed = Papa.parse<string[]>(text, {
    delimiter: separatorOf(text),
    header: false,
    skipEmptyLines: false,
    preview: BULK_MAX_ROWS + 3,
  })
  // An unclosed quote swallows the rest of the list into one cell; a stray quote inside a cell is read as text.
  const open = parsed.errors.find((e) => e.code === 'MissingQuotes')
  if (open) return { ok: false, problem: { code: 'bad-quotes', row: (open.row ?? 0) + 1 } }
  const rows = parsed.data
  // The line end after the last row is no row of its own.
  while (rows.length > 0 && rows[rows.length - 1]?.every((c) => c === '') === true) rows.pop()
  if (rows.length === 0) return { ok: false, problem: { code: 'empty' } }
  if (rows.length > BULK_MAX_ROWS + 1)
    return { ok: false, problem: { code: 'too-many-rows', limit: BULK_MAX_ROWS } }
  const columns = Math.max(...rows.map((r) => r.length))
  for (const r of rows) while (r.length < columns) r.push('')
  return { ok: true, table: { delimiter: parsed.meta.delimiter, rows, columns } }
}
