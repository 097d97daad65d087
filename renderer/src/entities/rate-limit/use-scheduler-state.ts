import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { SchedulerState } from '../../../../shared/ipc/rate-limit.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'

/**
 * The live scheduler state of the key in use, under ['rate-limit','scheduler']: every view that waits reads it to
 * say for what and how long. Main pushes every change (scheduler:did-change), so the value is never stale by age.
 */
export const schedulerStateOptions = () =>
  queryOptions({
    queryKey: ['rate-limit', 'scheduler'] as const,
    queryFn: () => unwrap(getExplorer().getSchedulerState()),
    networkMode: 'always',
    staleTime: Infinity,
  })

/** The scheduler state: seeded from getSchedulerState, then kept current by scheduler:did-change events. */
export function useSchedulerState(): { state: SchedulerState | null; error: unknown } {
  const client = useQueryClient()
  const query = useQuery(schedulerStateOptions())
  useEffect(
    () =>
      getExplorer().on('scheduler:did-change', (state) => {
        client.setQueryData(schedulerStateOptions().queryKey, state)
      }),
    [client],
  )
  return { state: query.data ?? null, error: query.error }
}
