/** Query options of the stats feature: the current counters (an API call) and their history (local). */
import { queryOptions } from '@tanstack/react-query'
import { cancellable, unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { SPAN_MS, type TimeSpan } from '../../../../shared/time/durations.ts'
import { readClock } from '../../lib/clock.ts'

// The history poller in main samples every 5 minutes; asking more often would only spend rate-limit budget.
const FIVE_MINUTES = 5 * 60_000
const MAX_POINTS = 120

/** Keys and options, from general to specific: ['stats'] → ['stats','current'] → ['stats','history',range]. */
export const statsQueries = {
  all: () => ['stats'] as const,
  current: () =>
    queryOptions({
      queryKey: [...statsQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => cancellable(signal, (requestId) => getExplorer().getStats({ requestId })),
      networkMode: 'always',
      staleTime: 60_000,
      refetchInterval: FIVE_MINUTES,
    }),
  // The window slides with the clock: the key names the window (its length and resolution), not its ends,
  // so each refetch replaces the entry instead of adding one per minute.
  history: (range: TimeSpan) =>
    queryOptions({
      queryKey: [...statsQueries.all(), 'history', { range, maxPoints: MAX_POINTS }] as const,
      queryFn: () => {
        const to = readClock()
        return unwrap(getExplorer().getStatsHistory({ from: to - SPAN_MS[range], to, maxPoints: MAX_POINTS }))
      },
      networkMode: 'always',
      staleTime: 60_000,
      refetchInterval: FIVE_MINUTES,
    }),
}
