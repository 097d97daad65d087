/** Query options of the developer feature: the request log and the Deprecation/Sunset notices seen. */
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { addLogEntry, addNotice, normaliseLog, type SeenNotice } from './developer-feed.ts'
import { readClock } from '../../lib/clock.ts'

/** Keys and options: ['log','list'], ['log','retention'] and ['notices','list']. */
export const developerQueries = {
  /** How long the request log keeps what it stores: the inspector sets it, Settings says it. */
  retention: () =>
    queryOptions({
      queryKey: ['log', 'retention'] as const,
      queryFn: () => unwrap(getExplorer().getLogRetention()),
      networkMode: 'always',
    }),
  log: () =>
    queryOptions({
      queryKey: ['log', 'list'] as const,
      queryFn: async () => normaliseLog(await unwrap(getExplorer().listRequestLog())),
      networkMode: 'always',
    }),
  // Notices only arrive as events (there is no channel to list them), so the cache is their only home:
  // the "fetch" returns what has been collected, and nothing ever evicts it.
  notices: () =>
    queryOptions({
      queryKey: ['notices', 'list'] as const,
      queryFn: ({ client, queryKey }): SeenNotice[] => client.getQueryData<SeenNotice[]>(queryKey) ?? [],
      networkMode: 'always',
      staleTime: Infinity,
      gcTime: Infinity,
    }),
}

/** Appends log:did-add events to the cached request log while mounted (the list is refetched on mount). */
export function useRequestLogEvents(): void {
  const client = useQueryClient()
  useEffect(
    () =>
      getExplorer().on('log:did-add', (entry) => {
        client.setQueryData(developerQueries.log().queryKey, (log) => addLogEntry(log, entry))
      }),
    [client],
  )
}

/**
 * Collects notices:did-add events. Mounted by the always-visible rate indicator as well as the developer view,
 * so notices seen while another view is open are not lost; duplicates are merged.
 */
export function useNoticeFeed(): void {
  const client = useQueryClient()
  useEffect(
    () =>
      getExplorer().on('notices:did-add', (notice) => {
        client.setQueryData(developerQueries.notices().queryKey, (list) =>
          addNotice(list, notice, readClock()),
        )
      }),
    [client],
  )
}
