/** Starts the renderer once its entry has chosen how to reach the app (main.tsx: Electron; main-preview.tsx). */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { adoptKeptTheme, keepThemeInMain, preferencesOptions } from './app/preferences.ts'
import { DEFAULT_PREFERENCES } from '../../shared/ipc/preferences.ts'
import { getExplorer } from './lib/explorer.ts'
import { prepareFormatters } from './lib/format.ts'
import { createQueryClient } from './lib/query-client.ts'
import { persistQueryCache, restoreQueryCache } from './lib/query-persist.ts'
import { installHistoryKeys } from './lib/router.ts'
import './styles/index.css'

/**
 * Connects, installs the history keys, puts the answers kept from earlier runs into the query cache (so seen
 * screens paint at once, also with the service down) and renders the app into #root.
 */
export async function boot(): Promise<void> {
  const container = document.getElementById('root')
  if (container === null) throw new Error('index.html has no #root element')
  // Connect first: the preview's transport takes its token out of the location before the router reads it.
  getExplorer()
  installHistoryKeys()
  const client = createQueryClient()
  const restoring = restoreQueryCache(client)
  // The kept answers are on their way from main: meanwhile, load the locale data the first rows need.
  prepareFormatters()
  const [preferences] = await Promise.all([
    client.fetchQuery(preferencesOptions()).catch(() => DEFAULT_PREFERENCES),
    restoring,
  ])
  const olderTheme = adoptKeptTheme(preferences)
  persistQueryCache(client)
  keepThemeInMain(client, olderTheme)
  createRoot(container).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  )
}
