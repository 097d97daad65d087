/**
 * The rules every web contents and the session follow, whatever created them: no navigation off the app's
 * origins, no new windows, no <webview>, no permissions
 * (https://www.electronjs.org/docs/latest/tutorial/security, items 5, 13 and 14).
 */
import { app, session } from 'electron'
import { isAllowedNavigation } from './navigation.ts'

/** Guards every web contents created from now on, so one created by mistake is held to the same rules. */
export function guardAllWebContents(trustedOrigins: readonly string[]): void {
  app.on('web-contents-created', (_event, contents) => {
    const guard = (event: { preventDefault(): void }, url: string): void => {
      if (!isAllowedNavigation(url, trustedOrigins)) event.preventDefault()
    }
    contents.on('will-navigate', (event, url) => guard(event, url))
    contents.on('will-redirect', (event, url) => guard(event, url))
    contents.on('will-attach-webview', (event) => event.preventDefault())
    contents.setWindowOpenHandler(() => ({ action: 'deny' }))
  })
}

/** Nothing in the app needs camera, notifications, clipboard-read, HID, ...: every request and check says no. */
export function denyAllPermissions(): void {
  const ses = session.defaultSession
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  ses.setPermissionCheckHandler(() => false)
  ses.setDevicePermissionHandler(() => false)
}
