/** The catalogue's status in words: what the status line and the settings say. */
import { formatNumber } from '../../../shared/i18n/format.ts'
import type {
  CataloguePauseReason,
  CatalogueState,
  CatalogueWithheldReason,
} from '../../../shared/ipc/catalogue.ts'

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

const count = (n: number): string => formatNumber(n) ?? String(n)

/** A duration as people say it: "less than a minute", "about 2 min", "about 3 h", "about 2 days". */
export function aboutDuration(ms: number): string {
  const min = Math.round(ms / 60_000)
  if (min < 1) return 'less than a minute'
  if (min < 90) return `about ${min} min`
  const h = Math.round(ms / 3_600_000)
  if (h < 36) return `about ${h} h`
  return `about ${Math.round(ms / 86_400_000)} days`
}

/** What a pause means and what ends it. */
export function pauseMessage(reason: CataloguePauseReason, f: Pick<StatusFacts, 'maxRows' | 'path'>): string {
  switch (reason) {
    case 'key_refused':
      return 'the key was refused (401). It goes on when the key is replaced or checked again.'
    case 'key_scope':
      return 'the key may not read the bridge list (403 insufficient_scope). It goes on when the key is replaced or checked again.'
    case 'key_unreadable':
      // Not a guess at why (locked, not answering, without the key): the Keys page's check says which.
      return 'the key in use could not be read from the system keychain, so nothing was sent. It goes on within a minute once the keychain gives the key; Keys says why.'
    case 'disk_full':
      return `the disk is full (${f.path}). It goes on within a minute once space is freed.`
    case 'write_refused':
      return `the system refused to write its file (${f.path}: the disk may be failing, or the file may have reached a size limit). What it holds is kept; it tries again within a minute.`
    case 'bound_reached':
      return `it holds its bound of ${count(f.maxRows)} bridges, and the service lists more. Browsing still works on the service itself.`
  }
}

/** Why the catalogue shows nothing for the key in use, and what brings it back. */
export function withheldMessage(reason: CatalogueWithheldReason): string {
  return reason === 'key_scope'
    ? 'the key in use may not read public data (it lacks the read:public scope), so the copy of the list on this computer is not shown. It is shown again once a key that may read it is in use.'
    : 'the service refused the key in use, so the copy of the list on this computer is not shown. It is shown again once a working key is in use.'
}

/** A long wait for the rate limit: who chose it, what was sent, and when the walk goes on. */
function rateWaitWords(w: NonNullable<StatusFacts['rateWait']>): string {
  if (w.status === null)
    return `the app chose not to wait ${aboutDuration(w.ms)} for the next rate window, so nothing was sent. It goes on when that window opens.`
  return `the service asked it to wait ${aboutDuration(w.ms)} for its rate limit (${w.status}). It goes on when that wait is over.`
}

/** What the walk does while the service is not answering: it promises no time, since none is known. */
const SERVICE_DOWN = 'Waiting for the service, which is not answering.'

/** How old what is held is: the last complete walk's age, else that no walk has completed yet. */
function heldAge(f: Pick<StatusFacts, 'ageMs'>): string {
  return f.ageMs === null ? ' so far' : `, last completed ${aboutDuration(f.ageMs)} ago`
}

/** The status sentence, e.g. "Catalogue: 1,400 of about 2,000 bridges, complete in about 2 min". */
export function statusText(f: StatusFacts): string {
  const gone = f.gone > 0 ? ` (${count(f.gone)} no longer listed)` : ''
  // Its own walk refused: the pause says what ends it; refused anywhere else: the key in use is named.
  if (f.withheld !== null && f.state === 'paused' && f.pause !== null)
    return `Catalogue paused at ${count(f.rows)} bridges: ${pauseMessage(f.pause, f)} Until then the copy of the list on this computer is not shown.`
  if (f.withheld !== null && f.state !== 'off') return `Catalogue not shown: ${withheldMessage(f.withheld)}`
  switch (f.state) {
    case 'off':
      return 'Catalogue: off.'
    case 'paused':
      return `Catalogue paused at ${count(f.rows)} bridges: ${f.pause ? pauseMessage(f.pause, f) : 'waiting.'}`
    case 'complete':
      return `Catalogue: ${count(f.rows)} bridges${gone}, complete${f.ageMs === null ? '' : `, updated ${aboutDuration(f.ageMs)} ago`}.`
    case 'building': {
      const of =
        f.estimatedTotal !== null && f.estimatedTotal >= f.rows ? ` of about ${count(f.estimatedTotal)}` : ''
      if (f.serviceDown)
        return `Catalogue: ${count(f.rows)}${of} bridges${gone}${heldAge(f)}. ${SERVICE_DOWN}`
      const eta = f.etaMs === null ? '' : `, complete in ${aboutDuration(f.etaMs)}`
      return `Catalogue: ${count(f.rows)}${of} bridges${eta}`
    }
    case 'idle':
      if (f.serviceDown) return `Catalogue: ${count(f.rows)} bridges${gone}${heldAge(f)}. ${SERVICE_DOWN}`
      if (f.rateWait !== null) return `Catalogue: ${count(f.rows)} bridges; ${rateWaitWords(f.rateWait)}`
      return f.lastError === null
        ? `Catalogue: ${count(f.rows)} bridges, waiting to go on.`
        : `Catalogue: ${count(f.rows)} bridges; the last request failed (${f.lastError}), trying again soon.`
  }
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
