/** The catalogue's status in words: what the status line and the settings say. */
import { said, type Said } from '../../../shared/i18n/said.ts'
import { msg } from '../../../shared/i18n/translate.ts'
import { DAY_MS } from '../../../shared/time/durations.ts'
import { MAX_RESET_AHEAD_MS } from '../api/documented-limit.ts'
import type {
  CataloguePauseReason,
  CatalogueState,
  CatalogueWithheldReason,
} from '../../../shared/ipc/catalogue.ts'
import { inEnglish } from '../words/english-words.ts'

/** What the sentence is made of. */
export interface StatusFacts {
  state: CatalogueState
  pause: CataloguePauseReason | null
  /** Set while the key in use may not read public data (catalogue-access.ts). */
  withheld: CatalogueWithheldReason | null
  rows: number
  gone: number
  estimatedTotal: number | null
  etaMs: number | null
  /** How long ago the last full walk ended; null when none has. */
  ageMs: number | null
  lastError: string | null
  /**
   * A wait for the rate limit longer than the walk waits in one go: `status` null, the app chose not to make it and
   * sent nothing (never said as a failed request); else the answer that asked for it. The walk goes on after it.
   */
  rateWait: { ms: number; status: number | null } | null
  /**
   * The service is not answering, as the app's own requests last found it (the health the top bar shows,
   * session/service-health.ts): no time left is promised then, only what is held and how old it is.
   */
  serviceDown: boolean
  /** The row bound, for the bound_reached message. */
  maxRows: number
  /** The file, for the disk_full message. */
  path: string
}

// The status is said by code (shared/i18n/said.ts; docs/i18n.md, "Main's own sentences"): the renderer words it
// in the language in force. The same sentences in English are the status's `text`, for logs and tests.

const YEAR_DAYS = 365.25
const MONTH_DAYS = YEAR_DAYS / 12

/**
 * A duration as people say it: "less than a minute", "about 2 min", "about 3 h", "about 2 days", "about 2 months",
 * "about 30 years" (a reset decades away is said in years, README "Rate limits").
 */
function durationSaid(ms: number): Said {
  const min = Math.round(ms / 60_000)
  if (min < 1) return said(msg('catalogue-status.less-than-minute'))
  if (min < 90) return said(msg('catalogue-status.about-min'), { n: min })
  const h = Math.round(ms / 3_600_000)
  if (h < 36) return said(msg('catalogue-status.about-h'), { n: h })
  const days = ms / DAY_MS
  if (days < 60) return said(msg('catalogue-status.about-days'), { n: Math.round(days) })
  if (days < 1.5 * YEAR_DAYS)
    return said(msg('catalogue-status.about-months'), { n: Math.round(days / MONTH_DAYS) })
  return said(msg('catalogue-status.about-years'), { n: Math.round(days / YEAR_DAYS) })
}

/** durationSaid in English. */
export function aboutDuration(ms: number): string {
  return inEnglish(durationSaid(ms))
}

/** What a pause means and what ends it. */
function pauseSaid(reason: CataloguePauseReason, f: Pick<StatusFacts, 'maxRows' | 'path'>): Said {
  const path = { ltr: f.path }
  switch (reason) {
    case 'key_refused':
      return said(msg('catalogue-status.pause-key-refused'))
    case 'key_scope':
      return said(msg('catalogue-status.pause-key-scope'), { code: { ltr: '403 insufficient_scope' } })
    case 'key_unreadable':
      // Not a guess at why (locked, not answering, without the key): the Keys page's check says which.
      return said(msg('catalogue-status.pause-key-unreadable'))
    case 'disk_full':
      return said(msg('catalogue-status.pause-disk-full'), { path })
    case 'write_refused':
      return said(msg('catalogue-status.pause-write-refused'), { path })
    case 'bound_reached':
      return said(msg('catalogue-status.pause-bound-reached'), { maxRows: f.maxRows })
  }
}

/** pauseSaid in English. */
export function pauseMessage(reason: CataloguePauseReason, f: Pick<StatusFacts, 'maxRows' | 'path'>): string {
  return inEnglish(pauseSaid(reason, f))
}

/** Why the catalogue shows nothing for the key in use, and what brings it back. */
function withheldSaid(reason: CatalogueWithheldReason): Said {
  return reason === 'key_scope'
    ? said(msg('catalogue-status.withheld-key-scope'), { scope: { ltr: 'read:public' } })
    : said(msg('catalogue-status.withheld-key-refused'))
}

