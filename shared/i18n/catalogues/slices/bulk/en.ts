/** Bulk lookup (renderer/src/features/bulk): a pasted or dropped list looked up row by row. */
import type { SourceSlice } from '../../source-message.ts'

export const bulk = {
  'bulk.nav': {
    message: 'Bulk lookup',
    comment: 'The section and page that look up a whole list of names or links at once.',
  },
  'bulk.intro': {
    message:
      'Paste a list or drop a file (CSV, TSV, or separated by semicolons) of up to {rows, number} rows. The catalogue answers first; only what it lacks is asked of the service.',
  },
  'bulk.paste-label': { message: 'List to look up' },
  'bulk.paste-hint': {
    message:
      'Paste rows here, or drop a file on this box. Each row may hold a username, a bridge’s name, id or title, or a link.',
  },
  'bulk.file-label': { message: 'Or choose a file' },
  'bulk.read': { message: 'Read the list', comment: 'Button: reads the pasted text as a list of rows.' },
  'bulk.reading': { message: 'Reading the list…' },
  'bulk.problem.too-big': { message: 'The list is larger than {limit}. Split it into smaller lists.' },
  'bulk.problem.too-many-rows': {
    message:
      'The list has more than {limit, number} rows. Split it into lists of {limit, number} rows or fewer.',
  },
  'bulk.problem.line-too-long': {
    message: 'Line {line, number} is longer than {limit, number} characters, so this is not a list of names.',
  },
  'bulk.problem.binary': {
    message: 'This is not text. Choose a CSV or TSV file, or paste the rows.',
  },
  'bulk.problem.empty': { message: 'The list is empty.' },
  'bulk.problem.bad-quotes': {
    message: 'A quotation mark opened in row {row, number} is never closed.',
  },
  'bulk.read-summary': {
    message:
      '{rows, plural, one {# row} other {# rows}} of {columns, plural, one {# column} other {# columns}}',
  },
  'bulk.column-label': { message: 'Column to look up' },
  'bulk.column-option': {
    message: 'Column {n, number}: {name}',
    comment: '{name} is the first cell of that column in the list (its header, or its first value).',
  },
  'bulk.header': { message: 'The first row is a header' },
  'bulk.estimate': {
    message:
      '{catalogue, plural, one {# row answered} other {# rows answered}} from the catalogue now, {service, plural, one {# name needs} other {# names need}} the service: about {time} at your key’s rate.',
  },
  'bulk.estimate-catalogue-only': {
    message:
      '{catalogue, plural, one {# row answered} other {# rows answered}} from the catalogue now; the service is not asked.',
  },
  'bulk.seconds': { message: '{seconds, plural, one {# s} other {# s}}', comment: 'A duration in seconds.' },
  'bulk.minutes': {
    message: '{minutes, plural, one {# min} other {# min}} {seconds, plural, one {# s} other {# s}}',
    comment: 'A duration in minutes and seconds, as in “1 min 30 s”.',
  },
  'bulk.start': { message: 'Start' },
  'bulk.pause': { message: 'Pause' },
  'bulk.resume': { message: 'Resume' },
  'bulk.cancel': { message: 'Cancel' },
  'bulk.progress': {
    message:
      '{answered, number} of {rows, plural, one {# row} other {# rows}} answered; {left, plural, =0 {nothing left for the service} one {# name left for the service} other {# names left for the service}}.',
  },
  'bulk.time-left': { message: 'About {time} left.' },
  'bulk.paused': { message: 'Paused.' },
  'bulk.done': { message: 'Done.' },
  'bulk.cancelled': { message: 'Cancelled. Rows not yet answered stay unanswered.' },
  'bulk.results': {
    message: 'Answers',
    comment: 'Heading of the table of answers, one per row of the list.',
  },
  'bulk.col.row': { message: 'Row' },
  'bulk.col.input': { message: 'Looked up' },
  'bulk.col.answer': { message: 'Answer' },
  'bulk.col.match': {
    message: 'Match',
    comment: 'Column: the bridge or profile the row names (a link), or the one suggested.',
  },
  'bulk.col.read': { message: 'Read', comment: 'Column: when the answer was read from the service.' },
  'bulk.status.found': {
    message: '{from, select, catalogue {Found in the catalogue} other {Found by the service}}',
  },
  'bulk.status.did-you-mean': { message: 'Did you mean' },
  'bulk.status.ambiguous': {
    message: '{n, plural, one {# match} other {# matches}}',
    comment: 'Several bridges match the row: their links follow.',
  },
  'bulk.status.not-found': { message: 'Not found' },
  'bulk.status.refused': {
    message: 'Refused: {why}',
    comment: '{why} is the reason, in the words Keys uses.',
  },
  'bulk.status.failed': { message: 'Failed: {why}' },
  'bulk.status.blank': { message: 'Blank', comment: 'The row has nothing in the chosen column.' },
  'bulk.status.waiting': { message: 'Waiting' },
  'bulk.rows-shown': { message: 'Rows {from, number}–{to, number} of {total, number}' },
  'bulk.previous': { message: 'Previous rows' },
  'bulk.next': { message: 'Next rows' },
  'bulk.export': { message: 'Export as {format}', comment: '{format} is CSV, TSV or JSON.' },
  'bulk.palette.hint': { message: 'Look up a pasted list or a CSV file' },
  'bulk.palette.words': {
    message: 'bulk, csv, tsv, many, spreadsheet',
    comment: 'Words a person may type in the command palette to find this page, separated by commas.',
  },
} as const satisfies SourceSlice
