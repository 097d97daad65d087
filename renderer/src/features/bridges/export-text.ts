/** Plain-language sentences for "Load all matching": the budget estimate and the outcome; pure. */
import type { BulkEstimate, ExportResult } from '../../../../shared/ipc/dto.ts'
import { formatNumber, plural } from '../../lib/format.ts'

function duration(seconds: number): string {
  if (seconds < 60) return plural(Math.max(1, Math.round(seconds)), 'second', 'seconds')
  return plural(Math.round(seconds / 60), 'minute', 'minutes')
}

/** "This needs about 20 requests; 45 of 60 are left in this minute." and, when it will wait, for how long. */
export function estimateSentence(e: BulkEstimate): string {
  const count =
    e.requests !== null
      ? `This needs about ${plural(e.requests, 'request', 'requests')}`
      : `This needs at most ${plural(e.upperBound, 'request', 'requests')}`
  const budget =
    e.remaining !== null && e.limit !== null
      ? `; ${formatNumber(e.remaining) ?? e.remaining} of ${formatNumber(e.limit) ?? e.limit} are left in this minute.`
      : '.'
  const wait = e.fitsInCurrentWindow
    ? ''
    : ` It will pause for the rate limit and take about ${duration(e.estimatedSeconds)}.`
  return `${count}${budget}${wait}`
}

/** "Saved 2,000 bridges to /home/me/bridges.csv." */
export function savedSentence(r: ExportResult): string {
  return `Saved ${plural(r.rows, 'bridge', 'bridges')} to ${r.file}.`
}

/** "1,250 bridges so far" while an export runs. */
export function progressSentence(rows: number): string {
  return `${plural(rows, 'bridge', 'bridges')} so far`
}
