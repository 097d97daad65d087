/** Query options and changes of the watch list (kept by main in history.sqlite, per service). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { WatchKind } from '../../../../shared/ipc/watch.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { readClock } from '../../lib/clock.ts'

/** From general to specific: ['watch'] → ['watch','list'] / ['watch','pinned',kind,id] / ['watch','passes',slug]. */
export const watchQueries = {
  all: () => ['watch'] as const,
  list: () =>
    queryOptions({
      queryKey: [...watchQueries.all(), 'list'] as const,
      queryFn: () => unwrap(getExplorer().getWatchList()),
      staleTime: 0,
    }),
  plan: (sharePercent: number) =>
    queryOptions({
      queryKey: [...watchQueries.all(), 'plan', sharePercent] as const,
      queryFn: () => unwrap(getExplorer().planWatchRefresh({ sharePercent })),
      staleTime: 0,
    }),
  pinned: (kind: WatchKind, id: string) =>
    queryOptions({
      queryKey: [...watchQueries.all(), 'pinned', kind, id] as const,
      queryFn: () => unwrap(getExplorer().isPinned({ kind, id })),
    }),
  passes: (slug: string) =>
    queryOptions({
      queryKey: [...watchQueries.all(), 'passes', slug] as const,
      queryFn: () =>
        unwrap(getExplorer().getWatchedPasses({ slug, from: 0, to: readClock(), maxPoints: undefined })),
    }),
}

/** A change to the watch list; everything under ['watch'] is read again after it. */
function useWatchChange<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: watchQueries.all() }),
  })
}

/** Pin, unpin, refresh and "mark as seen", each a mutation. */
export function useWatchChanges() {
  const explorer = getExplorer()
  return {
    pin: useWatchChange((a: { kind: WatchKind; id: string; label: string }) => unwrap(explorer.pinItem(a))),
    unpin: useWatchChange((a: { kind: WatchKind; id: string }) => unwrap(explorer.unpinItem(a))),
    refresh: useWatchChange((a: { sharePercent: number }) => unwrap(explorer.refreshWatchList(a))),
    markSeen: useWatchChange(() => unwrap(explorer.markWatchSeen())),
  }
}

/** Reads the watch list again when main says a reading came in outside a refresh (the first one after a pin). */
export function useWatchReadings(): void {
  const client = useQueryClient()
  useEffect(
    () =>
      getExplorer().on('watch:did-change', () => {
        void client.invalidateQueries({ queryKey: watchQueries.all() })
      }),
    [client],
  )
}
