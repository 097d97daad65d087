/** Query options of the request inspector: the stored log under a filter, one exchange, the retention. */
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ExchangeQuery } from '../../../../../shared/ipc/request-log.ts'
import { unwrap } from '../../../lib/call.ts'
import { getExplorer } from '../../../lib/explorer.ts'
import { developerQueries } from '../../../entities/request-log/developer.queries.ts'

/** Keys: ['log','search',query], ['log','exchange',id], ['log','retention']. */
export const inspectorQueries = {
  search: (query: ExchangeQuery) =>
    queryOptions({
      queryKey: ['log', 'search', query] as const,
      queryFn: () => {
        const { statusClass, code, endpoint, keyHint, text, failuresOnly, limit } = query
        return unwrap(
          getExplorer().searchRequestLog({ statusClass, code, endpoint, keyHint, text, failuresOnly, limit }),
        )
      },
      networkMode: 'always',
      placeholderData: (previous) => previous,
    }),
  exchange: (id: string) =>
    queryOptions({
      queryKey: ['log', 'exchange', id] as const,
      queryFn: () => unwrap(getExplorer().getRequestExchange({ id })),
      networkMode: 'always',
    }),
  retention: developerQueries.retention,
}

/** Refreshes the searched log and the open exchange (its retry chain may grow) when a request is added. */
export function useSearchRefresh(): void {
  const client = useQueryClient()
  useEffect(
    () =>
      getExplorer().on('log:did-add', () => {
        void client.invalidateQueries({ queryKey: ['log', 'search'] })
        void client.invalidateQueries({ queryKey: ['log', 'exchange'] })
      }),
    [client],
  )
}
