/**
 * Sentences for Export: the budget estimate and the outcome, in the words of `t` (docs/i18n.md); pure. A file's path
 * is isolated (isolate()): it keeps its own direction inside right-to-left text, drawn as <bdi> (export-panel.tsx).
 */
import type { BulkEstimate, CatalogueExportLabel, ExportResult } from '../../../../shared/ipc/export.ts'
import { isolate, type Translate } from '../../../../shared/i18n/translate.ts'
import { relativeTime } from '../../lib/format.ts'
import { recordedAsOf } from '../../lib/clock.ts'
import { sentences } from './catalogue-words.ts'

function duration(seconds: number, t: Translate): string {
  if (seconds < 60) return t('list-export.seconds', { n: Math.max(1, Math.round(seconds)) })
  return t('list-export.minutes', { n: Math.round(seconds / 60) })
}

/**
 * "This needs 1 request for 31 bridges; 45 of 60 are left in this minute." When the list has loaded every match
 * (`matching`), the count is exact; otherwise, with filters, it is an upper bound and says so.
 */
export function estimateSentence(e: BulkEstimate, matching: number | null, t: Translate): string {
  // Rows per request, as the estimate was made (every published bridge over its upper bound of pages).
  const perRequest = e.upperBound > 0 ? Math.max(1, Math.ceil(e.total / e.upperBound)) : 100
  const exact = matching === null ? null : Math.max(1, Math.ceil(matching / perRequest))
  const needs =
    matching !== null && exact !== null
      ? t('list-export.needs-exact', { requests: exact, n: matching })
      : e.requests !== null
        ? t('list-export.needs-about', { requests: e.requests })
        : t('list-export.needs-at-most', { requests: e.upperBound, per: perRequest })
  const budget =
    e.remaining !== null && e.limit !== null
      ? t('list-export.budget', { needs, remaining: e.remaining, limit: e.limit })
      : t('list-export.no-budget', { needs })
  const fits = exact !== null && e.remaining !== null ? exact <= e.remaining : e.fitsInCurrentWindow
  return fits
    ? budget
    : sentences(budget, t('list-export.will-pause', { duration: duration(e.estimatedSeconds, t) }), t)
}

/** How complete and how old the catalogue was: "complete, updated 3 minutes ago" or "1,400 of about 2,000 bridges read so far". */
export function catalogueLabelWords(l: CatalogueExportLabel, now: number, t: Translate): string {
  if (l.complete && l.completedAt !== null)
    return t('list-export.catalogue-complete', {
      age: relativeTime(recordedAsOf(l.completedAt, now), now) ?? t('list.recently'),
    })
  return l.estimatedTotal === null
    ? t('list-export.catalogue-partial', { held: l.held })
    : t('list-export.catalogue-partial-of', { held: l.held, total: l.estimatedTotal })
}

/** "Saved 2,000 bridges to /home/me/bridges.csv (20 requests).", or "Stopped early: saved the first …". */
export function savedSentence(r: ExportResult, now: number, t: Translate): string {
  const file = isolate(r.file)
  if (r.catalogue) {
    return t('list-export.saved-catalogue', {
      n: r.rows,
      file,
      catalogue: catalogueLabelWords(r.catalogue, now, t),
    })
  }
  const saved = r.stoppedEarly
    ? t('list-export.stopped-early', { n: r.rows, file, requests: r.pages })
    : t('list-export.saved', { n: r.rows, file, requests: r.pages })
  return r.duplicatesSkipped > 0
    ? sentences(saved, t('list-export.written-once', { n: r.duplicatesSkipped }), t)
    : saved
}

/** "This list is longer than the service said: 700 rows so far, estimate 250." */
export function overrunSentence(rows: number, expectedRows: number, t: Translate): string {
  return t('list-export.overrun', { rows, expected: expectedRows })
}
