/** What the list and the table share: loading the next page near the end, and the place kept for Back/Forward. */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { RememberedListPlace } from '../../../../shared/views/remembered.ts'
import { currentEntryKey, useRoute } from '../../lib/router.ts'
import type { ListPlace } from '../../store/list-places.ts'
import { useIsFirstListEntry, usePlaceSaved, useSavedPlace } from '../../store/ui-store.ts'
import { useRemembered, useRememberedChange } from '../../entities/preferences/preferences.queries.ts'

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
 * The place main remembers (shared/views/remembered.ts), for the list of the run's first history entry (the drawn
 * first screen and the list that adopts it alike) when it shows the same location; else undefined. A list opened
 * later from the nav starts at its top, as a new page does.
 */
function startPlace(first: boolean, kept: RememberedListPlace | null | undefined): ListPlace | undefined {
  // Main draws the first screen with no window (renderer/src/ssr/): from the top; the renderer then restores it.
  if (typeof window === 'undefined' || !first || !kept || kept.href !== window.location.hash) return undefined
  return { offset: kept.offset, focusedIndex: kept.focusedIndex }
}

/** How long scrolling must have stopped before the place is sent to main to be remembered. */
const KEEP_AFTER_MS = 400

/**
 * The place this history entry's list was left at (Back/Forward; for the first list of a run, where the last run
 * left it), and the place to update while it is shown, saved for the entry when the list goes. `withFocus`: the
 * focused row is kept too (the table keeps only the offset: its selection says where the user was). `keepSoon`
 * sends the place to main to be remembered once scrolling stops: a closing window has no time left to write.
 */
export function useListPlace(withFocus: boolean): {
  restored: ListPlace | undefined
  place: RefObject<ListPlace>
  keepSoon: () => void
} {
  // The entry shown can change under a list that stays on screen (a new filter whose rows are already loaded):
  // its place is then kept for the entry it was on, and the list goes on for the new one.
  useRoute()
  const entryKey = currentEntryKey()
  const savedPlace = useSavedPlace()
  const placeSaved = usePlaceSaved()
  const isFirstListEntry = useIsFirstListEntry()
  const remembered = useRemembered()
  const remember = useRememberedChange()
  const [restored] = useState(
    () =>
      savedPlace(entryKey) ??
      startPlace(typeof window !== 'undefined' && isFirstListEntry(entryKey), remembered?.listPlace),
  )
  const place = useRef<ListPlace>({
    offset: restored?.offset ?? 0,
    focusedIndex: withFocus ? (restored?.focusedIndex ?? null) : null,
  })
  // The place waiting to be sent (where it was taken), and its timer.
  const pending = useRef<{ href: string; timer: number } | null>(null)
  const keep = useCallback(() => {
    const waiting = pending.current
    if (waiting === null) return
    window.clearTimeout(waiting.timer)
    pending.current = null
    remember({ listPlace: { href: waiting.href, ...place.current } })
  }, [remember])
  const keepSoon = useCallback(() => {
    if (pending.current !== null) window.clearTimeout(pending.current.timer)
    pending.current = { href: window.location.hash, timer: window.setTimeout(keep, KEEP_AFTER_MS) }
  }, [keep])
  useEffect(() => {
    const saved = place.current
    return () => {
      // A list that goes (another entry, another page) before scrolling has rested sends its place now.
      keep()
      placeSaved(entryKey, { ...saved })
    }
  }, [entryKey, placeSaved, keep])
  return { restored, place, keepSoon }
}
