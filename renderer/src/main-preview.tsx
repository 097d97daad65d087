/** The browser preview's entry: the same app, over the preview server's HTTP and event-stream transport. */
import { installExplorerTransport } from './lib/explorer.ts'
import { createHttpExplorer } from './lib/explorer-http.ts'
import { takePreviewToken } from './lib/preview-session.ts'
import { start } from './start.ts'

/** The storage of this tab, or null where the browser refuses it. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

// Read now, as this entry runs, not at the first call: the first call comes after a paint and two imports, and a
// drawn link clicked meanwhile would have changed the fragment (lib/preview-session.ts).
const token = takePreviewToken({ document, location, history, storage: tabStorage() })
installExplorerTransport(() => createHttpExplorer({ baseUrl: '', token }))
void start()
