/** The catalogue's status as the renderer sees it, made from what the store and the walk know at one moment. */
import type {
  CataloguePauseReason,
  CatalogueSharePercent,
  CatalogueState,
  CatalogueStatus,
  CatalogueWithheldReason,
} from '../../../shared/ipc/catalogue.ts'
import { backgroundCap } from '../api/background-budget.ts'
import type { Checkpoint } from './catalogue-store.ts'
import {
  estimateEta,
  pauseMessage,
  statusSaid,
  statusText,
  withheldMessage,
  type StatusFacts,
} from './catalogue-status.ts'

/** What the status is made of. */
export interface SnapshotInput {
  /** The current service's name, null with none. */
  service: string | null
  checkpoint: Checkpoint | null
  held: { live: number; gone: number }
  /** The key's limit per window, when known. */
  limit: number | null
  pause: CataloguePauseReason | null
  /** Set while the key in use may not read public data (catalogue-access.ts). */
  withheld: CatalogueWithheldReason | null
  /** True while a walk or top-up is under way. */
  walking: boolean
  /** Pages read and time spent since the walk of this target (re)started. */
  pace: { pages: number; ms: number } | null
  sharePercent: CatalogueSharePercent
  refreshIntervalMs: number
  bytesOnDisk: number
  recovered: CatalogueStatus['recovered']
  unavailable: string | null
  lastError: string | null
  /** The long wait for the rate limit the walk is in (catalogue-plan.ts). */
  rateWait: StatusFacts['rateWait']
  /** The service is not answering, as the app's own requests last found it (catalogue-status.ts). */
  serviceDown: boolean
  maxRows: number
  path: string
  now: number
}

function stateOf(i: SnapshotInput): CatalogueState {
  const cp = i.checkpoint
  if (cp === null || !cp.enabled) return 'off'
  if (i.pause !== null) return 'paused'
  if (i.walking && cp.startedAt !== null) return 'building'
  return cp.completedAt !== null ? 'complete' : 'idle'
}

/** The status of the current service's catalogue. */
export function snapshot(i: SnapshotInput): CatalogueStatus {
  const cp = i.checkpoint
  const state = stateOf(i)
  const estimatedTotal = cp?.estimatedTotal ?? null
  const etaMs =
    state === 'building' && !i.serviceDown
      ? estimateEta({
          rows: i.held.live,
          estimatedTotal,
          pagesDone: i.pace?.pages ?? 0,
          walkMs: i.pace?.ms ?? 0,
          // One page per request; the seed's window is a minute (section 8).
          requestsPerMinute: i.limit === null ? null : backgroundCap(i.limit, i.sharePercent / 100),
        })
      : null
  const completedAt = cp?.completedAt ?? null
  const facts = {
    state,
    pause: state === 'paused' ? i.pause : null,
    withheld: state === 'off' ? null : i.withheld,
    rows: i.held.live,
    gone: i.held.gone,
    estimatedTotal,
    etaMs,
    ageMs: completedAt === null ? null : Math.max(0, i.now - completedAt),
    lastError: i.lastError,
    rateWait: i.rateWait,
    serviceDown: i.serviceDown,
    maxRows: i.maxRows,
    path: i.path,
  }
  return {
    service: i.service,
    state,
    pause: facts.pause === null ? null : { reason: facts.pause, message: pauseMessage(facts.pause, facts) },
    rows: facts.rows,
    gone: facts.gone,
    estimatedTotal,
    complete: completedAt !== null,
    completedAt,
    ageMs: facts.ageMs,
    etaMs,
    sharePercent: i.sharePercent,
    refreshIntervalMs: i.refreshIntervalMs,
    bytesOnDisk: i.bytesOnDisk,
    lastError: i.lastError,
    withheld:
      facts.withheld === null ? null : { reason: facts.withheld, message: withheldMessage(facts.withheld) },
    recovered: i.recovered,
    unavailable: i.unavailable,
    text: statusText(facts),
    said: statusSaid(facts),
  }
}
