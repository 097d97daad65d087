/**
 * Deep links from the OS (`bridge-explorer://…`): registers the scheme and routes each link to the main window.
 * A link that arrives before the window has loaded its page is held and sent on `did-finish-load` (the preload
 * then holds it until the renderer subscribes). Parsing is deep-link.ts, beside it.
 */
import { resolve } from 'node:path'
import { app, type BrowserWindow } from 'electron'
import { sendEvent } from '../ipc/send-event.main.ts'
import { DEEP_LINK_SCHEME } from '../../shared/net/deep-link.ts'
import { findDeepLink, parseDeepLink, type DeepLinkTarget } from './deep-link.ts'

/** Routes links to the main window; the held one is sent by `pageLoaded`. */
export interface DeepLinkRouter {
  /** Called on the window's did-finish-load: sends the link held meanwhile, if any. */
  pageLoaded(window: BrowserWindow): void
  /** A link is held for the page still to load (the document then shows no page that is not the link's). */
  hasPending(): boolean
}

/** Registers the scheme and the second-instance / open-url listeners; `launchArgv` may carry the first link. */
export function routeDeepLinks(
  launchArgv: readonly string[],
  getWindow: () => BrowserWindow | null,
): DeepLinkRouter {
  let pending: DeepLinkTarget | null = findDeepLink(launchArgv)
  const deliver = (target: DeepLinkTarget | null): void => {
    const window = getWindow()
    if (window === null || window.isDestroyed() || window.webContents.isLoading()) {
      if (target !== null) pending = target
      return
    }
    if (window.isMinimized()) window.restore()
    window.focus()
    if (target !== null) sendEvent(window.webContents, 'navigation:did-request', target)
  }
  if (process.defaultApp && process.argv[1] !== undefined) {
    // Unpackaged (`electron .`): the OS must start Electron with the app path before the link.
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [resolve(process.argv[1])])
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME)
  }
  // Windows and Linux: a second launch hands its argv (with the link) to this instance.
  app.on('second-instance', (_event, argv) => deliver(findDeepLink(argv)))
  // macOS: the link arrives as an event, possibly before `ready`.
  app.on('open-url', (event, url) => {
    event.preventDefault()
    deliver(parseDeepLink(url))
  })
  return {
    pageLoaded(window) {
      if (pending !== null) sendEvent(window.webContents, 'navigation:did-request', pending)
      pending = null
    },
    hasPending: () => pending !== null,
  }
}
