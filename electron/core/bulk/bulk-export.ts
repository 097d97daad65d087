/**
 * A bulk lookup as a file: every row of the list, in its order and with all its columns, then the answer's
 * columns. CSV and TSV go through the one writer of delimited text (shared/text/delimited.ts: RFC 4180 quoting
 * and the formula defence OWASP advises for cells a spreadsheet would run); JSON keeps every value as it was.
 */
import type { BulkAnswer } from '../../../shared/ipc/bulk.ts'
import { delimitedText } from '../../../shared/text/delimited.ts'

/** The answer's columns, after the list's own. */
export const ANSWER_COLUMNS = ['status', 'match', 'title', 'read_at', 'detail'] as const

/** The formats a bulk lookup is written in. */
export type BulkFileFormat = 'csv' | 'tsv' | 'json'

/** A list and its answers: `header` is the list's first row when it is one, else null. */
export interface AnsweredList {
  header: readonly string[] | null
  rows: readonly (readonly string[])[]
  answers: readonly (BulkAnswer | null)[]
  columns: number
}

const iso = (at: number): string => new Date(at).toISOString()

/** The answer's cells, in ANSWER_COLUMNS' order; a row never asked (a cancelled run) says `not_looked_up`. */
function answerCells(answer: BulkAnswer | null): string[] {
  if (answer === null) return ['not_looked_up', '', '', '', '']
  const status = answer.status.replaceAll('-', '_')
  switch (answer.status) {
    case 'found': {
      const t = answer.target
      return t.to === 'bridge'
        ? [status, t.slug, t.title, iso(answer.readAt), answer.from]
        : [status, `@${t.username}`, '', iso(answer.readAt), answer.from]
    }
    case 'did-you-mean': {
      const t = answer.suggestion
      return t.to === 'bridge'
        ? [status, t.slug, t.title, iso(answer.readAt), '']
        : [status, `@${t.username}`, '', iso(answer.readAt), '']
    }
    case 'ambiguous':
      return [
        status,
        answer.matches.map((m) => (m.to === 'bridge' ? m.slug : `@${m.username}`)).join(' '),
        '',
        iso(answer.readAt),
        `${answer.matches.length}`,
      ]
    case 'not-found':
      return [status, '', '', iso(answer.readAt), '']
    case 'refused':
    case 'failed':
      return [status, '', '', iso(answer.readAt), `${answer.error.code}: ${answer.error.message}`]
    case 'blank':
      return [status, '', '', '', '']
  }
}

/** The list's column names: its header's (a missing or repeated name made unique), or `column_1`, `column_2`, .... */
function columnNames(list: AnsweredList): string[] {
  const used = new Set<string>(ANSWER_COLUMNS)
  return Array.from({ length: list.columns }, (_, i) => {
    const base = list.header?.[i]?.trim() || `column_${i + 1}`
    let name = base
    for (let n = 2; used.has(name); n++) name = `${base}_${n}`
    used.add(name)
    return name
  })
}

/** The file's text. */
export function bulkFileText(list: AnsweredList, format: BulkFileFormat): string {
  const names = columnNames(list)
  const lines = list.rows.map((row, i) => [
    ...pad(row, list.columns),
    ...answerCells(list.answers[i] ?? null),
  ])
  if (format === 'json') {
    const keys = [...names, ...ANSWER_COLUMNS]
    const objects = lines.map((cells) => Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? ''])))
    return `${JSON.stringify(objects, null, 2)}\n`
  }
  // The list's own header row is kept as it was; a list without one gets the names above.
  const header = list.header === null ? names : pad(list.header, list.columns)
  return delimitedText([[...header, ...ANSWER_COLUMNS], ...lines], format)
}

function pad(row: readonly string[], columns: number): string[] {
  return Array.from({ length: columns }, (_, i) => row[i] ?? '')
}
