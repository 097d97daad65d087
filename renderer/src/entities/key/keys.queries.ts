/** Query options of the keys feature: saved keys (metadata only, never a key itself). */
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'

/** Keys and options, from general to specific: ['keys'] → ['keys','list']. */
export const keysQueries = {
  all: () => ['keys'] as const,
  list: () =>
    queryOptions({
      queryKey: [...keysQueries.all(), 'list'] as const,
      queryFn: () => unwrap(getExplorer().listKeys()),
      networkMode: 'always',
    }),
}

/** Keeps the cached key list current with keys:did-change (another window, a rotation, a check). */
export function useKeysEvents(): void {
  const client = useQueryClient()
  useEffect(
    () =>
      getExplorer().on('keys:did-change', (keys) => {
        // The app shell invalidates everything on this event; setting the list first avoids a flash of old rows.
        client.setQueryData(keysQueries.list().queryKey, keys)
      }),
    [client],
  )
}
