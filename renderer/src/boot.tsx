/** Starts the renderer once its entry has chosen how to reach the app (main.tsx: Electron; main-preview.tsx). */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { loadDrawnViews, seedDrawnCatalogue } from './app/first-screen.tsx'
import {
  adoptKeptPreferences,
  askKeptPreferences,
  keepInMain,
  preferencesOptions,
} from './app/preferences.ts'
import { localeOf } from './app/locale-root.tsx'
import { DEFAULT_PREFERENCES } from '../../shared/ipc/preferences.ts'
import { getExplorer } from './lib/explorer.ts'
import { prepareFormatters } from './lib/format.ts'
import { ensureCatalogue } from './lib/words.tsx'
import { nextTask } from './lib/next-task.ts'
import { createQueryClient } from './lib/query-client.ts'
import { persistQueryCache, restoreQueryCache } from './lib/query-persist.ts'
import { installHistoryKeys, navigate } from './lib/router.ts'
import {
  DrawnFirstScreen,
  readFirstScreen,
  typedBeforeHydration,
  type FirstScreenData,
} from './lib/first-screen.ts'
import { parseLocation } from './lib/route.ts'
import './styles/index.css'

/**
 * Connects, installs the history keys, puts the answers kept from earlier runs into the query cache (so seen
 * screens paint at once, also with the service down) and renders the app into #root.
 */
export async function boot(): Promise<void> {
  // Each step of the start below is a task of its own, after the one that evaluated this chunk, so none is long.
  await nextTask()
  const container = document.getElementById('root')
  if (container === null) throw new Error('index.html has no #root element')
  // Connect first: the preview's transport takes its token out of the location before the router reads it.
  getExplorer()
  installHistoryKeys()
  const client = createQueryClient()
  const drawn = container.firstElementChild === null ? null : readFirstScreen(document)
  if (drawn !== null) {
    await hydrateFirstScreen(container, client, drawn)
    return
  }
  const restoring = restoreQueryCache(client)
  // The kept answers are on their way from main: meanwhile, load the locale data the first rows need.
  prepareFormatters()
  const [{ kept, answered }] = await Promise.all([askKeptPreferences(client, DEFAULT_PREFERENCES), restoring])
  const older = adoptKeptPreferences(kept, answered)
  // The words of the language in force, before the first render (app/locale-root.tsx).
  await ensureCatalogue(localeOf(kept).language)
  persistQueryCache(client)
  keepInMain(client, older)
  createRoot(container).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  )
}

/**
 * Main drew the first screen into the document (electron/protocol/first-screen-document.ts): the renderer adopts
 * it with hydrateRoot, from the same data it was drawn with. The kept answers are put in first, as in a start
 * without a drawing; the list drawn with its rows is adopted from the answer the document carries. Production React does not
 * warn about a mismatch: each one it recovers from is counted on <html data-hydration-mismatches> (the tests and
 * `npm run bench:warm` read it).
 */
async function hydrateFirstScreen(
  container: HTMLElement,
  client: QueryClient,
  drawn: FirstScreenData,
): Promise<void> {
  const restoring = restoreQueryCache(client)
  // Loading the locale's data is the longest step of a start: in a task of its own, while main answers.
  const formatting = nextTask().then(() => prepareFormatters(drawn.locale?.formats))
  // The preferences as main keeps them now, read while the kept answers come: the drawing's copy may lack the
  // page left (the preview's has none), and the shell reads only what both have alike.
  const [{ kept, answered }] = await Promise.all([
    askKeptPreferences(client, drawn.preferences),
    restoring,
    formatting,
    loadDrawnViews(drawn),
    // The words it was drawn in, which the hydration must word the same (app/locale-root.tsx).
    ensureCatalogue(drawn.locale?.language ?? localeOf(drawn.preferences ?? undefined).language),
  ])
  if (kept !== null) client.setQueryData(preferencesOptions().queryKey, kept)
  // The list drawn is adopted from the very answer it was drawn with (the document's copy, checked by
  // readFirstScreen), not from the copy restored beside it, so the rows hydrated are the rows drawn.
  if (drawn.list !== null) {
    client.removeQueries({ queryKey: drawn.list.queryKey, exact: true })
    hydrate(client, { mutations: [], queries: [drawn.list] as unknown as DehydratedState['queries'] })
  }
  seedDrawnCatalogue(client, drawn)
  // The page drawn is where the window opens (the page left): go there before the router is first read.
  if (drawn.page !== null && (window.location.hash === '' || window.location.hash === '#'))
    navigate(parseLocation(drawn.page), { replace: true })
  const older = adoptKeptPreferences(kept ?? { ...DEFAULT_PREFERENCES, theme: drawn.theme }, answered)
  // Typed into the drawn search field while the script loaded: searched for as if typed now (the hydration
  // itself puts the field back to its drawn value, then the route's search fills it again).
  const typed = drawn.list === null ? null : typedBeforeHydration(container)
  let mismatches = 0
  // As a transition, the hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree at once (a long task): the drawing is already on screen, so nothing waits on it,
  // and a click or a key on it still hydrates at once (React hydrates before it dispatches the event).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <DrawnFirstScreen value={drawn}>
          <App client={client} />
        </DrawnFirstScreen>
      </StrictMode>,
      {
        onRecoverableError: (error) => {
          mismatches += 1
          document.documentElement.dataset['hydrationMismatches'] = String(mismatches)
          console.warn('The first screen drawn by main did not match the renderer:', error)
        },
      },
    )
  })
  document.documentElement.dataset['hydrationMismatches'] ??= '0'
  // In the drawn list's category and layout, as the search field itself searches (features/bridges).
  const drawnList = drawn.page === null ? null : parseLocation(drawn.page)
  if (typed !== null && drawnList?.name === 'bridges' && typed !== drawnList.q)
    navigate({ ...drawnList, q: typed }, { replace: drawnList.q.trim() !== '' })
  persistQueryCache(client)
  keepInMain(client, older)
}
