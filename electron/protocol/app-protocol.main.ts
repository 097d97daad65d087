/**
 * The app:// scheme in Electron: registered as privileged before `ready`, then served by app-protocol.ts beside
 * it (https://www.electronjs.org/docs/latest/tutorial/security#18-avoid-usage-of-the-file-protocol-and-prefer-usage-of-custom-protocols).
 */
import { protocol } from 'electron'
import { APP_SCHEME } from './app-origin.ts'
import { serveAppRequest } from './app-protocol.ts'

/** Must run before `ready`: a standard, secure scheme gets a real origin, so CSP 'self' and the sender check work. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, codeCache: true } },
  ])
}

/** Once ready: every app:// request is answered from the renderer's build folder, with the CSP header. */
export function serveAppScheme(rendererDir: string): void {
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(request.url, rendererDir))
}
