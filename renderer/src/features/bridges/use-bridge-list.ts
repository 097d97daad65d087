import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { BridgeSummary } from '../../../../shared/api/types.ts'
import { bridgeListOptions } from '../../entities/bridge/bridges.queries.ts'
import type { ListFilters } from '../../entities/bridge/filters.ts'
import { uniqueRows } from './unique-rows.ts'

/** Fresh starts in a row (without a row added in between) before the list stops starting over by itself. */
const MAX_RESTARTS = 3

/** True when the service refused the list's cursor (it restarted, or the cursor expired): 400 on `cursor`. */
export function isRejectedCursor(error: unknown): boolean {
  const e = (error as { error?: { code?: unknown; field?: unknown } } | null)?.error
  return e?.code === 'validation_failed' && e.field === 'cursor'
}

/**
 * The bridge list's query, plus what keeps it going when the service no longer accepts its cursors: the list
 * starts again from the first page, keeps every row already shown, and skips them when they come again (issue
 * 14). `restarted` says it happened, for a word to the user; `retry` is the one retry both the banner and the
 * error panel use, so they cannot fight (a refetch would re-send the dead cursors).
 */
export function useBridgeList(filters: ListFilters, enabled = true) {
  const options = bridgeListOptions(filters)
  // Off while the list shows the catalogue: no request is spent on rows nobody sees.
  const query = useInfiniteQuery({ ...options, enabled })
  const queryClient = useQueryClient()
  const filterKey = JSON.stringify(filters)
  const [kept, setKept] = useState<{ key: string; rows: BridgeSummary[]; restarts: number } | null>(null)
  const carried = kept?.key === filterKey ? kept : null
  const pages = useMemo(() => query.data?.pages.map((p) => p.value.data) ?? [], [query.data])
  const { rows } = useMemo(() => uniqueRows(carried ? [carried.rows, ...pages] : pages), [carried, pages])
  // Repeats are the service's doing only within one walk; rows met again after a fresh start are expected.
  const { repeats } = useMemo(() => uniqueRows(pages), [pages])

  const restart = useCallback((): void => {
    setKept((before) => {
      const same = before?.key === filterKey ? before : null
      const grew = same === null || rows.length > same.rows.length
      return { key: filterKey, rows, restarts: grew ? 1 : same.restarts + 1 }
    })
    void queryClient.resetQueries({ queryKey: options.queryKey, exact: true })
  }, [filterKey, rows, queryClient, options.queryKey])

  const rejected = query.isError && isRejectedCursor(query.error)
  const mayRestart = (carried?.restarts ?? 0) < MAX_RESTARTS
  useEffect(() => {
    // The rejection is an event of the query cache; the fresh start resets that cache, after this render.
    if (!rejected || !mayRestart) return
    const timer = setTimeout(restart, 0)
    return () => clearTimeout(timer)
  }, [rejected, mayRestart, restart])

  const retry = (): void => {
    if (isRejectedCursor(query.error)) restart()
    else if (query.isFetchNextPageError) void query.fetchNextPage()
    else void query.refetch()
  }

  return { query, rows, repeats, restarted: carried !== null, keptRows: carried?.rows.length ?? 0, retry }
}
