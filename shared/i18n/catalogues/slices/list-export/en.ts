/**
 * Export of the bridge list (renderer/src/features/bridges/export-panel.tsx): what it will cost first, where from,
 * its progress and what was saved. A request is one call to the service, counted against the key's rate limit; the
 * catalogue is the app's own copy of the whole list (docs/glossary.md).
 */
import type { SourceSlice } from '../../source-message.ts'

const BRIDGES = (n: string): string => `{${n}, plural, one {# bridge} other {# bridges}}`
const REQUESTS = (n: string): string => `{${n}, plural, one {# request} other {# requests}}`

export const listExport = {
  'list-export.open': {
    message: 'Export…',
    comment: 'Opens the question of how to save the list as a file.',
  },
  'list-export.checking-cost': {
    message: 'Checking the cost…',
    comment: 'The cost is how many requests to the service the export needs.',
  },
  'list-export.running': { message: `Exporting: ${BRIDGES('n')} so far` },
  'list-export.cancel': { message: 'Cancel export' },
  'list-export.paused': { message: 'Paused: go on, or stop here?' },
  'list-export.go-on': { message: 'Go on' },
  'list-export.stop-keep': { message: `Stop and keep ${BRIDGES('n')}` },
  'list-export.stop-discard': { message: 'Stop and discard' },
  'list-export.dismiss': { message: 'Dismiss', comment: 'Hides the export’s result.' },
  'list-export.cancelled': { message: `Export cancelled after ${BRIDGES('n')}; nothing was saved.` },
  'list-export.title': { message: 'Export matching bridges' },
  'list-export.confirm': { message: 'Export' },
  'list-export.only-catalogue': {
    message:
      'From the catalogue on this computer ({catalogue}): the service cannot list these bridges as shown.',
    comment: '{catalogue} says how complete and old the catalogue is (list-export.catalogue-*).',
  },
  'list-export.from': { message: 'Export from' },
  'list-export.from-catalogue': {
    message: 'The catalogue on this computer, at once and with no request ({catalogue})',
  },
  'list-export.from-service': { message: 'The service, as it lists them now' },
  'list-export.checking-what': { message: 'Checking what it costs…' },
  'list-export.save-as': { message: 'Save as' },
  'list-export.csv': {
    message: '{format} (spreadsheets)',
    comment: '{format} is the file format’s name, CSV, kept as it is.',
  },
  'list-export.json': { message: '{format} (programs)', comment: '{format} is JSON, kept as it is.' },
  'list-export.columns': { message: 'Columns' },
  'list-export.columns-shown': {
    message: 'The columns shown ({columns})',
    comment: '{columns} are the file’s column names, kept as the file writes them.',
  },
  'list-export.columns-every': {
    message: 'Every field (suggestion text and domain where a bridge was opened here)',
    comment: 'The suggestion text is the long text of a bridge; the domain its web site’s.',
  },
  'list-export.background': { message: 'Keep running in the background' },
  'list-export.background-note': {
    message:
      '(otherwise closing this {place, select, window {window} other {tab}} stops the export and saves nothing)',
    comment: '{place}: the app’s window, or the browser’s tab in the preview.',
  },
  'list-export.count-unknown': {
    message: 'The number of bridges is known once the service has listed them all.',
  },
  'list-export.count': { message: `Writes ${BRIDGES('n')}, in the order on screen.` },
  'list-export.needs-exact': { message: `This needs ${REQUESTS('requests')} for ${BRIDGES('n')}` },
  'list-export.needs-about': { message: `This needs about ${REQUESTS('requests')}` },
  'list-export.needs-at-most': {
    message: `This needs at most ${REQUESTS('requests')} (one per {per, number} matching bridges, so usually far fewer with a search or a category)`,
  },
  'list-export.budget': {
    message: '{needs}; {remaining, number} of {limit, number} are left in this minute.',
    comment: '{needs} is list-export.needs-*; the numbers count requests left of the key’s rate limit.',
  },
  'list-export.no-budget': { message: '{needs}.' },
  'list-export.will-pause': {
    message: 'It will pause for the rate limit and take about {duration}.',
    comment: 'The rate limit: how many requests the service allows per minute.',
  },
  'list-export.seconds': { message: '{n, plural, one {# second} other {# seconds}}' },
  'list-export.minutes': { message: '{n, plural, one {# minute} other {# minutes}}' },
  'list-export.catalogue-complete': {
    message: 'complete, updated {age}',
    comment: 'Says of the catalogue; {age} such as “3 minutes ago”, or list.recently.',
  },
  'list-export.catalogue-partial': { message: `not complete: ${BRIDGES('held')} read so far` },
  'list-export.catalogue-partial-of': {
    message:
      'not complete: {held, number} of about {total, plural, one {# bridge} other {# bridges}} read so far',
  },
  'list-export.catalogue-searched': { message: '{catalogue}; the search words are matched on this computer' },
  'list-export.saved-catalogue': {
    message: `Saved ${BRIDGES('n')} to {file} from the catalogue on this computer (no requests; the catalogue was {catalogue}).`,
    comment: '{file} is the file’s path; {catalogue} is list-export.catalogue-*.',
  },
  'list-export.saved': { message: `Saved ${BRIDGES('n')} to {file} (${REQUESTS('requests')}).` },
  'list-export.stopped-early': {
    message: `Stopped early: saved the first ${BRIDGES('n')} to {file} (${REQUESTS('requests')}); the service had more.`,
  },
  'list-export.written-once': {
    message: `The service sent ${BRIDGES('n')} again on a later page; each was written once.`,
  },
  'list-export.overrun': {
    message:
      'This list is longer than the service said: {rows, number} rows so far, estimate {expected, number}. The service may be sending pages without end.',
  },
} as const satisfies SourceSlice
