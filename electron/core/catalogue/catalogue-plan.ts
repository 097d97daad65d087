/**
 * The catalogue's decisions, apart from the loop that acts on them (catalogue.ts): what one step does for a
 * service (a full walk, a top-up, or a wait until one is due), and what a failure of the walk means (a pause until
 * the user acts, a wait and retry, or a damaged file to set aside). Plain data in, plain data out.
 */
import { ApiError } from '../api/index.ts'
import { isCorruption } from '../sqlite/sqlite-file.ts'
import { CatalogueDiskFullError, type Checkpoint } from './catalogue-store.ts'

/** What the step knows besides the checkpoint. */
export interface StepFacts {
  now: number
  refreshMs: number
  topUpIntervalMs: number
  /** Paused, or the key in use is known to be refused: nothing is asked until something changes. */
  held: boolean
  /** The key in use has not been answered yet and this run has read nothing: ask for the newest page now. */
  probe: boolean
}

/** One step: sleep (ms, or null until woken), or walk (a full walk, else a top-up). */
export type StepPlan = { kind: 'sleep'; ms: number | null } | { kind: 'walk'; full: boolean }

/** The step due for a service with checkpoint `cp`. */
export function planStep(cp: Checkpoint, f: StepFacts): StepPlan {
  // A key known to be refused is not asked again: the status says why, and a key change wakes the walk.
  if (!cp.enabled || f.held) return { kind: 'sleep', ms: null }
  const fullDue = cp.startedAt !== null || cp.completedAt === null || f.now - cp.completedAt >= f.refreshMs
  // A key not answered yet is asked for the newest page at once: its answer settles whether the catalogue may
  // answer for it (catalogue-access.ts), and a top-up is wanted for a new key anyway.
  const topUpDue =
    f.probe ||
    cp.toppedUpAt === null ||
    f.now - Math.max(cp.toppedUpAt, cp.completedAt ?? 0) >= f.topUpIntervalMs
  if (fullDue || topUpDue) return { kind: 'walk', full: fullDue }
  const nextTopUp = Math.max(cp.toppedUpAt ?? 0, cp.completedAt ?? 0) + f.topUpIntervalMs
  const nextFull = (cp.completedAt ?? 0) + f.refreshMs
  return { kind: 'sleep', ms: Math.min(nextTopUp, nextFull) - f.now }
}

/** What a failure of the walk means. */
export type FailureMeaning =
  /** The session's client went away (a target it has left): wait for the next sync() rather than ask again. */
  | { kind: 'cancelled' }
  /** The service refused the key (401) or its scope (403): pause until the key is replaced or checked again. */
  | { kind: 'key'; reason: 'key_refused' | 'key_scope'; error: ApiError }
  /** The disk is full (`full`), or the system refused the write: wait, then retry; what is held stays. */
  | { kind: 'disk_full'; full: boolean }
  /** The key could not be read from the system keychain (the client never sent the request): wait, then retry. */
  | { kind: 'keychain' }
  /** The file is damaged: set it aside and begin a new one. */
  | { kind: 'corrupt' }
  /**
   * A wait of `waitMs` for the rate limit, longer than the app waits in one go: asked for by an answer (`status`,
   * a 429 or 503 with Retry-After), or, with `status` null, the key's scheduler chose not to wait for the next
   * rate window and nothing was sent. Either way the walk goes on when the wait is over, not "soon".
   */
  | { kind: 'rate_wait'; status: number | null; waitMs: number }
  /** Anything else: say it, and try again after `waitMs` (longer when the service said when). */
  | { kind: 'retry'; message: string; waitMs: number }

/** The meaning of `error`, thrown by a step of the walk at `now`. */
export function meaningOf(error: unknown, now: number, retryMs: number): FailureMeaning {
  if (error instanceof ApiError && error.kind === 'cancelled') return { kind: 'cancelled' }
  if (error instanceof ApiError && error.kind === 'key_unreadable') return { kind: 'keychain' }
  if (error instanceof ApiError && (error.kind === 'key_blocked' || error.status === 401))
    return { kind: 'key', reason: 'key_refused', error }
  if (error instanceof ApiError && error.status === 403) return { kind: 'key', reason: 'key_scope', error }
  if (error instanceof CatalogueDiskFullError) return { kind: 'disk_full', full: error.full }
  // Never "the last request failed, trying again soon": with no status nothing was sent at all.
  if (error instanceof ApiError && error.kind === 'wait_too_long') {
    const waitMs = Math.max(0, (error.retryAt ?? now) - now)
    return { kind: 'rate_wait', status: error.status, waitMs: Math.max(retryMs, waitMs) }
  }
  if (isCorruption(error)) return { kind: 'corrupt' }
  const waitMs =
    error instanceof ApiError && error.retryAt !== undefined
      ? Math.max(retryMs, error.retryAt - now)
      : retryMs
  return { kind: 'retry', message: error instanceof Error ? error.message : String(error), waitMs }
}
