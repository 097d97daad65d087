import { useQueryClient } from '@tanstack/react-query'
import { Suspense, type ReactElement } from 'react'
import { EmptyState } from '../components/empty-state.tsx'
import { ViewLoading } from '../components/view-loading.tsx'
import { ViewErrorBoundary } from '../components/view-error-boundary.tsx'
import { BridgeDetailView } from '../features/bridge-detail/index.ts'
import { BridgesView } from '../features/bridges/index.ts'
import { BulkView } from '../features/bulk/index.ts'
import { CompareView } from '../features/compare/index.ts'
import { ChangesView } from '../features/changes/index.ts'
import { DeveloperView } from '../features/developer/index.ts'
import { KeysView } from '../features/keys/index.ts'
import { LookupView, MyProfileView, ProfileView } from '../features/profiles/index.ts'
import { RateLimitView } from '../features/rate-limit/index.ts'
import { SavedViewsUsing, SavedViewsView, SaveViewControl } from '../features/saved-views/index.ts'
import { Insights, StatsView } from '../features/stats/index.ts'
import { SettingsView } from '../features/settings/index.ts'
import { LanguageSettings } from './language-settings.tsx'
import { ExpiryNotices, UsageView } from '../features/usage/index.ts'
import { PinButton, WatchedPasses, WatchView } from '../features/watch/index.ts'
import { hrefFor, type Route } from '../lib/router.ts'
import { PAGES } from './pages.ts'
import { useWords } from '../lib/words.tsx'
import type { Translate } from '../../../shared/i18n/translate.ts'

/**
 * The view for a route inside an error boundary, so a view that throws never blanks the window; the
 * boundary is keyed by the view's address, so moving elsewhere leaves a failed view behind.
 */
export function RouteView({ route }: { route: Route }): ReactElement {
  const client = useQueryClient()
  const { t } = useWords()
  // The failed view is unmounted, so its queries are inactive: dropping them makes it fetch afresh.
  const onReload = (): void => client.removeQueries({ type: 'inactive' })
  return (
    // The list keeps one boundary across searches (a remount would take the focus from the search box).
    <ViewErrorBoundary
      key={route.name === 'bridges' ? 'bridges' : hrefFor(route)}
      view={t(PAGES[route.name].name)}
      onReload={onReload}
    >
      {/* Views other than the list load their code the first time they are shown (lib/lazy-component.ts). The
          list's is in the first chunk and never waits, so it has no boundary: a drawn list inside one was left
          for a later pass by the hydration, then hydrated all at once, in one long task, when the shell's first
          update reached it (README.md, Architecture: the first screen). */}
      {route.name === 'bridges' ? (
        viewFor(route, t)
      ) : (
        <Suspense fallback={<ViewLoading />}>{viewFor(route, t)}</Suspense>
      )}
    </ViewErrorBoundary>
  )
}

/** The view for a route; keyed by its identity so one bridge's state never leaks into the next. */
function viewFor(route: Route, t: Translate): ReactElement {
  switch (route.name) {
    case 'bridges':
      return (
        <BridgesView
          query={route}
          saveView={<SaveViewControl />}
          insights={(scope) => <Insights scope={scope} />}
        />
      )
    case 'bridge':
      return (
        <BridgeDetailView
          key={route.slug}
          slug={route.slug}
          pin={(label) => <PinButton kind="bridge" id={route.slug} label={label} />}
          watchedPasses={
            // Its own boundary: the bridge shows at once, the passes join when their code has loaded.
            <Suspense fallback={null}>
              <WatchedPasses slug={route.slug} />
            </Suspense>
          }
        />
      )
    case 'profile':
      return (
        <ProfileView
          key={route.username}
          username={route.username}
          pin={(username, label) => <PinButton kind="profile" id={username} label={label} />}
        />
      )
    case 'compare':
      return <CompareView read={route.read} />
    case 'lookup':
      return <LookupView />
    case 'bulk':
      return <BulkView />
    case 'changes':
      return <ChangesView />
    case 'me':
      return <MyProfileView />
    case 'stats':
      return <StatsView />
    case 'rate-limit':
      return <RateLimitView />
    case 'keys':
      return <KeysView />
    case 'developer':
      return (
        <DeveloperView
          expiryNotices={<ExpiryNotices />}
          savedViewsUsing={(path) => <SavedViewsUsing path={path} />}
        />
      )
    case 'usage':
      return <UsageView />
    case 'views':
      return <SavedViewsView />
    case 'settings':
      return <SettingsView languageSection={<LanguageSettings />} />
    case 'watch':
      return <WatchView />
    case 'not-found':
      return (
        <div>
          <h1>{t('app.not-found.title')}</h1>
          <EmptyState title={t('app.not-found.body')}>
            <a href={hrefFor({ name: 'bridges', q: '', category: '' })}>{t('app.not-found.link')}</a>
          </EmptyState>
        </div>
      )
  }
}
