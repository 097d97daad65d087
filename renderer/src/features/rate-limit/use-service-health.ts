import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ServiceHealth } from '../../../../shared/ipc/service-health.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { rateLimitQueries } from './rate-limit.queries.ts'

/** Whether the service answers: seeded from getServiceHealth, then kept current by service:did-change events. */
export function useServiceHealth(): ServiceHealth | null {
  const client = useQueryClient()
  const query = useQuery(rateLimitQueries.health())
  useEffect(
    () =>
      getExplorer().on('service:did-change', (health) => {
        client.setQueryData(rateLimitQueries.health().queryKey, health)
      }),
    [client],
  )
  return query.data ?? null
}
