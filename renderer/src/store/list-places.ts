import type { StateCreator } from 'zustand'
import type { UiState } from './ui-store.ts'

/** Where the user was in a list, per history entry, so Back and Forward return to the same row. */
export interface ListPlace {
  /** Scroll offset of the list, in px. */
  offset: number
  /** Index of the row that had focus, or null. */
  focusedIndex: number | null
}

// Memory only (never persisted): a place is worth keeping for this window's history, never across launches.
const MAX_PLACES = 100

/** The places of the lists, per history entry key, and their events. */
export interface ListPlacesSlice {
  listPlaces: ReadonlyMap<string, ListPlace>
  /** Remembers the place of the list shown by history entry `entryKey`. */
  placeSaved: (entryKey: string, place: ListPlace) => void
  /** The place saved for history entry `entryKey`, if any. */
  savedPlace: (entryKey: string) => ListPlace | undefined
  /** The history entry of the first list shown in this run: the one a place main remembers is restored to. */
  firstListEntry: string | null
  /** True when `entryKey` is that entry (the first entry asked about becomes it). */
  isFirstListEntry: (entryKey: string) => boolean
}

/** `places` with `place` saved last for `entryKey`, the one saved longest ago dropped past the bound. */
function withPlace(
  places: ReadonlyMap<string, ListPlace>,
  entryKey: string,
  place: ListPlace,
): ReadonlyMap<string, ListPlace> {
  const next = new Map(places)
  next.delete(entryKey)
  next.set(entryKey, place)
  if (next.size > MAX_PLACES) next.delete(next.keys().next().value ?? '')
  return next
}

/** Creates the list places slice. */
export const createListPlacesSlice: StateCreator<UiState, [], [], ListPlacesSlice> = (set, get) => ({
  listPlaces: new Map(),
  placeSaved: (entryKey, place) => {
    if (entryKey === '') return
    set((s) => ({ listPlaces: withPlace(s.listPlaces, entryKey, place) }))
  },
  savedPlace: (entryKey) => get().listPlaces.get(entryKey),
  firstListEntry: null,
  isFirstListEntry: (entryKey) => {
    const first = get().firstListEntry
    if (first !== null) return first === entryKey
    set({ firstListEntry: entryKey })
    return true
  },
})
