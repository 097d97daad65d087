import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { EventChannel, EventPayloads } from '../../../shared/ipc/contract.ts'
import { getExplorer } from './explorer.ts'

/** What main pushes with `event`, or null before it has any. */
type Pushed<E extends EventChannel> = EventPayloads[E] | null

/**
 * A value main pushes whole on every change: seeded by its query, then replaced by each `event`'s payload, so it is
 * never stale by age. `options` is a module-level factory (its identity stays), e.g. schedulerStateOptions.
 */
export function usePushedQuery<E extends EventChannel, K extends QueryKey>(
  options: () => UseQueryOptions<Pushed<E>, Error, Pushed<E>, K>,
  event: E,
): { data: Pushed<E> | undefined; error: Error | null } {
  const client = useQueryClient()
  const query = useQuery(options())
  useEffect(
    () =>
      getExplorer().on(event, (value) => {
        client.setQueryData<Pushed<E>>(options().queryKey, value)
      }),
    [client, event, options],
  )
  return { data: query.data, error: query.error }
}
