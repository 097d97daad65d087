/**
 * The app:// scheme in Electron: registered as privileged before `ready`, then served by app-protocol.ts beside
 * it (https://www.electronjs.org/docs/latest/tutorial/security#18-avoid-usage-of-the-file-protocol-and-prefer-usage-of-custom-protocols).
 */
import { protocol } from 'electron'
import { APP_SCHEME } from './app-origin.ts'
import { serveAppRequest } from './app-protocol.ts'
import { firstScreenFileOf, firstScreenLoader, type FirstScreenData } from './first-screen-document.ts'

/** Must run before `ready`: a standard, secure scheme gets a real origin, so CSP 'self' and the sender check work. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, codeCache: true } },
  ])
}

/**
 * Once ready: every app:// request is answered from the renderer's build folder, with the CSP header; the document
 * with the first screen `opening` says the window opens on (null: as built). Returns `warm`, for main to call once
 * the core can tell what the window opens on (first-screen-document.ts, firstScreenLoader).
 */
export function serveAppScheme(
  rendererDir: string,
  opening: () => Promise<FirstScreenData | null>,
): { warm(): void } {
  const load = firstScreenLoader(firstScreenFileOf(rendererDir))
  // Loaded now, while the core starts: the window's first document should not wait for the drawing's code.
  void load()
  const firstScreen = {
    load,
    data: async () => {
      const data = await opening()
      return data === null ? null : load.ahead(data)
    },
  }
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(request.url, rendererDir, firstScreen))
  return { warm: () => void load.warm(opening()) }
}
