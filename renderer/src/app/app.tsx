import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, type ReactElement } from 'react'
import { SideNav } from './side-nav.tsx'
import { TopBar } from './top-bar.tsx'
import { CommandPalette } from '../features/command-palette/index.ts'
import { useHistoryShortcuts, useMainEvents, useThemeAttribute } from './use-app-effects.ts'
import { useRoute, type Route } from '../lib/router.ts'
import { RouteView } from './route-view.tsx'
import { StartupNotices } from './startup-notices.tsx'
import { BackLabelContext } from '../lib/page-label.ts'
import { backLabel, PALETTE_VIEWS } from './pages.ts'

/** Identifies the page shown, ignoring filters: focus moves to the new page only when this changes. */
function pageOf(route: Route): string {
  if (route.name === 'bridge') return `bridge:${route.slug}`
  if (route.name === 'profile') return `profile:${route.username}`
  return route.name
}

function Shell(): ReactElement {
  const route = useRoute()
  useThemeAttribute()
  useMainEvents()
  useHistoryShortcuts()
  const mainRef = useRef<HTMLElement>(null)
  const page = pageOf(route)
  const firstPage = useRef(page)

  useEffect(() => {
    // Screen reader and keyboard users land at the start of the new page, as a page load would do, unless the
    // page has put focus back where the user was (Back to a list).
    const main = mainRef.current
    if (page !== firstPage.current && main !== null && !main.contains(document.activeElement)) main.focus()
    firstPage.current = ''
  }, [page])

  return (
    // The views' links back name pages as the registry does (app/pages.ts).
    <BackLabelContext value={backLabel}>
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
          Skip to content
        </a>
        <TopBar />
        <SideNav route={route} />
        <main
          id="main"
          ref={mainRef}
          tabIndex={-1}
          className={route.name === 'bridges' ? 'main main-fill' : 'main'}
        >
          <StartupNotices />
          <RouteView route={route} />
        </main>
        <CommandPalette views={PALETTE_VIEWS} />
      </div>
    </BackLabelContext>
  )
}

/** The application's root component, on the query client boot made (and filled from the kept answers). */
export function App({ client }: { client: QueryClient }): ReactElement {
  return (
    <QueryClientProvider client={client}>
      <Shell />
    </QueryClientProvider>
  )
}
