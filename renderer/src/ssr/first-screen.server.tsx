/**
 * The SSR entry (vite.config.ts builds it on its own, `vite build --ssr`, into dist/ssr/): the first screen drawn
 * with react-dom/server from the same components the renderer hydrates, for main and the preview to put inside
 * the document's #root. Text is rendered as React renders it (escaped); no stored markup is ever replayed.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from '../app/app.tsx'
import { preferencesOptions } from '../app/preferences.ts'
import { FirstScreenPage, type FirstScreenData } from '../lib/first-screen.ts'
import { createQueryClient } from '../lib/query-client.ts'

export type { FirstScreenData }
export { FIRST_SCREEN_ELEMENT_ID } from '../lib/first-screen.ts'

/** The markup of the first screen for `data` (what goes inside #root). */
export function renderFirstScreen(data: FirstScreenData): string {
  const client = createQueryClient()
  if (data.preferences !== null) client.setQueryData(preferencesOptions().queryKey, data.preferences)
  try {
    return renderToString(
      <StrictMode>
        <FirstScreenPage value={data.page}>
          <App client={client} />
        </FirstScreenPage>
      </StrictMode>,
    )
  } finally {
    client.clear()
  }
}
