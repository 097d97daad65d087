/** The settings view's reads and actions: what is kept on this computer, and clearing it. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'

/** Keys and options of the settings view. */
export const settingsQueries = {
  all: () => ['settings'] as const,
  cacheInfo: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'cache-info'] as const,
      queryFn: () => unwrap(getExplorer().getQueryCacheInfo()),
      staleTime: 0,
    }),
}

/** Removes every kept answer from disk; the screens open now keep what they show until the app restarts. */
export function useClearQueryCache() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(getExplorer().clearQueryCache()),
    onSettled: () => client.invalidateQueries({ queryKey: settingsQueries.all() }),
  })
}
