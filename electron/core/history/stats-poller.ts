import type { HistoryStats, HistoryStore } from './history-types.ts'

/** Five minutes: a `/stats` reading costs one request of a 60-per-minute budget shared with browsing. */
export const DEFAULT_POLL_INTERVAL_MS = 300_000

/** The timer the poller schedules with; injectable so tests drive ticks by hand. */
export type PollTimer = {
  set(callback: () => void, ms: number): unknown
  clear(handle: unknown): void
}

/** Options of createStatsPoller. */
export type StatsPollerOptions = {
  readonly intervalMs?: number
  readonly fetchStats: () => Promise<HistoryStats>
  /** asked before every poll: false when the rate budget is needed for something the user is doing */
  readonly canSpend: () => boolean
  readonly store: Pick<HistoryStore, 'addStatsSnapshot'>
  readonly serviceUrl: string
  readonly onError: (error: unknown) => void
  readonly timer?: PollTimer
}

/** A background `/stats` recorder. */
export type StatsPoller = {
  /** polls at once, then every intervalMs after the previous poll finished; a second start does nothing */
  start(): void
  /** stops scheduling; resolves once a poll in flight has finished (its result is not recorded) */
  stop(): Promise<void>
  readonly running: boolean
}

const realTimer: PollTimer = {
  set(callback, ms) {
    const handle = setTimeout(callback, ms)
    // a pending poll must not keep the process alive on quit
    handle.unref()
    return handle
  },
  clear(handle) {
    clearTimeout(handle as ReturnType<typeof setTimeout>)
  },
}

/**
 * Creates a poller that records a stats snapshot every interval while the rate budget allows.
 * The next poll is scheduled only after the previous one settles, so polls never overlap.
 */
export function createStatsPoller(options: StatsPollerOptions): StatsPoller {
  const intervalMs = options.intervalMs ?? DEFAULT_POLL_INTERVAL_MS
  if (!(intervalMs > 0)) throw new RangeError('intervalMs must be positive')
  const timer = options.timer ?? realTimer
  let running = false
  let handle: unknown = null
  let inFlight: Promise<void> | null = null

  async function poll(): Promise<void> {
    try {
      if (!options.canSpend()) return
      const stats = await options.fetchStats()
      // stop() may have closed the store while the request was out
      if (running) options.store.addStatsSnapshot(options.serviceUrl, stats)
    } catch (error) {
      if (running) options.onError(error)
    }
  }

  function tick(): void {
    handle = null
    inFlight = poll().finally(() => {
      inFlight = null
      if (running) handle = timer.set(tick, intervalMs)
    })
  }

  return {
    start(): void {
      if (running) return
      running = true
      // a stop() whose poll is still out leaves inFlight set; its finally schedules the next tick
      if (!inFlight) tick()
    },
    async stop(): Promise<void> {
      running = false
      if (handle !== null) timer.clear(handle)
      handle = null
      await inFlight
    },
    get running() {
      return running
    },
  }
}
