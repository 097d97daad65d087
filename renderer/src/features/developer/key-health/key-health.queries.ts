/** Query options of the key health panel: one saved key's health over a span, read from the stored request log. */
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../../lib/call.ts'
import { getExplorer } from '../../../lib/explorer.ts'
import { SPAN_MS, type TimeSpan } from '../../../../../shared/time/durations.ts'
import { readClock } from '../../../lib/clock.ts'

// The pace in the forecast is the last minute's: re-read often enough that it follows the user's browsing.
const REFRESH_MS = 5_000

/** Keys: ['log','health',keyId,span] (under ['log'], so it is refreshed with the rest of the log). */
export const keyHealthQueries = {
  health: (keyId: string, span: TimeSpan) =>
    queryOptions({
      queryKey: ['log', 'health', keyId, span] as const,
      queryFn: () => {
        const to = readClock()
        return unwrap(getExplorer().getKeyHealth({ keyId, from: to - SPAN_MS[span], to: to + 1 }))
      },
      staleTime: 0,
      refetchInterval: REFRESH_MS,
      networkMode: 'always',
      placeholderData: (previous) => previous,
    }),
}
