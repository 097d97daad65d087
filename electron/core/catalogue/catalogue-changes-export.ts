/**
 * The catalogue between two dates as a file: one line per bridge, its old and new value of each field that
 * changed. CSV goes through the one writer of delimited text (shared/text/delimited.ts: RFC 4180 quoting and the
 * formula defence OWASP advises), JSON keeps every value as it was.
 */
import type { ChangedBridge } from '../../../shared/ipc/changes.ts'
import { delimitedText, type DelimitedCell } from '../../../shared/text/delimited.ts'
import { FIELDS } from './catalogue-changes.ts'

/** The file's columns, in order. */
export const CHANGE_COLUMNS = [
  'change',
  'category',
  'id',
  'slug',
  'title',
  'recorded_at',
  ...FIELDS.flatMap((f) => [`${f}_old`, `${f}_new`]),
] as const

const iso = (at: number): string => new Date(at).toISOString()

/** The file's name: the two dates it covers (UTC days). */
export function changesFileName(from: number, to: number, format: 'csv' | 'json'): string {
  return `catalogue-changes-${iso(from).slice(0, 10)}-to-${iso(to).slice(0, 10)}.${format}`
}

/** The rows as the text of a file of `format`, with the range they cover. */
export function changesFileText(
  rows: readonly ChangedBridge[],
  range: { from: number; to: number },
  format: 'csv' | 'json',
): string {
  if (format === 'json')
    return `${JSON.stringify({ from: iso(range.from), to: iso(range.to), bridges: rows }, null, 2)}\n`
  const lines: DelimitedCell[][] = rows.map((r) => [
    r.kind,
    r.category,
    r.id,
    r.slug ?? '',
    r.title,
    iso(r.at),
    ...FIELDS.flatMap((f) => {
      const change = r.fields.find((c) => c.field === f)
      return change ? [change.old, change.new] : ['', '']
    }),
  ])
  return delimitedText([[...CHANGE_COLUMNS], ...lines], 'csv')
}
