/** Plain-language sentences for Export: the budget estimate and the outcome; pure. */
import type { BulkEstimate, CatalogueExportLabel, ExportResult } from '../../../../shared/ipc/export.ts'
import { formatNumber, plural, relativeTime } from '../../lib/format.ts'
import { recordedAsOf } from '../../lib/clock.ts'

function duration(seconds: number): string {
  if (seconds < 60) return plural(Math.max(1, Math.round(seconds)), 'second', 'seconds')
  return plural(Math.round(seconds / 60), 'minute', 'minutes')
}

/**
 * "This needs 1 request for 31 bridges; 45 of 60 are left in this minute." When the list has loaded every match
 * (`matching`), the count is exact; otherwise, with filters, it is an upper bound and says so.
 */
export function estimateSentence(e: BulkEstimate, matching: number | null = null): string {
  // Rows per request, as the estimate was made (every published bridge over its upper bound of pages).
  const perRequest = e.upperBound > 0 ? Math.max(1, Math.ceil(e.total / e.upperBound)) : 100
  const exact = matching === null ? null : Math.max(1, Math.ceil(matching / perRequest))
  const count =
    matching !== null && exact !== null
      ? `This needs ${plural(exact, 'request', 'requests')} for ${plural(matching, 'bridge', 'bridges')}`
      : e.requests !== null
        ? `This needs about ${plural(e.requests, 'request', 'requests')}`
        : `This needs at most ${plural(e.upperBound, 'request', 'requests')} (one per ${formatNumber(perRequest) ?? perRequest} matching bridges, so usually far fewer with a search or a category)`
  const budget =
    e.remaining !== null && e.limit !== null
      ? `; ${formatNumber(e.remaining) ?? e.remaining} of ${formatNumber(e.limit) ?? e.limit} are left in this minute.`
      : '.'
  const fits = exact !== null && e.remaining !== null ? exact <= e.remaining : e.fitsInCurrentWindow
  const wait = fits ? '' : ` It will pause for the rate limit and take about ${duration(e.estimatedSeconds)}.`
  return `${count}${budget}${wait}`
}

/** How complete and how old the catalogue was: "complete, updated 3 minutes ago" or "1,400 of about 2,000 bridges read so far". */
export function catalogueLabelWords(l: CatalogueExportLabel, now: number): string {
  if (l.complete && l.completedAt !== null)
    return `complete, updated ${relativeTime(recordedAsOf(l.completedAt, now), now) ?? 'recently'}`
  const of =
    l.estimatedTotal === null ? '' : ` of about ${formatNumber(l.estimatedTotal) ?? l.estimatedTotal}`
  return `not complete: ${formatNumber(l.held) ?? l.held}${of} bridges read so far`
}

/** "Saved 2,000 bridges to /home/me/bridges.csv (20 requests).", or "Stopped early: saved the first …". */
export function savedSentence(r: ExportResult, now: number): string {
  if (r.catalogue) {
    return `Saved ${plural(r.rows, 'bridge', 'bridges')} to ${r.file} from the catalogue on this computer (no requests; the catalogue was ${catalogueLabelWords(r.catalogue, now)}).`
  }
  const requests = plural(r.pages, 'request', 'requests')
  const saved = r.stoppedEarly
    ? `Stopped early: saved the first ${plural(r.rows, 'bridge', 'bridges')} to ${r.file} (${requests}); the service had more.`
    : `Saved ${plural(r.rows, 'bridge', 'bridges')} to ${r.file} (${requests}).`
  return r.duplicatesSkipped > 0
    ? `${saved} The service sent ${plural(r.duplicatesSkipped, 'bridge', 'bridges')} again on a later page; each was written once.`
    : saved
}

/** "This list is longer than the service said: 700 rows so far, estimate 250." */
export function overrunSentence(rows: number, expectedRows: number): string {
  return `This list is longer than the service said: ${formatNumber(rows) ?? rows} rows so far, estimate ${formatNumber(expectedRows) ?? expectedRows}. The service may be sending pages without end.`
}

/** "1,250 bridges so far" while an export runs. */
export function progressSentence(rows: number): string {
  return `${plural(rows, 'bridge', 'bridges')} so far`
}
