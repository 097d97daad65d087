import { useEffect, useRef, useState, type RefObject } from 'react'
import { currentEntryKey } from '../../lib/router.ts'
import { placeSaved, savedPlace, type ListPlace } from '../../store/list-places.ts'

// Start fetching the next page this many rows before the end, so scrolling rarely meets the loader row.
const PREFETCH_ROWS = 15

/** How a virtualized view of the bridge list loads more: the list and the table take the same props. */
export interface Paging {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  /** True after the next page failed: loading more then waits for the user's "Try again". */
  nextPageFailed: boolean
  fetchNextPage: () => void
}

/** Rows to lay out: those loaded, plus the "Loading more…" row while more are coming (none under an error). */
export function rowCount(loaded: number, paging: Paging): number {
  return loaded + (paging.hasNextPage && !paging.nextPageFailed ? 1 : 0)
}

/** Asks for the next page when the last row in view (`lastIndex`) comes near the end of the `loaded` rows. */
export function useLoadMore(lastIndex: number, loaded: number, paging: Paging): void {
  const { hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage } = paging
  useEffect(() => {
    // After a failure the core has already retried by the API's rules; asking again at once would multiply its
    // attempts, so the next try is the user's (the error panel below the list has the button).
    if (nextPageFailed) return
    if (hasNextPage && !isFetchingNextPage && lastIndex >= loaded - PREFETCH_ROWS) fetchNextPage()
  }, [lastIndex, loaded, hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage])
}

/**
 * Where the user was in this history entry's list when they last left it (Back/Forward), and the place to keep
 * up to date (saved when the view goes away).
 */
export function useListPlace(): { restored: ListPlace | undefined; place: RefObject<ListPlace> } {
  const [entryKey] = useState(currentEntryKey)
  const [restored] = useState(() => savedPlace(entryKey))
  const place = useRef<ListPlace>({
    offset: restored?.offset ?? 0,
    focusedIndex: restored?.focusedIndex ?? null,
  })
  useEffect(() => {
    const saved = place.current
    return () => placeSaved(entryKey, saved)
  }, [entryKey])
  return { restored, place }
}
