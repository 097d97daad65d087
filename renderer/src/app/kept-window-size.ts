import { useEffect, useState } from 'react'
import { readViewport, type Viewport } from '../../../shared/ipc/preferences.ts'
import { useDebounced } from '../lib/use-debounced.ts'
import { usePreferences, usePreferencesChange } from './preferences.ts'

/** How long the window's size must stay put before it is kept: a drag sends one change, not a hundred. */
const SETTLE_MS = 500

const windowSize = (): Viewport | null =>
  readViewport({ width: window.innerWidth, height: window.innerHeight })

/**
 * Keeps the window's inner size in main's preferences (shared/ipc/preferences.ts, `viewport`) as it settles, so
 * the next start's first screen, drawn before any script where main has no window to measure (the browser
 * preview), lays out as many rows as this window shows, at its row height (a narrow window's rows are taller).
 */
export function useKeptWindowSize(): void {
  const preferences = usePreferences()
  const change = usePreferencesChange()
  // Read in an effect: the shell is also drawn where there is no window (renderer/src/ssr/).
  const [size, setSize] = useState<Viewport | null>(null)
  useEffect(() => {
    const read = (): void =>
      setSize((before) => {
        const now = windowSize()
        return now?.width === before?.width && now?.height === before?.height ? before : now
      })
    read()
    window.addEventListener('resize', read)
    return () => window.removeEventListener('resize', read)
  }, [])
  const settled = useDebounced(size, SETTLE_MS)
  const kept = preferences?.viewport
  const known = preferences !== undefined
  useEffect(() => {
    if (!known || settled === null) return
    if (kept?.width === settled.width && kept.height === settled.height) return
    change({ viewport: settled })
  }, [known, kept?.width, kept?.height, settled, change])
}
