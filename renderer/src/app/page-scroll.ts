import { useEffect, useRef, type RefObject } from 'react'
import { currentEntryKey } from '../lib/router.ts'

// A page load of a few frames at most: the rows of a list seen before come from the query cache.
const RESTORE_FRAMES = 30

/**
 * The main region's scroll, kept per history entry and put back when the entry is shown again (Back, Forward,
 * "← Bridges"), as a browser does for a page. The bridge list's page scrolls as a whole (layout.css): the list
 * keeps its own place (features/bridges), and this puts the list back where it was in the window. An entry never
 * shown before keeps the scroll as it is, so a filter typed in the pinned search never jumps the page.
 */
export function usePageScrollPlace(mainRef: RefObject<HTMLElement | null>): void {
  const places = useRef(new Map<string, number>())
  const entry = currentEntryKey()
  useEffect(() => {
    const main = mainRef.current
    if (main === null) return
    const saved = places.current.get(entry)
    let frame = 0
    let tries = 0
    // The page grows as its content arrives: try again for a few frames until it is tall enough.
    const restore = (): void => {
      if (saved === undefined) return
      main.scrollTop = saved
      if (Math.abs(main.scrollTop - saved) > 1 && ++tries < RESTORE_FRAMES)
        frame = requestAnimationFrame(restore)
    }
    restore()
    const onScroll = (): void => {
      places.current.set(entry, main.scrollTop)
    }
    main.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      main.removeEventListener('scroll', onScroll)
    }
  }, [mainRef, entry])
}
