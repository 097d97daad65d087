/** Query options and changes of a bulk lookup (kept by main while the app runs: electron/core/bulk). */
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'

/** Rows shown at once in the table of answers. */
export const ROWS_SHOWN = 100

/** From general to specific: ['bulk'] → ['bulk', id] → ['bulk', id, 'estimate', …] / ['bulk', id, 'rows', offset]. */
export const bulkQueries = {
  all: () => ['bulk'] as const,
  list: (bulkId: string) => [...bulkQueries.all(), bulkId] as const,
  /** Runs main kept from before a restart. */
  kept: () =>
    queryOptions({
      queryKey: [...bulkQueries.all(), 'kept'] as const,
      queryFn: () => unwrap(getExplorer().keptBulk()),
      staleTime: 0,
    }),
  estimate: (bulkId: string, column: number, header: boolean) =>
    queryOptions({
      queryKey: [...bulkQueries.list(bulkId), 'estimate', column, header] as const,
      queryFn: () => unwrap(getExplorer().estimateBulk({ bulkId, column, header })),
      staleTime: 0,
    }),
  rows: (bulkId: string, offset: number) =>
    queryOptions({
      queryKey: [...bulkQueries.list(bulkId), 'rows', offset] as const,
      queryFn: () => unwrap(getExplorer().bulkRows({ bulkId, offset, limit: ROWS_SHOWN })),
      staleTime: 0,
    }),
}

/**
 * Main said the run moved on: its rows are read again, by a read that starts now. A read already under way may have
 * been answered before the move (its answer crosses the event on the way), and TanStack Query's invalidate would
 * only wait for it when the query has no data yet (the first read after Start): its older answer would then stay,
 * and the run's last answers and its Done never show (no event follows the last one). So that read is cancelled
 * (its answer dropped) and a new one made.
 */
export async function progressMoved(client: QueryClient, bulkId: string): Promise<void> {
  const queryKey = [...bulkQueries.list(bulkId), 'rows']
  await client.cancelQueries({ queryKey })
  await client.invalidateQueries({ queryKey })
}

/** Reads the rows again whenever main says the run moved on. */
export function useBulkProgressEvents(bulkId: string | null): void {
  const client = useQueryClient()
  useEffect(() => {
    if (bulkId === null) return
    return getExplorer().on('bulk:did-progress', (p) => {
      if (p.bulkId === bulkId) void progressMoved(client, bulkId)
    })
  }, [bulkId, client])
}
