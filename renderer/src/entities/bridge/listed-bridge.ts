import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { BridgeDetail, BridgeList, BridgeSummary } from '../../../../shared/api/types.ts'
import type { WithMeta } from '../../../../shared/ipc/common.ts'
import { bridgeKeys } from './bridges.queries.ts'

/** The bridge as a list already loaded in this window shows it, so its detail can start from what is known. */
export function listedBridge(client: QueryClient, slug: string): BridgeSummary | undefined {
  const lists = client.getQueriesData<InfiniteData<WithMeta<BridgeList>>>({ queryKey: bridgeKeys.lists() })
  const wanted = slug.toLowerCase()
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      // Slugs match case-insensitively, as the service matches them.
      const found = page.value.data.find((b) => b.slug.toLowerCase() === wanted)
      if (found !== undefined) return found
    }
  }
  return undefined
}

/** The title of a bridge this window has already loaded (in a list or its detail), if any. */
export function knownTitle(client: QueryClient, slug: string): string | undefined {
  const detail = client.getQueryData<WithMeta<BridgeDetail>>(bridgeKeys.detail(slug))?.value.title
  return detail || listedBridge(client, slug)?.title || undefined
}

/** Every bridge the lists in this window have loaded (at most `max`), for suggestions that name real things. */
export function listedBridges(client: QueryClient, max = 5000): BridgeSummary[] {
  const out: BridgeSummary[] = []
  const lists = client.getQueriesData<InfiniteData<WithMeta<BridgeList>>>({ queryKey: bridgeKeys.lists() })
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      for (const b of page.value.data) {
        if (out.length >= max) return out
        out.push(b)
      }
    }
  }
  return out
}

/** The bridges whose detail this window has opened, the latest read first (at most `max`). */
export function openedBridges(client: QueryClient, max = 20): { slug: string; title: string }[] {
  return client
    .getQueryCache()
    .findAll({ queryKey: [...bridgeKeys.all, 'detail'] })
    .flatMap((q) => {
      const detail = (q.state.data as WithMeta<BridgeDetail> | undefined)?.value
      const slug = q.queryKey[2]
      if (detail === undefined || typeof slug !== 'string') return []
      return [{ at: q.state.dataUpdatedAt, slug, title: detail.title }]
    })
    .sort((a, b) => b.at - a.at)
    .slice(0, max)
    .map(({ slug, title }) => ({ slug, title }))
}
