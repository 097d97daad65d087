import { queryOptions } from '@tanstack/react-query'
import type { ServiceHealth } from '../../../../shared/ipc/service-health.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { usePushedQuery } from '../../lib/use-pushed-query.ts'

/** Whether the service answers, under ['rate-limit','health']: the top bar's gauge and key both read it. */
export const serviceHealthOptions = () =>
  queryOptions({
    queryKey: ['rate-limit', 'health'] as const,
    queryFn: () => unwrap(getExplorer().getServiceHealth()),
    networkMode: 'always',
    staleTime: Infinity,
  })

/** Whether the service answers: seeded from getServiceHealth, then kept current by service:did-change events. */
export function useServiceHealth(): ServiceHealth | null {
  return usePushedQuery(serviceHealthOptions, 'service:did-change').data ?? null
}
