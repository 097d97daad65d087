import { queryOptions } from '@tanstack/react-query'
import type { SchedulerState } from '../../../../shared/ipc/rate-limit.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { usePushedQuery } from '../../lib/use-pushed-query.ts'

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
  const { data, error } = usePushedQuery(schedulerStateOptions, 'scheduler:did-change')
  return { state: data ?? null, error }
}
