/**
 * The packaged app never runs with Chromium's sandbox switched off. electron-builder's AppImage launcher (AppRun)
 * adds `--no-sandbox` by itself when unprivileged user namespaces are unavailable (`unshare -Ur true` fails),
 * and anyone can start the binary with that switch; the renderer would then run unsandboxed whatever
 * webPreferences say (https://www.electronjs.org/docs/latest/tutorial/sandbox). Plain data in, verdict out.
 */

/** The switch that turns Chromium's sandbox off for every process. */
const NO_SANDBOX = '--no-sandbox'

/** What the user is told when the app refuses to start, or null when it may start. */
export function sandboxRefusal(
  argv: readonly string[],
  isPackaged: boolean,
  platform: NodeJS.Platform,
): string | null {
  // Unpackaged runs (`electron .`, a developer's CI as root) are the developer's own choice.
  if (!isPackaged) return null
  const off = argv.find((arg) => arg === NO_SANDBOX || arg.startsWith(`${NO_SANDBOX}=`))
  if (off === undefined) return null
  const linuxHint =
    platform === 'linux'
      ? ' On Linux this happens when the AppImage runs on a system without unprivileged user namespaces: ' +
        'install the .deb package instead (its sandbox helper needs no user namespaces), or ask your ' +
        'administrator to allow user namespaces (kernel.unprivileged_userns_clone=1; on Ubuntu 24.04 and ' +
        'later, an AppArmor profile for the AppImage).'
      : ''
  return (
    `Bridge Explorer was started with ${off}, which turns off the sandbox that keeps web content away ` +
    `from your files and your API keys. It will not run that way.${linuxHint}`
  )
}
