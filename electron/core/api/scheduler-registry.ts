/**
 * The pool of RateSchedulers of one explorer core: one per key and service, shared by every client created
 * for them, so concurrent callers (several windows, a bulk export) draw on one budget instead of each
 * assuming the whole limit. The pool, its clock and its lockouts belong to the core that created it.
 */
import type { SchedulerClock } from './clock.ts'
import { createLockouts, normalizeBaseUrl, type Lockouts } from './lockout.ts'
import { RateScheduler } from './rate-scheduler.ts'
import { createServiceGate, type ServiceGate } from './service-gate.ts'
import type { RateSeed } from './scheduler-types.ts'

/** Construction options of a scheduler pool. */
export interface SchedulerPoolOptions {
  /** The clock of every scheduler of the pool; default the system clock. */
  clock?: SchedulerClock
  /**
   * Whether a scheduler no client holds any more is kept for later clients (its budget, pause and key block
   * stay known). Default: never kept. The core keeps saved keys' and the demo key's, and drops the rest
   * (a key being verified for rotation, a key since removed).
   */
  keep?: (keyId: string, baseUrl: string) => boolean
  /** What an earlier run last knew of a key's window, given to each scheduler the pool makes (RateScheduler.seed). */
  seed?: (keyId: string, baseUrl: string) => RateSeed | null
}

/** Hands out one shared scheduler per key and service, counting the clients that hold it. */
export interface SchedulerPool {
  /** The scheduler of `keyId` on `baseUrl`; hand it back with `release` when the client is disposed. */
  acquire(keyId: string, baseUrl: string): RateScheduler
  /** One client no longer uses `scheduler`; the last one out drops it unless the pool keeps it. */
  release(scheduler: RateScheduler): void
  /** The lockouts every scheduler of the pool obeys. */
  readonly lockouts: Lockouts
  /** The one gate per service every scheduler of the pool obeys: holds and failing resources (service-gate.ts). */
  readonly service: ServiceGate
  /** Drops every scheduler that no client holds and the pool does not keep (e.g. of a key since removed). */
  prune(): void
  /** How many schedulers the pool holds (to check that it is pruned). */
  size(): number
  /** Disposes every scheduler; the pool is empty afterwards. */
  dispose(): void
}

/** An empty pool with its own lockouts. */
export function createSchedulerPool(opts: SchedulerPoolOptions = {}): SchedulerPool {
  const lockouts = createLockouts()
  const service = createServiceGate()
  const entries = new Map<string, { scheduler: RateScheduler; holders: number }>()
  const slot = (keyId: string, baseUrl: string): string => `${normalizeBaseUrl(baseUrl)}\n${keyId}`

  const kept = (s: RateScheduler): boolean => opts.keep?.(s.keyId, s.baseUrl) ?? false

  function drop(k: string): void {
    entries.get(k)?.scheduler.dispose()
    entries.delete(k)
  }

  return {
    lockouts,
    service,
    acquire(keyId, baseUrl) {
      const k = slot(keyId, baseUrl)
      let entry = entries.get(k)
      if (!entry) {
        const scheduler = new RateScheduler({
          keyId,
          baseUrl,
          lockouts,
          service,
          ...(opts.clock ? { clock: opts.clock } : {}),
        })
        const known = opts.seed?.(keyId, baseUrl)
        if (known) scheduler.seed(known)
        entries.set(k, (entry = { scheduler, holders: 0 }))
      }
      entry.holders++
      return entry.scheduler
    },
    release(scheduler) {
      const k = slot(scheduler.keyId, scheduler.baseUrl)
      const entry = entries.get(k)
      if (entry?.scheduler !== scheduler || entry.holders === 0) return
      entry.holders--
      if (entry.holders === 0 && !kept(scheduler)) drop(k)
    },
    prune() {
      for (const [k, entry] of [...entries]) if (entry.holders === 0 && !kept(entry.scheduler)) drop(k)
    },
    size: () => entries.size,
    dispose() {
      for (const k of [...entries.keys()]) drop(k)
    },
  }
}
