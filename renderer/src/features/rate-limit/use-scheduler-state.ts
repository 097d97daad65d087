import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { SchedulerState } from '../../../../shared/ipc/rate-limit.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { rateLimitQueries } from './rate-limit.queries.ts'

/** The scheduler state: seeded from getSchedulerState, then kept current by scheduler:did-change events. */
export function useSchedulerState(): { state: SchedulerState | null; error: unknown } {
  const client = useQueryClient()
  const query = useQuery(rateLimitQueries.scheduler())
  useEffect(
    () =>
      getExplorer().on('scheduler:did-change', (state) => {
        client.setQueryData(rateLimitQueries.scheduler().queryKey, state)
      }),
    [client],
  )
  return { state: query.data ?? null, error: query.error }
}
