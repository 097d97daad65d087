/**
 * The SSR entry (vite.config.ts builds it on its own, `vite build --ssr`, into dist/ssr/): the first screen drawn
 * with react-dom/server from the same components the renderer hydrates, for main and the preview to put inside
 * the document's #root. Text is rendered as React renders it (escaped); no stored markup is ever replayed. Main
 * runs it in a worker thread that is given only decoded data (electron/protocol/first-screen-worker.ts).
 */
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from '../app/app.tsx'
import { localeOf } from '../app/locale-root.tsx'
import { loadDrawnViews, seedDrawnCatalogue } from '../app/first-screen.tsx'
import { preferencesOptions } from '../app/preferences.ts'
import { DrawnFirstScreen, type FirstScreenData } from '../lib/first-screen.ts'
import { createQueryClient } from '../lib/query-client.ts'
import { ensureCatalogue } from '../lib/words.tsx'

export type { FirstScreenData }
export { FIRST_SCREEN_ELEMENT_ID } from '../lib/first-screen.ts'

/**
 * The markup of the first screen for `data` (what goes inside #root). The lazily loaded views it shows (a kept
 * table) are loaded first: renderToString draws a view still loading as its fallback, which the renderer would
 * then have to replace.
 */
export async function renderFirstScreen(data: FirstScreenData): Promise<string> {
  await Promise.all([
    loadDrawnViews(data),
    ensureCatalogue(data.locale?.language ?? localeOf(data.preferences ?? undefined).language),
  ])
  const client = createQueryClient()
  if (data.preferences !== null) client.setQueryData(preferencesOptions().queryKey, data.preferences)
  if (data.list !== null)
    hydrate(client, { mutations: [], queries: [data.list] as unknown as DehydratedState['queries'] })
  seedDrawnCatalogue(client, data)
  try {
    return renderToString(
      <StrictMode>
        <DrawnFirstScreen value={data}>
          <App client={client} />
        </DrawnFirstScreen>
      </StrictMode>,
    )
  } finally {
    client.clear()
  }
}
