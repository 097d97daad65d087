import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement, type RefObject } from 'react'
import { SideNav } from './side-nav.tsx'
import { TopBar } from './top-bar.tsx'
import { CommandPalette } from '../features/command-palette/index.ts'
import { KeyAlertLine } from '../features/developer/index.ts'
import { ProxySignInDialog } from '../features/settings/index.ts'
import { useHistoryShortcuts, useMainEvents, useThemeAttribute } from './use-app-effects.ts'
import { hrefFor, useRoute, type Route } from '../lib/router.ts'
import { RouteView } from './route-view.tsx'
import { StartupNotices } from './startup-notices.tsx'
import { Welcome } from './welcome.tsx'
import { useLastPage } from './last-page.ts'
import { useStartLink } from './awaited-link.ts'
import { useKeptWindowSize } from './kept-window-size.ts'
import { usePageScrollPlace } from './page-scroll.ts'
import { usePinnedHeight } from './pinned-height.ts'
import { BackLabelContext } from '../lib/page-label.ts'
import { backLabel, paletteViews } from './pages.ts'
import { useFirstScreenPage, useHydrating, useListDrawn } from '../lib/first-screen.ts'
import { FirstScreenFrame } from './first-screen.tsx'
import { LocaleRoot } from './locale-root.tsx'
import { useWords } from '../lib/words.tsx'

/** Identifies the page shown, ignoring filters: focus moves to the new page only when this changes. */
function pageOf(route: Route): string {
  if (route.name === 'bridge') return `bridge:${route.slug}`
  if (route.name === 'profile') return `profile:${route.username}`
  return route.name
}

/**
 * The bridge list's page scrolls as a whole (layout.css, at every size), and the wheel over the list
 * moves the page first until the whole list is in view, then the list; upwards, the list back to its start, then
 * the page. Done here rather than left to the browser, which keeps a wheel gesture on the element it began on.
 */
function useWheelToPageFirst(mainRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const main = mainRef.current
    if (main === null) return
    const onWheel = (e: WheelEvent): void => {
      if (e.ctrlKey) return
      // Under the pointer now: the browser sends a whole wheel gesture to the element it began on.
      const list = document.elementFromPoint(e.clientX, e.clientY)?.closest('.bridge-list-scroll') ?? null
      if (list === null || main.scrollHeight - main.clientHeight < 1) return
      const dy = e.deltaMode === WheelEvent.DOM_DELTA_LINE ? e.deltaY * 16 : e.deltaY
      const mainRoom = dy > 0 ? main.scrollHeight - main.clientHeight - main.scrollTop : main.scrollTop
      const listRoom = dy > 0 ? list.scrollHeight - list.clientHeight - list.scrollTop : list.scrollTop
      const first = dy > 0 ? main : list
      const firstRoom = dy > 0 ? mainRoom : listRoom
      const then = dy > 0 ? list : main
      e.preventDefault()
      if (firstRoom >= 1) first.scrollBy({ top: dy, behavior: 'instant' })
      else then.scrollBy({ top: dy, behavior: 'instant' })
    }
    main.addEventListener('wheel', onWheel, { passive: false })
    return () => main.removeEventListener('wheel', onWheel)
  }, [mainRef])
}

function Shell(): ReactElement {
  const { t } = useWords()
  // The pages' names and the palette's words in the language shown; worded again when it changes.
  const views = useMemo(() => paletteViews(t), [t])
  const back = useMemo(() => (to: Route) => backLabel(to, t), [t])
  const route = useRoute()
  const hydrating = useHydrating()
  const drawnPage = useFirstScreenPage()
  const listDrawn = useListDrawn()
  useThemeAttribute()
  const startLink = useStartLink(hrefFor(route))
  useMainEvents(startLink.arrived)
  useHistoryShortcuts()
  const mainRef = useRef<HTMLElement>(null)
  const page = pageOf(route)
  const firstPage = useRef(page)
  // Narrow and short windows show the sections as a menu (layout.css); a new page closes it.
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const closeMenu = useCallback((returnFocus: boolean): void => {
    setMenuOpen(false)
    if (returnFocus) menuButton.current?.focus()
  }, [])
  useWheelToPageFirst(mainRef)
  usePageScrollPlace(mainRef)
  usePinnedHeight(mainRef)
  useLastPage(route, startLink.link)
  useKeptWindowSize()
  const [menuPage, setMenuPage] = useState(route)
  if (menuPage !== route) {
    setMenuPage(route)
    setMenuOpen(false)
  }

  useEffect(() => {
    // Screen reader and keyboard users land at the start of the new page, as a page load would do, unless the
    // page has put focus back where the user was (Back to a list).
    const main = mainRef.current
    if (page !== firstPage.current && main !== null && !main.contains(document.activeElement)) main.focus()
    firstPage.current = ''
  }, [page])

  return (
    // The views' links back name pages as the registry does (app/pages.ts).
    <BackLabelContext value={back}>
      <div className="app">
        <a
          className="skip-link"
          href="#main"
          onClick={(e) => {
            // A plain #main link would replace the hash route; move focus instead.
            e.preventDefault()
            mainRef.current?.focus()
          }}
        >
          {t('shell.skip-to-content')}
        </a>
        <TopBar menuOpen={menuOpen} menuButton={menuButton} onMenu={() => setMenuOpen((o) => !o)} />
        <SideNav route={route} open={menuOpen} onClose={closeMenu} button={menuButton} />
        <main
          id="main"
          ref={mainRef}
          tabIndex={-1}
          className={route.name === 'bridges' ? 'main main-fill' : 'main'}
        >
          <StartupNotices />
          <KeyAlertLine />
          <Welcome />
          {/* Drawn before any script, and while hydrating that drawing: the list itself when drawn with its kept
              rows, else the page's frame (app/first-screen.tsx). While a deep link is awaited, the frame drawn
              for it (no page) stays until the link's page comes (app/awaited-link.ts). */}
          {(hydrating && !listDrawn) || startLink.link === 'awaited' ? (
            <FirstScreenFrame page={drawnPage} />
          ) : (
            <RouteView route={route} />
          )}
        </main>
        <CommandPalette views={views} />
        <ProxySignInDialog />
      </div>
    </BackLabelContext>
  )
}

/** The application's root component, on the query client boot made (and filled from the kept answers). */
export function App({ client }: { client: QueryClient }): ReactElement {
  return (
    <QueryClientProvider client={client}>
      <LocaleRoot>
        <Shell />
      </LocaleRoot>
    </QueryClientProvider>
  )
}
