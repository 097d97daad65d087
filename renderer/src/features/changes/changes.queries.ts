/** Query options of "What changed": the catalogue between two dates (electron/core/catalogue/catalogue-change-set.ts). */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { ChangeKind } from '../../../../shared/ipc/changes.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'

/** Rows shown at first, and added by each "Show more". */
export const ROWS_SHOWN = 100

/** The rows asked for: a category, a kind, both or neither (every change). */
export interface ChangeDrill {
  category: string | undefined
  kind: ChangeKind | undefined
}

/** Every change: no category, no kind. */
export const EVERY_CHANGE: ChangeDrill = { category: undefined, kind: undefined }

/** From general to specific: ['changes'] → ['changes', from, to] → ['changes', from, to, 'rows', category, kind]. */
export const changesQueries = {
  all: () => ['changes'] as const,
  range: (from: number, to: number) => [...changesQueries.all(), from, to] as const,
  summary: (from: number, to: number) =>
    queryOptions({
      queryKey: [...changesQueries.range(from, to), 'summary'] as const,
      queryFn: () => unwrap(getExplorer().getChangeSummary({ from, to })),
    }),
  /** The rows a hundred at a time, each page at the offset after the last. */
  rows: (from: number, to: number, drill: ChangeDrill) =>
    infiniteQueryOptions({
      queryKey: [
        ...changesQueries.range(from, to),
        'rows',
        drill.category ?? null,
        drill.kind ?? null,
      ] as const,
      queryFn: ({ pageParam }) =>
        unwrap(getExplorer().getChangedBridges({ from, to, ...drill, offset: pageParam, limit: ROWS_SHOWN })),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, offset) =>
        offset + last.rows.length < last.total ? offset + last.rows.length : undefined,
    }),
}