/** withheldSaid in English. */
export function withheldMessage(reason: CatalogueWithheldReason): string {
  return inEnglish(withheldSaid(reason))
}

/** A long wait for the rate limit: who chose it, what was sent, and when the walk goes on. */
function rateWaitSaid(w: NonNullable<StatusFacts['rateWait']>): Said {
  const duration = durationSaid(w.ms)
  // A reset further ahead than any window (far-reset.ts): the app sends nothing by itself until the user asks.
  if (w.status === null && w.ms > MAX_RESET_AHEAD_MS)
    return said(msg('catalogue-status.wait-far-reset'), { duration })
  if (w.status === null) return said(msg('catalogue-status.wait-chosen'), { duration })
  return said(msg('catalogue-status.wait-asked'), { duration, status: String(w.status) })
}

/** How old what is held is: the last complete walk's age, else that no walk has completed yet. */
function heldAge(f: Pick<StatusFacts, 'ageMs'>): Said {
  return f.ageMs === null
    ? said(msg('catalogue-status.held-so-far'))
    : said(msg('catalogue-status.held-age'), { duration: durationSaid(f.ageMs) })
}

/** The status sentence by code, e.g. "Catalogue: 1,400 of about 2,000 bridges, complete in about 2 min". */
export function statusSaid(f: StatusFacts): Said {
  const gone = f.gone > 0 ? said(msg('catalogue-status.gone'), { gone: f.gone }) : ''
  const count = said(msg('catalogue-status.rows'), { rows: f.rows })
  // Its own walk refused: the pause says what ends it; refused anywhere else: the key in use is named.
  if (f.withheld !== null && f.state === 'paused' && f.pause !== null)
    return said(msg('catalogue-status.paused-withheld'), { rows: f.rows, why: pauseSaid(f.pause, f) })
  if (f.withheld !== null && f.state !== 'off')
    return said(msg('catalogue-status.withheld'), { why: withheldSaid(f.withheld) })
  switch (f.state) {
    case 'off':
      return said(msg('catalogue-status.off'))
    case 'paused': {
      const why = f.pause ? pauseSaid(f.pause, f) : said(msg('catalogue-status.paused-waiting'))
      return said(msg('catalogue-status.paused'), { rows: f.rows, why })
    }
    case 'complete':
      return f.ageMs === null
        ? said(msg('catalogue-status.complete'), { count, gone })
        : said(msg('catalogue-status.complete-age'), { count, gone, duration: durationSaid(f.ageMs) })
    case 'building': {
      const of =
        f.estimatedTotal !== null && f.estimatedTotal >= f.rows
          ? said(msg('catalogue-status.rows-of'), { rows: f.rows, total: f.estimatedTotal })
          : count
      if (f.serviceDown)
        return said(msg('catalogue-status.service-down'), { count: of, gone, held: heldAge(f) })
      return f.etaMs === null
        ? said(msg('catalogue-status.building'), { count: of })
        : said(msg('catalogue-status.building-eta'), { count: of, duration: durationSaid(f.etaMs) })
    }
    case 'idle':
      if (f.serviceDown) return said(msg('catalogue-status.service-down'), { count, gone, held: heldAge(f) })
      if (f.rateWait !== null)
        return said(msg('catalogue-status.rate-wait'), { count, why: rateWaitSaid(f.rateWait) })
      return f.lastError === null
        ? said(msg('catalogue-status.waiting'), { count })
        : said(msg('catalogue-status.failed'), { count, error: f.lastError })
  }
}

/** statusSaid in English. */
export function statusText(f: StatusFacts): string {
  return inEnglish(statusSaid(f))
}

/**
 * Time left for the pages still to read: from the pace measured so far in this walk, else from the background's
 * requests per window (one page per request).
 */
export function estimateEta(o: {
  rows: number
  estimatedTotal: number | null
  pagesDone: number
  walkMs: number
  requestsPerMinute: number | null
}): number | null {
  if (o.estimatedTotal === null) return null
  const pagesLeft = Math.max(0, Math.ceil((o.estimatedTotal - o.rows) / 100))
  if (pagesLeft === 0) return 0
  if (o.pagesDone >= 3 && o.walkMs > 0) return (pagesLeft * o.walkMs) / o.pagesDone
  if (o.requestsPerMinute !== null && o.requestsPerMinute > 0)
    return (pagesLeft / o.requestsPerMinute) * 60_000
  return null
}
