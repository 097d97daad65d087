/** Query options of the rate-limit feature: the live scheduler state (seeded, then pushed) and its history. */
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'

/** How far back the headroom chart looks, and at what resolution. */
export const RATE_HISTORY = { spanMs: 60 * 60_000, maxPoints: 120 } as const

/** Keys and options, from general to specific: ['rate-limit'] → ['rate-limit','scheduler' | 'history']. */
export const rateLimitQueries = {
  all: () => ['rate-limit'] as const,
  // Main pushes every change (scheduler:did-change), so the cached value is never stale by age.
  scheduler: () =>
    queryOptions({
      queryKey: [...rateLimitQueries.all(), 'scheduler'] as const,
      queryFn: () => unwrap(getExplorer().getSchedulerState()),
      networkMode: 'always',
      staleTime: Infinity,
    }),
  // Seeded once, then pushed by service:did-change (use-service-health.ts).
  health: () =>
    queryOptions({
      queryKey: [...rateLimitQueries.all(), 'health'] as const,
      queryFn: () => unwrap(getExplorer().getServiceHealth()),
      networkMode: 'always',
      staleTime: Infinity,
    }),
  history: () =>
    queryOptions({
      queryKey: [...rateLimitQueries.all(), 'history', RATE_HISTORY] as const,
      queryFn: () => {
        const to = Date.now()
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
