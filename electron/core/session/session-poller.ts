/** The stats poller of the current target: started for it, stopped (its request cancelled) when it changes. */
import { randomUUID } from 'node:crypto'
import type { ApiClient } from '../api/index.ts'
import type { HistoryStore } from '../history/history-types.ts'
import { createStatsPoller, type PollTimer, type StatsPoller } from '../history/stats-poller.ts'
import { historyUrlOf, sameTarget, type ServiceTarget } from './session-target.ts'

const POLL_BUDGET_SHARE = 0.25

/** What the poller needs from the session. */
export interface SessionPollerDeps {
  history: HistoryStore
  pollIntervalMs: number
  /** The poll's timer (the host's clock's, tests); a real one otherwise. */
  pollTimer?: PollTimer | undefined
  /** The client of `t`; throws when `t` is no longer current (that poll then fails quietly). */
  client: (t: ServiceTarget) => ApiClient
  cancel: (requestId: string) => boolean
  onBackgroundError: (where: string, error: unknown) => void
}

/** Which target is polled. */
export interface SessionPoller {
  /** Polls `t` (nothing when null); a no-op when `t` is polled already. */
  follow(t: ServiceTarget | null): void
  /** True when `t` is being polled. */
  isPolling(t: ServiceTarget | null): boolean
  /** Stops polling; a poll still waiting on a slow service is cancelled, so it holds nothing up. */
  stop(): Promise<void>
}

/** Creates the poller holder; nothing is polled until `follow`. */
export function createSessionPoller(deps: SessionPollerDeps): SessionPoller {
  let polled: ServiceTarget | null = null
  let poller: StatsPoller | null = null
  let pollRequestId = ''

  function stop(): Promise<void> {
    const old = poller
    poller = null
    polled = null
    if (!old) return Promise.resolve()
    deps.cancel(pollRequestId)
    return old.stop()
  }

  function follow(t: ServiceTarget | null): void {
    if (sameTarget(polled, t) && poller) return
    stop().catch((error: unknown) => deps.onBackgroundError('stats poller', error))
    polled = t
    if (!t) return
    poller = createStatsPoller({
      intervalMs: deps.pollIntervalMs,
      ...(deps.pollTimer ? { timer: deps.pollTimer } : {}),
      serviceUrl: historyUrlOf(t),
      store: deps.history,
      // A request id of its own for each poll: one id groups the attempts of one call (the inspector's retry chain),
      // so a shared one listed every poll as another "Attempt 1". The current one is what stop() cancels.
      fetchStats: async () => {
        const requestId = (pollRequestId = `stats-poll-${randomUUID()}`)
        return (await deps.client(t).getStats({ requestId, automatic: true })).value
      },
      canSpend: () => {
        const { limit, remaining } = deps.client(t).scheduler.state()
        return limit === null || remaining === null || remaining >= limit * POLL_BUDGET_SHARE
      },
      // A failed poll is retried at the next interval; the request log already shows what happened.
      onError: () => undefined,
    })
    poller.start()
  }

  return { follow, stop, isPolling: (t) => poller !== null && sameTarget(polled, t) }
}
