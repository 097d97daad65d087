/** Query options of key usage: a key's history for a span, and the scope matrix of the saved keys. */
import { queryOptions } from '@tanstack/react-query'
import { SPAN_MS, type TimeSpan } from '../../../../shared/time/durations.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { readClock } from '../../lib/clock.ts'

// New counts arrive with every request; a view that is open re-reads them this often.
const REFRESH_MS = 15_000

/** Keys and options: ['usage'] → ['usage','history',keyId,span] and ['usage','matrix']. */
export const usageQueries = {
  all: () => ['usage'] as const,
  /** `keyId` null: the key in use (the demo key in demo mode). */
  history: (keyId: string | null, span: TimeSpan) =>
    queryOptions({
      queryKey: [...usageQueries.all(), 'history', keyId, span] as const,
      queryFn: () => {
        const to = readClock()
        const from = to - SPAN_MS[span]
        return unwrap(
          getExplorer().getKeyUsage({ keyId: keyId ?? undefined, from, to, maxPoints: undefined }),
        )
      },
      // Every request changes the counts: a view opened again reads them again.
      staleTime: 0,
      refetchInterval: REFRESH_MS,
      networkMode: 'always',
    }),
  matrix: () =>
    queryOptions({
      queryKey: [...usageQueries.all(), 'matrix'] as const,
      queryFn: () => unwrap(getExplorer().getScopeMatrix()),
      // Every request changes the counts: a view opened again reads them again.
      staleTime: 0,
      refetchInterval: REFRESH_MS,
      networkMode: 'always',
    }),
}
