/** Query options of the developer feature: the request log and the Deprecation/Sunset notices seen. */
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { addLogEntry, normaliseLog } from './developer-feed.ts'

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
  // The deprecation radar lives in main, per service and endpoint (request-log/deprecation-radar.ts): read
  // again when it tells of a notice and when the key in use changes (another service, another radar).
  notices: () =>
    queryOptions({
      queryKey: ['notices', 'list'] as const,
      queryFn: async () => unwrap(getExplorer().listNotices()),
      networkMode: 'always',
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
 * Reads the radar again when main tells of a notice or the keys change. Mounted by the always-visible rate
 * indicator as well as the developer view.
 */
export function useNoticeFeed(): void {
  const client = useQueryClient()
  useEffect(() => {
    const again = (): void => void client.invalidateQueries({ queryKey: developerQueries.notices().queryKey })
    const offNotices = getExplorer().on('notices:did-add', again)
    const offKeys = getExplorer().on('keys:did-change', again)
    return () => {
      offNotices()
      offKeys()
    }
  }, [client])
}
