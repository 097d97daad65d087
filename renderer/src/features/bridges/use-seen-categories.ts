import { useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { BridgeList } from '../../../../shared/api/types.ts'
import { bridgeKeys } from '../../entities/bridge/bridges.queries.ts'
import { categoriesOf } from '../../entities/bridge/filters.ts'

/** The categories of every bridge list in the cache, re-read whenever `loaded` (the current list's data) changes. */
export function useSeenCategories(loaded: unknown): string[] {
  const client = useQueryClient()
  return useMemo(() => {
    void loaded
    const lists = client.getQueriesData<InfiniteData<{ value: BridgeList }>>({ queryKey: bridgeKeys.lists() })
    const pages = lists.flatMap(([, data]) => data?.pages.map((p) => p.value.data) ?? [])
    return [...categoriesOf(pages)]
  }, [client, loaded])
}
