/** Starts the renderer once its entry has chosen how to reach the app (main.tsx: Electron; main-preview.tsx). */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { getExplorer } from './lib/explorer.ts'
import { installHistoryKeys } from './lib/router.ts'
import './styles/index.css'

/** Connects, installs the history keys and renders the app into #root. */
export function boot(): void {
  const container = document.getElementById('root')
  if (container === null) throw new Error('index.html has no #root element')
  // Connect first: the preview's transport takes its token out of the location before the router reads it.
  getExplorer()
  installHistoryKeys()
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
