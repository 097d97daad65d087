/**
 * What the compare page reads, through the app's existing queries only: the catalogue first (no request), the
 * service where the catalogue holds no row or does not answer for the key (the same scheduler and gate as every
 * call), and a bridge's past readings from history-source.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BridgeDetail } from '../../../../shared/api/types.ts'
import type { CatalogueBridge } from '../../../../shared/ipc/catalogue.ts'
import { bridgeDetailOptions } from '../../entities/bridge/bridges.queries.ts'
import { catalogueAnswers, catalogueQueries } from '../../entities/catalogue/catalogue.queries.ts'
import { useCatalogueStatus } from '../../entities/catalogue/use-catalogue-status.ts'
import { HISTORY_SOURCES, type HistoryBridge } from './history-source.ts'
import type { ComparedBridge } from './compare-rows.ts'
import type { Reading } from './over-time.ts'

/** Query options of the compare page's own reads. */
export const compareQueries = {
  readings: (bridge: HistoryBridge) =>
    queryOptions({
      queryKey: ['compare', 'readings', bridge.slug, bridge.id] as const,
      queryFn: async (): Promise<Reading[]> =>
        (await Promise.all(HISTORY_SOURCES.map((s) => s.readings(bridge)))).flat(),
      // Pins and refreshes change what is kept: read again whenever the page is shown.
      staleTime: 0,
      networkMode: 'always',
    }),
}

/** A bridge read for the compare page, where it came from and when. */
export interface BridgeRead {
  bridge: ComparedBridge | undefined
  /** When it was read from the service (the catalogue's row or the answer now). */
  readAt: number | null
  from: 'catalogue' | 'service'
  pending: boolean
  error: unknown
  retry: () => void
}

function fromCatalogue(b: CatalogueBridge): ComparedBridge {
  return {
    slug: b.slug,
    id: b.id,
    title: b.title,
    category: b.category,
    passes: b.passes,
    score: b.score,
    published: b.published_at,
    suggestor: b.suggestor.username,
    verified: b.suggestor.verified,
    // The catalogue holds the domain once the bridge's page was read; before that it is not known.
    domain: b.suggestion === null && b.domain === null ? undefined : b.domain,
  }
}

function fromService(slug: string, b: BridgeDetail): ComparedBridge {
  return {
    slug: b.slug ?? slug,
    id: b.id,
    title: b.title,
    category: b.category,
    passes: b.passes,
    score: b.score ?? null,
    published: b.published_at ?? null,
    suggestor: b.suggestor.username,
    verified: b.suggestor.verified,
    domain: b.domain,
  }
}

/** One bridge: the catalogue's row when it holds one, else the service's answer. */
export function useBridgeRead(slug: string): BridgeRead {
  const { status, generation, error: statusError } = useCatalogueStatus()
  const answers = catalogueAnswers(status)
  const row = useQuery({ ...catalogueQueries.get(generation, { slug }), enabled: answers })
  const held = row.data?.bridge ?? null
  const known = status !== undefined || statusError !== null
  const askService = known && (!answers || row.isError || (row.isSuccess && held === null))
  const detail = useQuery({ ...bridgeDetailOptions(slug), enabled: askService })
  if (held !== null)
    return {
      bridge: fromCatalogue(held),
      readAt: held.readAt,
      from: 'catalogue',
      pending: false,
      error: null,
      retry: () => void row.refetch(),
    }
  const value = detail.data?.value
  return {
    bridge: value === undefined ? undefined : fromService(slug, value),
    readAt: value === undefined ? null : detail.dataUpdatedAt,
    from: 'service',
    pending: value === undefined && !detail.isError,
    error: detail.error,
    retry: () => void detail.refetch(),
  }
}
