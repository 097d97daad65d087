/** The browser preview's entry: the same app, over the preview server's HTTP and event-stream transport. */
import { installExplorerTransport } from './lib/explorer.ts'
import { createHttpExplorer } from './lib/explorer-http.ts'
import { start } from './start.ts'

/**
 * Takes the preview token out of the URL fragment and removes it from the location bar and history, so it is
 * neither bookmarked, shared with the address, nor left for later scripts (fragments are never sent to servers).
 */
function takeTokenFromLocation(): string | null {
  const hash = window.location.hash.replace(/^#/, '')
  const params = new URLSearchParams(hash)
  const token = params.get('token')
  if (token === null) return null
  params.delete('token')
  const rest = params.toString()
  const { pathname, search } = window.location
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search}${rest === '' ? '' : `#${rest}`}`,
  )
  return token
}

const TOKEN_KEY = 'bridge-explorer-preview-token'

/**
 * The preview token for this tab: from the printed URL the first time, then from sessionStorage, so a reload
 * keeps the session. sessionStorage belongs to this origin (loopback, this run's port) and this tab only, and
 * is gone when the tab closes: no page or tab that could not already read the token gets it (docs/security.md).
 */
function previewToken(): string | null {
  const fromUrl = takeTokenFromLocation()
  try {
    if (fromUrl !== null) sessionStorage.setItem(TOKEN_KEY, fromUrl)
    return fromUrl ?? sessionStorage.getItem(TOKEN_KEY)
  } catch {
    return fromUrl // storage refused (a hardened browser profile): the session lasts until a reload, as before
  }
}

installExplorerTransport(() => createHttpExplorer({ baseUrl: '', token: previewToken() }))
void start()
