import { useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { BridgeList } from '../../../../shared/api/types.ts'
import { bridgeKeys } from '../../entities/bridge/bridges.queries.ts'
import { categoriesOf } from '../../entities/bridge/filters.ts'
import { useHydrating } from '../../lib/first-screen.ts'

/** The categories of every bridge list in the cache, re-read whenever `loaded` (the current list's data) changes. */
export function useSeenCategories(loaded: unknown): string[] {
  const client = useQueryClient()
  // Main drew the first screen from the drawn list's answer alone (README.md, Architecture: the first screen), so
  // the hydration offers that list's categories only; the other kept lists' come in the render after it.
  const hydrating = useHydrating()
  return useMemo(() => {
    void loaded
    const lists = hydrating
      ? [[null, loaded as InfiniteData<{ value: BridgeList }> | undefined] as const]
      : client.getQueriesData<InfiniteData<{ value: BridgeList }>>({ queryKey: bridgeKeys.lists() })
    const pages = lists.flatMap(([, data]) => data?.pages.map((p) => p.value.data) ?? [])
    return [...categoriesOf(pages)]
  }, [client, loaded, hydrating])
}
