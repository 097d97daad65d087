/** Query options of the rate-limit feature: the live scheduler state (seeded, then pushed) and its history. */
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { readClock } from '../../lib/clock.ts'

/** How far back the headroom chart looks, and at what resolution. */
export const RATE_HISTORY = { spanMs: 60 * 60_000, maxPoints: 120 } as const

/**
 * Keys and options, from general to specific: ['rate-limit'] → ['rate-limit','history'] (the scheduler's
 * ['rate-limit','scheduler'] is in entities/rate-limit: every view that waits reads it; the service's
 * ['rate-limit','health'] is in entities/rate-limit/use-service-health.ts).
 */
export const rateLimitQueries = {
  all: () => ['rate-limit'] as const,
  history: () =>
    queryOptions({
      queryKey: [...rateLimitQueries.all(), 'history', RATE_HISTORY] as const,
      queryFn: () => {
        const to = readClock()
        return unwrap(
          getExplorer().getRateHistory({
            from: to - RATE_HISTORY.spanMs,
            to,
            maxPoints: RATE_HISTORY.maxPoints,
          }),
        )
      },
      networkMode: 'always',
      refetchInterval: 30_000,
    }),
}
