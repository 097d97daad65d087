/** Where the user was in a list, per history entry, so Back and Forward return to the same row. */
export interface ListPlace {
  /** Scroll offset of the list, in px. */
  offset: number
  /** Index of the row that had focus, or null. */
  focusedIndex: number | null
}

// Memory only: a place is worth keeping for this window's history, never across launches.
const MAX_PLACES = 100
const places = new Map<string, ListPlace>()

/** Remembers the place of the list shown by history entry `entryKey`. */
export function placeSaved(entryKey: string, place: ListPlace): void {
  if (entryKey === '') return
  places.delete(entryKey)
  places.set(entryKey, place)
  if (places.size > MAX_PLACES) places.delete(places.keys().next().value ?? '')
}

/** The place saved for history entry `entryKey`, if any. */
export function savedPlace(entryKey: string): ListPlace | undefined {
  return places.get(entryKey)
}
