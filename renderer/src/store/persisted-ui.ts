/**
 * What the UI store reads back from localStorage: input like any other, so only well-shaped parts are kept. The
 * theme and the bridges' layout are only an older version's, read to be moved to main (app/preferences.ts).
 */
import { sanitizeLayout, type ViewLayout } from '../../../shared/views/bridge-view.ts'
import { sanitizeRecentLookups, type RecentLookup } from './recent-lookups.ts'
import { THEMES } from '../../../shared/ipc/preferences.ts'
import type { ThemeChoice } from './theme-slice.ts'

/** The persisted part of the UI state. */
interface PersistedUi {
  theme: ThemeChoice
  recentLookups: RecentLookup[]
  bridgesLayout: ViewLayout
}

/** `current` with the well-formed parts of `persisted` (which may be edited, old, or not an object at all). */
export function mergePersistedUi<S extends PersistedUi>(persisted: unknown, current: S): S {
  const p = (typeof persisted === 'object' && persisted !== null ? persisted : {}) as Record<string, unknown>
  const theme = THEMES.find((t) => t === p.theme) ?? current.theme
  const bridgesLayout =
    p.bridgesLayout === undefined ? current.bridgesLayout : sanitizeLayout(p.bridgesLayout)
  return { ...current, theme, recentLookups: sanitizeRecentLookups(p.recentLookups), bridgesLayout }
}
