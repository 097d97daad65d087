import { useEffect, useRef, useState } from 'react'
import { parseLocation } from '../lib/route.ts'
import { hrefFor, navigate, type Route } from '../lib/router.ts'
import type { StartLink } from './awaited-link.ts'
import { usePreferences, usePreferencesChange } from './preferences.ts'

/**
 * The app opens on the page the user left (a preference the main process keeps), unless it was opened on a page
 * of its own (a link, a reload); from then on each page shown becomes the one to open next time. While a deep
 * link is awaited (`link`, app/awaited-link.ts) nothing is decided, and once it opened the window the page left
 * is not restored over it.
 */
export function useLastPage(route: Route, link: StartLink): void {
  const preferences = usePreferences()
  const preferencesChange = usePreferencesChange()
  const href = hrefFor(route)
  // Opened with no location of its own: the start page is the app's choice, so the page left can take its place,
  // as long as the user is still on it (a page they went to before the preferences were read is their choice).
  const [startPage] = useState(() =>
    // No location where main draws the first screen (renderer/src/ssr/): the page it was drawn for is its own.
    typeof window === 'undefined' || window.location.hash === '' || window.location.hash === '#'
      ? href
      : null,
  )
  const decided = useRef(false)
  useEffect(() => {
    if (preferences === undefined || link === 'awaited') return
    if (!decided.current) {
      decided.current = true
      const last = preferences.lastPage
      if (link === 'none' && startPage === href && last !== null && last !== href) {
        const to = parseLocation(last)
        if (to.name !== 'not-found') {
          navigate(to, { replace: true })
          return
        }
      }
    }
    if (route.name !== 'not-found' && preferences.lastPage !== href) preferencesChange({ lastPage: href })
  }, [preferences, startPage, href, route.name, preferencesChange, link])
}
