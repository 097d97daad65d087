/** What the list and the table share: loading the next page near the end, and the place kept for Back/Forward. */
import { useEffect, useRef, useState, type RefObject } from 'react'
import { currentEntryKey, useRoute } from '../../lib/router.ts'
import type { ListPlace } from '../../store/list-places.ts'
import { usePlaceSaved, useSavedPlace } from '../../store/ui-store.ts'

// Start fetching the next page this many rows before the end, so scrolling rarely meets the loader row.
const PREFETCH_ROWS = 15

/** The paging state of the bridge list, as the list and the table receive it. */
export interface NextPage {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  /** True after the next page failed: loading more then waits for the user's "Try again". */
  nextPageFailed: boolean
  fetchNextPage: () => void
}

/** Asks for the next page once the last row laid out (`lastIndex`) is near the end of the `loaded` rows. */
export function useNextPageNearEnd(lastIndex: number, loaded: number, paging: NextPage): void {
  const { hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage } = paging
  useEffect(() => {
    // After a failure the core has already retried by the API's rules; asking again at once would multiply its
    // attempts, so the next try is the user's (the error panel below the list has the button).
    if (nextPageFailed) return
    if (hasNextPage && !isFetchingNextPage && lastIndex >= loaded - PREFETCH_ROWS) fetchNextPage()
  }, [lastIndex, loaded, hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage])
}

/**
 * The place this history entry's list was left at (Back/Forward), and the place to update while it is shown,
 * saved for the entry when the list goes. `withFocus`: the focused row is kept too (the table keeps only the
 * offset: its selection says where the user was).
 */
export function useListPlace(withFocus: boolean): {
  restored: ListPlace | undefined
  place: RefObject<ListPlace>
} {
  // The entry shown can change under a list that stays on screen (a new filter whose rows are already loaded):
  // its place is then kept for the entry it was on, and the list goes on for the new one.
  useRoute()
  const entryKey = currentEntryKey()
  const savedPlace = useSavedPlace()
  const placeSaved = usePlaceSaved()
  const [restored] = useState(() => savedPlace(entryKey))
  const place = useRef<ListPlace>({
    offset: restored?.offset ?? 0,
    focusedIndex: withFocus ? (restored?.focusedIndex ?? null) : null,
  })
  useEffect(() => {
    const saved = place.current
    return () => placeSaved(entryKey, { ...saved })
  }, [entryKey, placeSaved])
  return { restored, place }
}
