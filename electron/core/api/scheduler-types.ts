/**
 * The words a RateScheduler (rate-scheduler.ts) is used with: how it is built, the permit it hands out, what an
 * answer told it, and what an earlier run knew of a key's window.
 */
import type { RateHeaders } from '../../../shared/api/response-headers.ts'
import type { SchedulerClock } from './clock.ts'
import type { Lockouts } from './lockout.ts'
import type { ServiceGate } from './service-gate.ts'
import type { EnterOptions } from './wait-line.ts'

/** Construction options of a RateScheduler. */
export interface RateSchedulerOptions {
  keyId: string
  baseUrl: string
  clock?: SchedulerClock
  /** The lockouts shared with the other schedulers of the same pool; default a set of its own. */
  lockouts?: Lockouts
  /** The service holds and failing resources shared with the pool (service-gate.ts); default a gate of its own. */
  service?: ServiceGate
  /** Extra wait after a reset, covering clock jitter between us and the server; default 250. */
  marginMs?: number
  /** Requests allowed while the budget is unknown; default 1. */
  probeConcurrency?: number
}

/** The right to send one request; hand it back with `complete`. */
export interface Permit {
  readonly probe: boolean
  /** Local time the request was let go: the earliest the server can have seen it. */
  readonly issuedAt: number
  /** The last window this scheduler considered over when it let the request go (null: none yet). */
  readonly closedSec: number | null
}

/**
 * The three lines of a scheduler, served in this order: the user's clicks, work the user started and left running
 * (a bulk lookup), and work the user did not ask for (the background share only).
 */
export type CallLine = 'user' | 'started' | 'background'

/** Options of `acquire`; a wait longer than `maxWaitMs` rejects at once (wait_too_long / locked_out). */
export interface AcquireOptions extends EnterOptions {
  /** The line to wait in; when set it wins over `background`. Default: the scope (`runStarted`, ...), else the user's. */
  line?: CallLine
  /**
   * Work the user did not ask for: it starts only while no user request waits and while the window's used share
   * stays below the background share. Default: true inside `runInBackground`, else false.
   */
  background?: boolean
}

/** What one response told us; `rate` is null when it carried no rate headers (or never arrived). */
export interface Observation {
  rate: RateHeaders | null
  dateHeader: string | null
  receivedAt: number
}

/** A key's window as an earlier run last knew it: its limit, what was left, and its reset (local epoch ms). */
export interface RateSeed {
  limit: number
  remaining: number
  resetAt: number
}
